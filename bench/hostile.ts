// What hostile text costs the app's own modules: a service's error body of token-shaped text, a page path of many
// slashes, an operation path of many "{", a body schema of thousands of `allOf` members, nested `$ref`s and a
// backtracking pattern in a body, a Content-Disposition of many ";", an answer of records that each have a key of their
// own, and a live info answer naming tens of thousands of realtime channels. Each case runs in a
// fresh Node process (bench/lib/hostile-node.ts) for this checkout and, with `--base=<dir>`, for an older checkout
// (a detached worktree with node_modules, e.g. `git worktree add --detach /tmp/base main`), so the columns compare.
// A case that runs past `--limit=<s>` (default 60) is stopped and shown as "> limit"; once one size of a case is
// stopped, its larger sizes are not run. Last, the Stream page of a project with 10,000 destinations in Chromium, for
// this checkout's dist/ and the base's (when it has been built), and a payment pressed twice on the Billing page (a
// double-click and three Enters while the service holds the creation: how many payments it is asked for), and the Team
// page of a project with 300 destinations (what opening it asks for). Then the contract API under hostile clients
// (bench/lib/hostile-api.ts, also one fresh process per case and checkout): a flood of sign-in starts, sockets of empty
// commands, chat sends with megabyte IDs, demo tokens by the thousand, a mint flood from a thousand addresses (the
// sign-ins in use kept, the refusals counted) and a destination's tags by the ten thousand. Each case is printed with its figures as it is measured. Run with `npm run bench:hostile` (not part
// of `npm test`); `--no-build` measures the dist/ there.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  ALL_OF_MEMBERS,
  BRACES,
  CHANNEL_MEMBERS,
  DESTINATIONS,
  DISPOSITION_SEMICOLONS,
  ERROR_BODY_SIZES,
  KEYED_RECORDS,
  PATTERN_MIN_LENGTHS,
  REF_LEVELS,
  REF_WIDTH,
  SIGN_IN_STARTS,
  SLASHES,
  SOCKET_LINES,
  CHAT_ID_CHARACTERS,
  CHAT_SENDS,
  MINTS,
  MINT_FLOOD_ADDRESSES,
  MINT_FLOOD_EACH,
  ENUM_VALUES,
  TEAM_DESTINATIONS,
  YOUTUBE_TAGS,
  allOfSchema,
  keyedRecords,
  nestedRefsDescription,
  tokenishErrorBody,
} from './lib/hostile-cases.ts';
import { type DestinationsFigures, destinationsCase, paymentPressesCase, teamCase } from './lib/hostile-page.ts';
import { APP_DIST, buildApp } from './lib/build.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const arg = (name: string) => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const base = arg('base');
const limitS = Number(arg('limit') ?? 60);
if (base && !existsSync(path.join(base, 'src'))) throw new Error(`--base=${base} has no src/`);

interface Figure {
  ms: number;
  outcome: string;
}
type Result = Figure | 'stopped' | 'missing';

/** One case in a fresh process: the app's modules (hostile-node.ts), or the contract API (hostile-api.ts). */
async function measure(checkout: string, which: string, size: number, apiOptions?: string[]): Promise<Result> {
  const runner = apiOptions
    ? [
        '--expose-gc',
        '--import',
        'tsx',
        path.join(ROOT, 'bench/lib/hostile-api.ts'),
        `--api=${path.join(checkout, 'api')}`,
      ]
    : ['--import', 'tsx', path.join(ROOT, 'bench/lib/hostile-node.ts'), `--src=${path.join(checkout, 'src')}`];
  try {
    const { stdout } = await run(
      process.execPath,
      [...runner, `--case=${which}`, `--size=${size}`, ...(apiOptions ?? [])],
      {
        cwd: ROOT,
        timeout: limitS * 1000,
        maxBuffer: 1 << 20,
      },
    );
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as Figure;
  } catch (error) {
    return (error as { killed?: boolean }).killed ? 'stopped' : 'missing';
  }
}

const kb = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes / 1000)} KB`;
const shown = (result: Result | undefined) =>
  result === undefined
    ? 'not run'
    : result === 'stopped'
      ? `> ${(limitS * 1000).toLocaleString('en')}`
      : result === 'missing'
        ? 'n/a'
        : result.ms < 10
          ? result.ms.toFixed(2)
          : result.ms.toFixed(0);
const said = (result: Result | undefined) => (result && typeof result === 'object' ? result.outcome.slice(0, 48) : '—');

const cases: { label: string; which: string; size: number }[] = [
  ...ERROR_BODY_SIZES.map((size) => ({
    label: `error body, message of "eyJeyJ…" (${kb(tokenishErrorBody(size).length)})`,
    which: 'error-body',
    size,
  })),
  ...SLASHES.map((count) => ({
    label: `the router's match, /projects/42 + ${count.toLocaleString('en')} slashes + "x"`,
    which: 'route-match',
    size: count,
  })),
  {
    label: `operationDetails, a path of ${BRACES.toLocaleString('en')} "{" and no "}"`,
    which: 'path-braces',
    size: BRACES,
  },
  {
    label: `SchemaResolver.resolve, allOf of ${ALL_OF_MEMBERS.toLocaleString('en')} members (${kb(JSON.stringify(allOfSchema(ALL_OF_MEMBERS)).length)})`,
    which: 'all-of-merge',
    size: ALL_OF_MEMBERS,
  },
  { label: `findContradiction, the same allOf`, which: 'all-of-contradiction', size: ALL_OF_MEMBERS },
  ...REF_LEVELS.map((levels) => ({
    label: `operationDetails only (sign-out, tariff page), ${levels} levels × ${REF_WIDTH} by $ref (${kb(JSON.stringify(nestedRefsDescription(levels, REF_WIDTH)).length)})`,
    which: 'details-refs',
    size: levels,
  })),
  ...REF_LEVELS.map((levels) => ({
    label: `body sample (JSON editor), ${levels} levels × ${REF_WIDTH} by $ref`,
    which: 'example-refs',
    size: levels,
  })),
  ...PATTERN_MIN_LENGTHS.map((minLength) => ({
    label: `body sample, {minLength: ${minLength}, pattern: '^([A-Za-z0-9]+)+-$'}`,
    which: 'example-pattern',
    size: minLength,
  })),
  ...DISPOSITION_SEMICOLONS.map((count) => ({
    label: `contentDispositionName, "attachment" + ${count.toLocaleString('en')} ";" + "x=1; filename=…"`,
    which: 'content-disposition',
    size: count,
  })),
  {
    label: `findSeries, [{k0: 1}, {k1: 1}, …] × ${KEYED_RECORDS.toLocaleString('en')} (${kb(JSON.stringify(keyedRecords(KEYED_RECORDS)).length)})`,
    which: 'series-keys',
    size: KEYED_RECORDS,
  },
  {
    label: `readLiveInfo, an answer naming ${CHANNEL_MEMBERS.toLocaleString('en')} realtime channels`,
    which: 'live-channels',
    size: CHANNEL_MEMBERS,
  },
  {
    label: `a form's choice (Widget, drawn by React into jsdom) of a ${ENUM_VALUES.toLocaleString('en')}-value enum`,
    which: 'large-enum',
    size: ENUM_VALUES,
  },
];

console.log(
  `Hostile input — Node ${process.version}, one run per case in a fresh process, limit ${limitS} s; "before" is ${base ? `the code of ${base}` : 'not measured (no --base=DIR)'}:`,
);
const rows: string[][] = [];
const stoppedBefore = new Set<string>();
for (const { label, which, size } of cases) {
  const before = base && !stoppedBefore.has(which) ? await measure(base, which, size) : undefined;
  if (before === 'stopped') stoppedBefore.add(which);
  const after = await measure(ROOT, which, size);
  rows.push([label, shown(before), shown(after), said(before), said(after)]);
  console.log(
    `  … ${label}: ${base ? `before ${shown(before)} ms (${said(before)}), ` : ''}${shown(after)} ms (${said(after)})`,
  );
}
const header = ['case', 'before ms', 'after ms', 'before: outcome', 'after: outcome'];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
console.log(
  [header, ...rows]
    .map(
      (cells) =>
        `  ${cells
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join('  ')
          .trimEnd()}`,
    )
    .join('\n'),
);

// The Stream page in Chromium, with this checkout's dist/ (built unless --no-build) and the base's, when it has one.
if (!process.argv.includes('--no-build') || !existsSync(path.join(APP_DIST, 'index.html'))) await buildApp();
const baseDist = base ? path.join(base, 'dist') : undefined;
const pageRuns: [string, DestinationsFigures][] = [];
if (baseDist && existsSync(path.join(baseDist, 'index.html')))
  pageRuns.push(['before', await destinationsCase(baseDist, DESTINATIONS)]);
pageRuns.push(['after', await destinationsCase(APP_DIST, DESTINATIONS)]);
console.log(`The Stream page of a project with ${DESTINATIONS.toLocaleString('en')} destinations more, in Chromium:`);
for (const [which, f] of pageRuns) {
  const all =
    f.allMs === undefined
      ? 'no "Show all"'
      : `"Show all": every one drawn in ${f.allMs} ms, ${f.allElements?.toLocaleString('en')} elements`;
  console.log(
    `  ${which}: ${f.reads} reads, ${f.rows.toLocaleString('en')} drawn in ${f.firstRowsMs} ms, ` +
      `${f.elements.toLocaleString('en')} elements in the section; ${all}`,
  );
}

// The Team page of a project with hundreds of destinations: what opening it asks the service for.
console.log(
  `The Team page of a project with ${TEAM_DESTINATIONS} destinations more, in Chromium, until the network is idle:`,
);
const teamRuns: [string, Awaited<ReturnType<typeof teamCase>>][] = [];
if (baseDist && existsSync(path.join(baseDist, 'index.html')))
  teamRuns.push(['before', await teamCase(baseDist, TEAM_DESTINATIONS)]);
teamRuns.push(['after', await teamCase(APP_DIST, TEAM_DESTINATIONS)]);
for (const [which, f] of teamRuns)
  console.log(
    `  ${which}: ${f.requests} requests (${f.destinationReads} of them a destination's), ${f.drawn} destinations drawn, ${f.ms} ms`,
  );

// A payment pressed twice on the Billing page (a double-click, then three Enters) while the service holds it.
console.log('A payment pressed twice (a double-click and three Enters on Top up while it is created), in Chromium:');
if (baseDist && existsSync(path.join(baseDist, 'index.html'))) {
  const before = await paymentPressesCase(baseDist);
  console.log(`  before: ${before.presses} presses, ${before.payments} payments asked for`);
}
const pressed = await paymentPressesCase(APP_DIST);
console.log(
  `  after:  ${pressed.presses} presses, ${pressed.payments} payment${pressed.payments === 1 ? '' : 's'} asked for`,
);

// The contract API under hostile clients, each case printed with its figures as it is measured.
const apiCases: { label: string; which: string; size: number; options: string[] }[] = [
  ...[2_000, 12_000].map((length) => ({
    label: `${SIGN_IN_STARTS.toLocaleString('en')} sign-in starts, each redirect ${length.toLocaleString('en')} characters`,
    which: 'sign-in-starts',
    size: SIGN_IN_STARTS,
    options: [`--redirect=${length}`],
  })),
  {
    label: `a socket of empty commands {} before connect, up to ${SOCKET_LINES.toLocaleString('en')} lines`,
    which: 'socket-pongs',
    size: SOCKET_LINES,
    options: [],
  },
  {
    label: `the same after a connect`,
    which: 'socket-pongs-connected',
    size: SOCKET_LINES,
    options: [],
  },
  {
    label: `${CHAT_SENDS} chat sends, each with an id of ${CHAT_ID_CHARACTERS.toLocaleString('en')} characters`,
    which: 'chat-ids',
    size: CHAT_SENDS,
    options: [`--id=${CHAT_ID_CHARACTERS}`],
  },
  { label: `${MINTS.toLocaleString('en')} demo tokens from one address`, which: 'mints', size: MINTS, options: [] },
  {
    label:
      `a mint flood: ${MINT_FLOOD_ADDRESSES.toLocaleString('en')} addresses each signing in ${MINT_FLOOD_EACH} times ` +
      `with a provider and ${MINT_FLOOD_EACH} with the demo token, two sign-ins in use before`,
    which: 'mint-flood',
    size: MINT_FLOOD_ADDRESSES,
    options: [`--each=${MINT_FLOOD_EACH}`],
  },
  {
    label: `${YOUTUBE_TAGS.toLocaleString('en')} tags on one YouTube destination`,
    which: 'youtube-tags',
    size: YOUTUBE_TAGS,
    options: [],
  },
];
console.log('The contract API under hostile clients (one fresh process per case):');
for (const { label, which, size, options } of apiCases) {
  const before = base ? await measure(base, which, size, options) : undefined;
  const after = await measure(ROOT, which, size, options);
  const figure = (result: Result | undefined) =>
    result && typeof result === 'object' ? `${shown(result)} ms, ${result.outcome}` : shown(result);
  console.log(`  ${label}:${base ? `\n    before: ${figure(before)}` : ''}\n    now:    ${figure(after)}`);
}
