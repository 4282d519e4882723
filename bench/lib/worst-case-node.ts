// Run as a child process by bench/description.ts, once with this checkout's src/lib/service-description and once
// with the base commit's (`--lib=<dir>`), so "before" and "after" are the same measurement of two versions of the
// code. Prints one JSON object: ms for each case and what came out. Functions the base does not have are skipped.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { PATTERN_VALUE, deepSchemaAndValue, dashesDescription, patternDescription } from './worst-cases.ts';
import { describedWith, ref } from '../../src/testing/description-builder.ts';

type Json = Record<string, unknown>;

const libArg = process.argv.find((arg) => arg.startsWith('--lib='));
if (!libArg) throw new Error('usage: worst-case-node.ts --lib=<src/lib/service-description directory>');
const lib = libArg.slice('--lib='.length);
const load = async <T>(file: string): Promise<T | undefined> => {
  try {
    return (await import(pathToFileURL(`${lib}/${file}`).href)) as T;
  } catch {
    return undefined;
  }
};

interface Figure {
  ms: number;
  outcome: string;
}

function time(run: () => unknown): Figure {
  const started = performance.now();
  try {
    const result = run();
    return { ms: performance.now() - started, outcome: JSON.stringify(result) ?? 'undefined' };
  } catch (error) {
    return {
      ms: performance.now() - started,
      outcome: `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
    };
  }
}

const { readDescription } = (await load<{ readDescription: (document: unknown) => { operations: { key: string }[] } }>(
  'description.ts',
))!;
const { firstDifference } = (await load<{
  firstDifference: (document: Json, schema: unknown, value: unknown) => unknown;
}>('validate.ts'))!;
const core = await load<{
  checkNow: (document: Json, schema: unknown, value: unknown) => { kind: string; reason?: string; detail?: string };
}>('check-core.ts');

const dashes = dashesDescription();
const pattern = patternDescription();
const deep = deepSchemaAndValue();
const deepDocument: Json = describedWith({});
const figures: Record<string, Figure> = {
  dashes: time(() => readDescription(dashes).operations[0]!.key.length),
  patternFirstDifference: time(() => firstDifference(pattern, ref('Code'), PATTERN_VALUE)),
  deepFirstDifference: time(() => firstDifference(deepDocument, deep.schema, deep.value)),
};
if (core) {
  figures.deepCheck = time(() => core.checkNow(deepDocument, deep.schema, deep.value));
  figures.patternCheckInline = time(() => core.checkNow(pattern, ref('Code'), PATTERN_VALUE));
}

// checkValue's own path — a module worker with its time bound — through worker_threads (Node has no Web Worker).
const check = await load<{
  checkValue: (
    document: Json,
    schema: unknown,
    value: unknown,
    options?: { timeoutMs?: number },
  ) => Promise<{ kind: string; reason?: string }>;
}>('check.ts');
if (check) {
  const { installWorkerShim } = await import('./node-worker-shim.ts');
  installWorkerShim();
  const timed = async (run: () => Promise<unknown>): Promise<Figure> => {
    const started = performance.now();
    const result = await run();
    return { ms: performance.now() - started, outcome: JSON.stringify(result) };
  };
  figures.workerFirstCheck = await timed(() => check.checkValue(pattern, ref('Code'), 'aaaa'));
  figures.workerPattern = await timed(() => check.checkValue(pattern, ref('Code'), PATTERN_VALUE));
  figures.workerAfterTimeout = await timed(() => check.checkValue(pattern, ref('Code'), 'aaaa'));
  figures.workerDeep = await timed(() => check.checkValue(deepDocument, deep.schema, deep.value));
}
process.stdout.write(`${JSON.stringify(figures)}\n`);
process.exit(0);
