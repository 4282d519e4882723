// Reads docs/interface.md for tests that check code against the interface document: the catalog against
// section 1, the contract API's OpenAPI description against 2.x and 4.x. One reader, so both read it the same way.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The base goes through a variable on purpose: Vite rewrites the literal pattern
// `new URL('…', import.meta.url)` into a served-asset URL under jsdom.
const moduleUrl = import.meta.url;

/** The document's text (the copy of `../shared/seed/000_…txt` kept in docs/). */
export const interfaceText = readFileSync(fileURLToPath(new URL('../../docs/interface.md', moduleUrl).href), 'utf8');

/** The lines of the section whose heading starts with `heading`, up to the next heading of the same or a higher level. */
export function sectionLines(heading: string): string[] {
  const lines = interfaceText.split(/\r?\n/);
  const start = lines.findIndex((line) => line.startsWith(heading));
  if (start < 0) throw new Error(`heading not found: ${heading}`);
  const level = /^#+/.exec(heading)?.[0].length ?? 0;
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const m = /^(#+) /.exec(line);
    if (m?.[1] !== undefined && m[1].length <= level) break;
    body.push(line);
  }
  return body;
}

/** Body rows of the first markdown table after the line starting with `after` (or the first table in `lines`). */
export function tableRows(lines: string[], after?: string): string[][] {
  const from = after === undefined ? 0 : lines.findIndex((line) => line.startsWith(after));
  if (from < 0) throw new Error(`line not found: ${after}`);
  const rest = lines.slice(from);
  const start = rest.findIndex((line) => line.trim().startsWith('|'));
  if (start < 0) throw new Error('no table');
  const rows: string[][] = [];
  for (const line of rest.slice(start)) {
    const t = line.trim();
    if (!t.startsWith('|')) break;
    rows.push(
      t
        .slice(1, t.endsWith('|') ? -1 : undefined)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  const [, separator, ...body] = rows;
  if (!separator?.every((cell) => /^:?-+:?$/.test(cell))) throw new Error('malformed table');
  return body;
}
