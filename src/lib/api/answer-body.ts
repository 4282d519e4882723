// How an answer's body is kept: as text when it is text (JSON, `+json`, `text/*`) and decodes as UTF-8, else as the
// bytes that came, so a file (an archive, an image, a CSV in another encoding) is never mangled by a text decoder.
// Only one of the two is kept, so a large file is not held twice.

/** What the wire read: text, or bytes when the body is not text. */
export type AnswerBody = { text: string } | { text: ''; bytes: Uint8Array<ArrayBuffer> };

/** The media type of a Content-Type header, lower-cased, without parameters: `application/json`, or '' for none. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  if (!contentType) return '';
  const semicolon = contentType.indexOf(';');
  return (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
}

/**
 * Whether a body of this Content-Type is read as text: JSON, any `+json` type and `text/*` are; a missing type is
 * read as text when it decodes (services of this kind leave it off empty and plain answers); anything else is bytes.
 */
export function isTextType(contentType: string | null | undefined): boolean | 'if-it-decodes' {
  const type = mediaTypeOf(contentType);
  if (type === '') return 'if-it-decodes';
  return type === 'application/json' || type.endsWith('+json') || type.startsWith('text/');
}

/** Reads a response's body as text or bytes (the wire's `readBody` for the operation pages' runs). */
export async function readAnswer(response: Response): Promise<AnswerBody> {
  return readAnswerBody(await response.arrayBuffer(), response.headers.get('content-type'));
}

/** Reads a body as text or bytes by its Content-Type; text that is not valid UTF-8 is kept as bytes. */
export function readAnswerBody(buffer: ArrayBuffer, contentType: string | null | undefined): AnswerBody {
  const bytes = new Uint8Array(buffer);
  if (bytes.byteLength === 0) return { text: '' };
  if (isTextType(contentType) === false) return { text: '', bytes };
  try {
    // A BOM is dropped, as Response.text() drops it.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { text: '', bytes };
  }
}

/** The length in UTF-8 bytes of text, counted without encoding a copy of it. */
export function utf8Length(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) length += 1;
    else if (code < 0x800) length += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      length += 4;
      i += 1;
    } else length += 3;
  }
  return length;
}
