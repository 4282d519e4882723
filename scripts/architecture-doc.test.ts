import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md is what a new maintainer reads first: short (at most 400 lines), naming every feature folder
// there is, and pointing to docs/how-to-add.md, whose recipe is the code the tests compile and run
// (src/testing/recipe/, shown there as it is, byte for byte); the README it points from stays short enough to read.

const ROOT = path.resolve(import.meta.dirname, '..');
const doc = readFileSync(path.join(ROOT, 'docs', 'architecture.md'), 'utf8');
const recipeDoc = readFileSync(path.join(ROOT, 'docs', 'how-to-add.md'), 'utf8');

/** Each code block the doc says is a file's (`<!-- the file: path -->` on the line before it). */
function shownFiles(): { file: string; code: string }[] {
  return [...recipeDoc.matchAll(/<!-- the file: (\S+) -->\n```[a-z]*\n([\s\S]*?)```/g)].map((match) => ({
    file: match[1]!,
    code: match[2]!,
  }));
}

describe('docs/architecture.md and its recipe, docs/how-to-add.md', () => {
  it('is at most 400 lines, opening with the picture', () => {
    expect(doc.split('\n').length).toBeLessThanOrEqual(400);
    expect(doc.indexOf('route map')).toBeLessThan(doc.indexOf('## '));
  });

  it('shows the recipe as the files the tests compile and render, every one of them', () => {
    const shown = shownFiles();
    const recipe = readdirSync(path.join(ROOT, 'src', 'testing', 'recipe'))
      .filter((name) => !name.includes('.test.'))
      .map((name) => `src/testing/recipe/${name}`);
    expect(shown.map(({ file }) => file).sort()).toEqual(recipe.sort());
    for (const { file, code } of shown) expect(code, file).toBe(readFileSync(path.join(ROOT, file), 'utf8'));
  });

  it('names every feature folder', () => {
    const features = readdirSync(path.join(ROOT, 'src', 'features')).filter((name) =>
      statSync(path.join(ROOT, 'src', 'features', name)).isDirectory(),
    );
    expect(features.length).toBeGreaterThan(5);
    expect(features.filter((name) => !doc.includes(`features/${name}/`))).toEqual([]);
  });

  it('keeps the README under 12,000 bytes', () => {
    expect(readFileSync(path.join(ROOT, 'README.md')).byteLength).toBeLessThanOrEqual(12_000);
  });
});
