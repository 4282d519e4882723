import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every relative link in the README, CONTRIBUTING and docs/ leads to a file of the repository, and an anchor to a
// heading of that file: docs that point nowhere are how a newcomer gets lost.

const ROOT = path.resolve(import.meta.dirname, '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? markdownFiles(full) : name.endsWith('.md') ? [full] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => slug(match[1]!)));
}

function linksOf(file: string): { target: string; anchor: string | undefined }[] {
  const text = readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((link) => !/^[a-z]+:/i.test(link))
    .map((link) => {
      const [target, anchor] = link.split('#') as [string, string | undefined];
      return { target, anchor };
    });
}

const files = [
  path.join(ROOT, 'README.md'),
  path.join(ROOT, 'CONTRIBUTING.md'),
  ...markdownFiles(path.join(ROOT, 'docs')),
];

describe('links in the docs', () => {
  it('finds the docs and their links', () => {
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap(linksOf).length).toBeGreaterThan(20);
  });

  it('reads anchors as GitHub makes them', () => {
    expect(slug('A pair goes only to the API that issued it')).toBe('a-pair-goes-only-to-the-api-that-issued-it');
    expect(slug('The demo deployment (our own shapes)')).toBe('the-demo-deployment-our-own-shapes');
    expect(slug('What the description library decides (`lib/service-description`)')).toBe(
      'what-the-description-library-decides-libservice-description',
    );
  });

  it.each(files.map((file) => [path.relative(ROOT, file), file]))('%s: every relative link resolves', (_name, file) => {
    const broken: string[] = [];
    for (const { target, anchor } of linksOf(file)) {
      const resolved = target ? path.resolve(path.dirname(file), target) : file;
      if (!resolved.startsWith(ROOT) || !existsSync(resolved)) {
        broken.push(`${target}: no such file in the repository`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor))
        broken.push(`${target}#${anchor}: no such heading`);
    }
    expect(broken).toEqual([]);
  });
});

// docs/architecture.md names files and folders in backticks, relative to the repository, to src/ or to public/ (a
// bare file name is one of the repository's files by that name): each must exist, or the map leads nowhere.
const ARCHITECTURE = path.join(ROOT, 'docs', 'architecture.md');
const PATH_LIKE = /^[\w.@-]+(\/[\w.*@-]*)*$/;
const FILE_LIKE = /\.(ts|tsx|md|json|html|css|mjs)$/;

function repositoryFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.') || name.startsWith('dist')) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? repositoryFiles(full) : [full];
  });
}

/** The backticked names in a markdown text outside code blocks that read as a file or a folder. */
export function namedPaths(markdown: string): string[] {
  const text = markdown.replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1]!.replace(/:\d+$/, ''))
    .filter((name) => PATH_LIKE.test(name) && (name.includes('/') || FILE_LIKE.test(name)));
}

describe('paths named in docs/architecture.md', () => {
  const names = namedPaths(readFileSync(ARCHITECTURE, 'utf8'));
  const baseNames = new Set(repositoryFiles(ROOT).map((file) => path.basename(file)));

  it('finds names that read as paths, and not words', () => {
    expect(namedPaths('`src/app/x.ts` and `lib/bindings/` and `a.tsx`, not `bind(d)` nor `npm run x`')).toEqual([
      'src/app/x.ts',
      'lib/bindings/',
      'a.tsx',
    ]);
    expect(names.length).toBeGreaterThan(40);
  });

  it.each(names.map((name) => [name]))('%s exists', (name) => {
    const exists = (base: string) => {
      if (!name.includes('*')) return existsSync(path.join(base, name));
      const dir = path.join(base, path.dirname(name));
      const prefix = path.basename(name).split('*')[0]!;
      return existsSync(dir) && readdirSync(dir).some((entry) => entry.startsWith(prefix));
    };
    const found =
      [ROOT, path.join(ROOT, 'src'), path.join(ROOT, 'public')].some(exists) ||
      (!name.includes('/') &&
        (baseNames.has(name) ||
          [...baseNames].some((base) => name.includes('*') && base.startsWith(name.split('*')[0]!))));
    expect(found, `${name}: named in docs/architecture.md, found nowhere`).toBe(true);
  });
});
