import { textParts } from './chat-links.ts';

/** What a viewer wrote, as text: an https address is a link opened apart from the page, any other is text. */
export function ChatText({ text }: { text: string }) {
  return (
    <>
      {textParts(text).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
