// Another commit of this repository, checked out and built beside this one, to be measured in the same run: a ratio
// against a reference taken minutes apart on one machine means something where a figure against a fixed target does
// not (the machine's speed varies by more than the changes measured).
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { ROOT } from './build.ts';

const run = promisify(execFile);

export interface BaseBuild {
  /** The commit, abbreviated. */
  commit: string;
  dir: string;
  dist: string;
  /** The base's own contract API, sign-in and tariff page: the app and the service of that commit together. */
  startServer: (options: { port: number; staticDir: string; control: boolean }) => Promise<{
    url: string;
    close: () => Promise<void>;
  }>;
  signInThroughUi: (page: Page, baseUrl: string) => Promise<void>;
  waitForTariffCards: (page: Page) => Promise<void>;
  tariffPath: string;
}

type Dependencies = Record<string, string>;
const dependenciesOf = (dir: string): Dependencies => {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Dependencies;
    devDependencies?: Dependencies;
  };
  return { ...manifest.dependencies, ...manifest.devDependencies };
};

/**
 * Checks `ref` out in a temporary folder (kept for the next run), gives it this checkout's node_modules when every
 * package it names is here at the same version (else installs its own) and builds it with source maps.
 */
export async function prepareBase(ref: string): Promise<BaseBuild> {
  const { stdout } = await run('git', ['rev-parse', '--short=10', `${ref}^{commit}`], { cwd: ROOT });
  const commit = stdout.trim();
  const dir = path.join(os.tmpdir(), `relay-base-${commit}`);
  if (!existsSync(path.join(dir, 'package.json'))) {
    console.log(`Checking out ${ref} (${commit}) in ${dir}`);
    await run('git', ['worktree', 'add', '--force', '--detach', dir, commit], { cwd: ROOT });
  }
  if (!existsSync(path.join(dir, 'node_modules'))) {
    const ours = dependenciesOf(ROOT);
    const same = Object.entries(dependenciesOf(dir)).every(([name, version]) => ours[name] === version);
    if (same) symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    else {
      console.log(`${commit} names packages this checkout lacks: npm ci there`);
      await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    }
  }
  console.log(`Building ${commit}`);
  await run('npx', ['vite', 'build', '--sourcemap', 'hidden', '--logLevel', 'warn'], {
    cwd: dir,
    maxBuffer: 64 * 1024 * 1024,
  });
  const server = (await import(pathToFileURL(path.join(dir, 'api/server.ts')).href)) as Pick<BaseBuild, 'startServer'>;
  const browser = (await import(pathToFileURL(path.join(dir, 'bench/lib/browser.ts')).href)) as {
    signInThroughUi: BaseBuild['signInThroughUi'];
    waitForTariffCards: BaseBuild['waitForTariffCards'];
    TARIFF_PATH: string;
  };
  return {
    commit,
    dir,
    dist: path.join(dir, 'dist'),
    startServer: server.startServer,
    signInThroughUi: (page, baseUrl) => browser.signInThroughUi(page, baseUrl),
    waitForTariffCards: browser.waitForTariffCards,
    tariffPath: browser.TARIFF_PATH,
  };
}
