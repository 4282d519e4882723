import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { FIRST_LOAD_PROBE } from './first-load-chunk.ts';

/** A page people open from a link, and the modules its route imports lazily (paths from the project's root). */
export interface PageAhead {
  /**
   * The page's address, as a regular expression's source matched against `location.pathname`, ignoring case as the
   * router does.
   */
  path: string;
  modules: readonly string[];
}

/** The bundler's runtime chunk: the one file of the first load that is small and imports nothing. */
const RUNTIME = 'rolldown-runtime';
/** The attribute of each page's <template> in index.html: the page's address. */
const ATTRIBUTE = 'data-pages-ahead';
/**
 * Runs when the runtime is evaluated: index.html loads it as a module script of its own, which runs as soon as it is
 * here, before the app's script (most of the first load's bytes) is. Puts the links of the page at this address into
 * the document, which asks for their files. The same text in every build: what changes, the files' names, is in
 * index.html. A pattern that cannot be read costs the head start only, never the runtime (which the app imports).
 */
const READER =
  `try{for(const t of document.querySelectorAll("template[${ATTRIBUTE}]"))` +
  'RegExp(t.dataset.pagesAhead,"i").test(location.pathname)&&document.head.append(t.content)}catch{}';

/** Text for a double-quoted attribute. */
const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The app's entry module (index.html's script): its chunk and what that imports are the first load. */
const ENTRY_MODULE = 'src/main.tsx';

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  imports: readonly string[];
  moduleIds: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}
type Output = OutputChunk | { type: 'asset'; fileName: string; source: string | Uint8Array };

/**
 * Announces, beside the first load, the files of the page at the address being opened when it is one of `pages`: its
 * lazy chunks, what they import and their stylesheets, as <link rel="modulepreload"> and <link rel="preload">. Those
 * files then travel with the app's script instead of a round trip after it has come and run; the app imports them as
 * it would, and the browser takes what was fetched. At any other address nothing is announced.
 *
 * Each page's links are written into index.html in a <template> marked with the page's address (inert: nothing in it
 * is fetched until it is put into the document), and a few lines added to the bundler's runtime chunk, which
 * index.html loads as a module script of its own, put the matching one in. Not an inline script: a
 * Content-Security-Policy of `script-src 'self'` (the contract API's, docs/contract-api.md) refuses those. Not a file
 * of its own: one more request on every page, the tariff page's among them (docs/decisions/pages-ahead-list.md). Not
 * in the runtime's text: the names change with every build, and a host may keep /assets/ for ever under a name the
 * bundler gave before this plugin added them.
 */
export function pagesAhead(pages: readonly PageAhead[]): Plugin {
  let config: ResolvedConfig | undefined;
  let readerAdded = false;
  return {
    name: 'relay:pages-ahead',
    // Not in the first load's probe build (first-load-chunk.ts), which has no index.html to write.
    apply: (_, env) => env.command === 'build' && !process.env[FIRST_LOAD_PROBE],
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    renderChunk(code, chunk) {
      if (chunk.name !== RUNTIME) return null;
      readerAdded = true;
      return `${code}\n${READER}`;
    },
    generateBundle(_, bundle) {
      if (!config) return;
      const outputs = Object.values(bundle as unknown as Record<string, Output>);
      const chunks = outputs.filter((output): output is OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The first load: the entry's chunk and what it imports statically, loaded already wherever the app runs.
      const loaded = new Set<string>();
      const follow = (file: string) => {
        if (loaded.has(file)) return;
        loaded.add(file);
        byFile.get(file)?.imports.forEach(follow);
      };
      const entry = path.resolve(config.root, ENTRY_MODULE);
      const entryChunks = chunks.filter((chunk) => chunk.moduleIds.includes(entry));
      // Another app built with this config (the stack's floor, bench/floor) has none of these pages.
      if (!entryChunks.length) return;
      entryChunks.forEach((chunk) => follow(chunk.fileName));
      for (const file of [...loaded]) byFile.get(file)?.viteMetadata?.importedCss.forEach((css) => loaded.add(css));

      const templates = pages.map((page) => {
        const files = new Set<string>();
        const add = (file: string) => {
          if (loaded.has(file) || files.has(file)) return;
          files.add(file);
          const chunk = byFile.get(file);
          chunk?.imports.forEach(add);
          chunk?.viteMetadata?.importedCss.forEach((css) => files.add(css));
        };
        for (const module of page.modules) {
          const id = path.resolve(config!.root, module);
          const chunk = chunks.find((one) => one.moduleIds.includes(id));
          if (!chunk) throw new Error(`pages-ahead: no chunk holds ${module}`);
          add(chunk.fileName);
        }
        // Announced as the app's own imports ask for them (Vite's preload helper): anonymous CORS, a stylesheet as
        // a style, so the browser takes what was fetched rather than asking again. At a low priority: on one link
        // the app's script, which everything waits for, has it first, and it runs while these are still coming.
        const links = [...files].map((file) => {
          const href = attribute(config!.base + file);
          return file.endsWith('.css')
            ? `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${href}">`
            : `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`;
        });
        return `<template ${ATTRIBUTE}="${attribute(page.path)}">${links.join('')}</template>`;
      });

      // Into index.html, which no host keeps for long (the names change with every build), for the runtime to read.
      const html = (bundle as unknown as Record<string, Output>)['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string')
        throw new Error('pages-ahead: index.html is not in the bundle yet');
      if (!readerAdded) throw new Error('pages-ahead: the bundler made no runtime chunk to read the list');
      html.source = html.source.replace('</title>', `</title>\n    ${templates.join('\n    ')}`);
    },
  };
}
