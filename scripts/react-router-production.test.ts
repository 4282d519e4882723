import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction } from './react-router-production.ts';

/** Where the plugin sends an import of `source` in a build (null: left to the bundler). */
function resolved(source: string): string | null {
  const { resolveId } = reactRouterProduction() as unknown as { resolveId: (source: string) => string | null };
  return resolveId(source);
}

describe('reactRouterProduction', () => {
  it('sends a build’s react-router to the production build beside the exported one, with every name it exports', async () => {
    const file = resolved('react-router')!;
    expect(file).toMatch(/[/\\]react-router[/\\]dist[/\\]production[/\\]index\.mjs$/);
    expect(existsSync(file)).toBe(true);
    const [production, exported] = await Promise.all([import(pathToFileURL(file).href), import('react-router')]);
    expect(Object.keys(production).sort()).toEqual(Object.keys(exported).sort());
    expect(Object.keys(production)).toContain('createBrowserRouter');
  });

  it('leaves every other import to the bundler', () => {
    expect(resolved('react-router/dom')).toBeNull();
    expect(resolved('react')).toBeNull();
    expect(resolved('./react-router')).toBeNull();
  });
});
