// The "worst descriptions and answers" section of `npm run bench:description` (issue 15): the same Node measurement
// (worst-case-node.ts) run in a child process for this checkout and for the base commit's code, then checkValue in
// Chromium (check-in-browser.ts). `--base=<dir>` names the base checkout (no default; a detached
// checkout with node_modules); without one the "before" column says n/a.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { measureChecksInChromium } from './check-in-browser.ts';
import { DASHES, DEPTH, PATTERN, PATTERN_VALUE } from './worst-cases.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const LIB = 'src/lib/service-description';

interface Figure {
  ms: number;
  outcome: string;
}
type Figures = Record<string, Figure | undefined>;

async function nodeFigures(checkout: string): Promise<Figures | undefined> {
  if (!existsSync(path.join(checkout, LIB, 'description.ts'))) return undefined;
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/lib/worst-case-node.ts'), `--lib=${path.join(checkout, LIB)}`],
    { cwd: ROOT, timeout: 300_000, maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Figures;
}

const ms = (figure: Figure | undefined) =>
  figure ? (figure.ms < 10 ? figure.ms.toFixed(2) : figure.ms.toFixed(0)) : 'n/a';
const said = (figure: Figure | undefined) => (figure ? figure.outcome.replace(/^"|"$/g, '') : '—');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  return [header, ...rows]
    .map((cells) =>
      cells
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export async function printWorstCases(): Promise<void> {
  const baseArg = process.argv.find((arg) => arg.startsWith('--base='));
  // "Before" needs a checkout of older code beside this one (`--base=DIR`); without it only "after" is measured.
  const base = baseArg ? baseArg.slice('--base='.length) : null;
  console.log(
    `\nWorst descriptions and answers (issue 15) — Node, one run each in a fresh process; "before" is ${base ? `the code of ${base}` : 'not measured (no --base=DIR)'}:`,
  );
  const [before, after] = [base ? await nodeFigures(base) : null, await nodeFigures(ROOT)];
  const rows = (key: string, label: string) => [
    label,
    ms(before?.[key]),
    ms(after?.[key]),
    said(before?.[key]),
    said(after?.[key]),
  ];
  console.log(
    table(
      ['case', 'before ms', 'after ms', 'before: outcome', 'after: outcome'],
      [
        rows(
          'dashes',
          `readDescription, an operationId of ${DASHES.toLocaleString('en')} dashes between two letters (outcome: key length)`,
        ),
        rows(
          'patternFirstDifference',
          `firstDifference, "${PATTERN}" vs ${PATTERN_VALUE.length} characters, first run (synchronous)`,
        ),
        rows('deepFirstDifference', `firstDifference, schema and value nested ${DEPTH.toLocaleString('en')} deep`),
        rows('deepCheck', `checkValue's check (inline), nested ${DEPTH.toLocaleString('en')} deep`),
        rows(
          'patternCheckInline',
          `checkValue's check (inline), "${PATTERN}", ${PATTERN_VALUE.length} characters, compiled regex`,
        ),
      ],
    ),
  );
  console.log(
    `\ncheckValue through its worker path in Node (worker_threads standing in for a Web Worker, the same check-worker.ts; 2 000 ms bound):`,
  );
  console.log(
    table(
      ['case', 'ms', 'outcome'],
      [
        [
          'first check ("aaaa"; starts the thread, tsx compiles the worker)',
          ms(after?.workerFirstCheck),
          said(after?.workerFirstCheck),
        ],
        [`"${PATTERN}" vs ${PATTERN_VALUE.length} characters`, ms(after?.workerPattern), said(after?.workerPattern)],
        ['next check ("aaaa")', ms(after?.workerAfterTimeout), said(after?.workerAfterTimeout)],
        [`schema and value nested ${DEPTH.toLocaleString('en')} deep`, ms(after?.workerDeep), said(after?.workerDeep)],
      ],
    ),
  );
  const browser = await measureChecksInChromium();
  console.log(
    `\ncheckValue in Chromium ${browser.version} (headless; a page built with Vite, served with CSP default-src 'self'); longest frame gap = the longest the page went without painting:`,
  );
  console.log(
    table(
      ['case', 'ms', 'longest frame gap', 'outcome'],
      browser.rows.map((row) => [row.case, row.ms.toFixed(0), row.longestFrameGap.toFixed(0), row.outcome]),
    ),
  );
}
