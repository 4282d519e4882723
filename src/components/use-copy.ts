import { useEffect, useRef, useState } from 'react';

const COPIED_FOR_MS = 2000;

/** Copies text to the clipboard and says so for a moment; `copied` drives a status line beside the button. */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    copied,
    copy: async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        // No clipboard (an insecure origin, a refused permission): the text can still be shown and selected.
        return;
      }
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    },
  };
}
