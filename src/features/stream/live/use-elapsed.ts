import { useEffect, useState } from 'react';

// The time since the stream started, ticking each second while shown (the page's shared clock ticks each minute).

/** Whole seconds from `since` (ISO 8601) to now, or undefined when the service's text is not an instant. */
export function useElapsed(since: string | undefined): number | undefined {
  const start = since === undefined ? NaN : Date.parse(since);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(start)) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [start]);
  if (Number.isNaN(start)) return undefined;
  return Math.max(0, Math.floor((now - start) / 1000));
}

/** 0:05:09, 12:00:00: hours, minutes, seconds, the same in every language. */
export function formatElapsed(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
