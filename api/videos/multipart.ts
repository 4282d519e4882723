// A multipart/form-data body read as it streams in, keeping none of the file: the first part with a file name is
// counted (its bytes, its name), every other part is passed over (each at most a few kilobytes, as form fields are).
// The demo's storage needs no more: it stores nothing of what it is sent.

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
/** A part's headers, and a field that is not the file: form fields are short. */
const MAX_HEADERS = 8 * 1024;
const MAX_FIELD = 64 * 1024;

/** The boundary of a multipart/form-data Content-Type, or undefined for any other. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  const [type, ...params] = contentType.split(';').map((part) => part.trim());
  if (type?.toLowerCase() !== 'multipart/form-data') return undefined;
  for (const param of params) {
    const match = /^boundary=(?:"([^"]{1,70})"|([^\s";]{1,70}))$/i.exec(param);
    if (match) return match[1] ?? match[2];
  }
  return undefined;
}

/** The file name a part's headers give (`filename*` of RFC 5987 before `filename`), or undefined for a field. */
function fileNameOf(headers: string): string | undefined {
  const disposition = headers.split('\r\n').find((line) => /^content-disposition:/i.test(line));
  if (disposition === undefined) return undefined;
  const extended = /filename\*=(?:UTF-8|utf-8)''([^;]*)/.exec(disposition)?.[1];
  if (extended !== undefined) {
    try {
      return decodeURIComponent(extended);
    } catch {
      return extended;
    }
  }
  const plain = /filename="((?:[^"\\]|\\.)*)"|filename=([^;\s]*)/.exec(disposition);
  if (!plain) return undefined;
  // Browsers send the name's own bytes as UTF-8 between the quotes.
  return Buffer.from((plain[1] ?? plain[2] ?? '').replace(/\\(.)/g, '$1'), 'latin1').toString('utf8');
}

export type FileCount = { name: string; bytes: number };
export type CountProblem = 'malformed' | 'no_file' | 'over';

export class MultipartCounter {
  readonly #delimiter: Buffer;
  #pending: Buffer = Buffer.alloc(0);
  #state: 'preamble' | 'headers' | 'content' | 'after' | 'done' = 'preamble';
  /** The file part's name once its headers are read; undefined while reading any other part. */
  #current: string | undefined;
  #partBytes = 0;
  #file: FileCount | undefined;
  /** Bytes of the body read, headers and all. */
  consumed = 0;
  /** Bytes of the body before the file's first byte, once its part has begun. */
  fileOffset = 0;

  constructor(
    boundary: string,
    /** The most bytes the file may have. */
    private readonly limit: number,
    /** Told the file's bytes so far, as they arrive. */
    private readonly onFileBytes: (bytes: number) => void = () => {},
  ) {
    this.#delimiter = Buffer.from(`\r\n--${boundary}`);
    // The first delimiter may open the body, with no line break before it.
    this.#pending = Buffer.from('\r\n');
  }

  /** The file's name and size so far, once its part has begun. */
  get file(): FileCount | undefined {
    return this.#file;
  }

  /** Reads a chunk; a problem ends the reading (the rest of the body need not be read). */
  push(chunk: Buffer): CountProblem | undefined {
    this.consumed += chunk.length;
    this.#pending = this.#pending.length === 0 ? chunk : Buffer.concat([this.#pending, chunk]);
    for (;;) {
      const step = this.#step();
      if (step === 'wait') return undefined;
      if (step !== 'next') return step;
    }
  }

  /** Bytes of the body after the file when it is the last part: the closing delimiter. */
  get closingBytes(): number {
    return this.#delimiter.length + 4;
  }

  /** The body has ended: the file counted, or why there is none (it ended inside a part: malformed). */
  end(): FileCount | CountProblem {
    if (this.#state !== 'done' && this.#state !== 'after') return 'malformed';
    return this.#file ?? 'no_file';
  }

  #step(): 'wait' | 'next' | CountProblem {
    switch (this.#state) {
      case 'done':
        this.#pending = Buffer.alloc(0);
        return 'wait';
      case 'preamble': {
        const at = this.#pending.indexOf(this.#delimiter);
        if (at < 0) {
          this.#keepTail();
          return this.consumed > MAX_HEADERS ? 'malformed' : 'wait';
        }
        this.#pending = this.#pending.subarray(at + this.#delimiter.length);
        this.#state = 'after';
        return 'next';
      }
      case 'after': {
        if (this.#pending.length < 2) return 'wait';
        if (this.#pending[0] === 0x2d && this.#pending[1] === 0x2d) {
          this.#state = 'done';
          return 'next';
        }
        if (!this.#pending.subarray(0, 2).equals(CRLF)) return 'malformed';
        this.#pending = this.#pending.subarray(2);
        this.#state = 'headers';
        return 'next';
      }
      case 'headers': {
        const at = this.#pending.indexOf(HEADERS_END);
        if (at < 0) return this.#pending.length > MAX_HEADERS ? 'malformed' : 'wait';
        const name = fileNameOf(this.#pending.subarray(0, at).toString('latin1'));
        this.#pending = this.#pending.subarray(at + HEADERS_END.length);
        // Only the first file counts; a second is passed over like a field.
        this.#current = name !== undefined && this.#file === undefined ? name : undefined;
        if (this.#current !== undefined) {
          this.#file = { name: this.#current, bytes: 0 };
          this.fileOffset = this.consumed - this.#pending.length;
        }
        this.#partBytes = 0;
        this.#state = 'content';
        return 'next';
      }
      case 'content': {
        const at = this.#pending.indexOf(this.#delimiter);
        const content = at < 0 ? Math.max(0, this.#pending.length - (this.#delimiter.length - 1)) : at;
        const problem = this.#count(content);
        if (problem) return problem;
        this.#pending = this.#pending.subarray(at < 0 ? content : at + this.#delimiter.length);
        if (at < 0) return 'wait';
        this.#state = 'after';
        return 'next';
      }
    }
  }

  #count(bytes: number): CountProblem | undefined {
    if (bytes === 0) return undefined;
    this.#partBytes += bytes;
    if (this.#current === undefined) return this.#partBytes > MAX_FIELD ? 'malformed' : undefined;
    this.#file!.bytes = this.#partBytes;
    if (this.#partBytes > this.limit) return 'over';
    this.onFileBytes(this.#partBytes);
    return undefined;
  }

  /** Before the first delimiter: keep only what could be its start. */
  #keepTail(): void {
    const keep = this.#delimiter.length - 1;
    if (this.#pending.length > keep) this.#pending = this.#pending.subarray(this.#pending.length - keep);
  }
}
