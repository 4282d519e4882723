import { useEffect } from 'react';
import { placeHref } from '../config/route-map.ts';
import { keepReads } from '../lib/api/keep-reads.ts';
import { type ReadAddress, keptPages, pageOf } from '../lib/api/reads-ahead.ts';
import { bindAll, isBound } from '../lib/bindings/bind.ts';
import { readAddress } from '../lib/bindings/call.ts';
import type { ServiceDescription } from '../lib/service-description/description.ts';
import { manifestOf } from './designed-page.tsx';
import { designedPages } from './designed-pages.ts';

/** The project a page's reads are kept with: any, since its number is kept as a mark (lib/api/keep-reads.ts). */
const ANY_PROJECT = 1;

/**
 * Keeps, for this sign-in, the first reads of each designed page that reads ahead (its manifest's `readsAhead`), once
 * the description is here: the first visit of such a page then has them sent by the first load, as a return visit
 * does (lib/api/reads-ahead.ts). Only their addresses are kept; nothing is sent until the page is opened. A page
 * already kept is left as its own visit kept it (app/designed-page.tsx).
 */
export function useKeepDesignedReads(
  description: ServiceDescription | undefined,
  signInId: string | undefined,
  language: string,
): void {
  useEffect(() => {
    if (!description || !signInId) return;
    let current = true;
    for (const line of designedPages) {
      const path = placeHref(line, ANY_PROJECT);
      if (keptPages()[pageOf(path)[0]]) continue;
      manifestOf(line).then(
        (page) => {
          if (!current || !page.readsAhead) return;
          const bound = bindAll(description, page.group, page.bindings);
          const reads: ReadAddress[] = [];
          for (const [role, read] of Object.entries(page.readsAhead(ANY_PROJECT))) {
            const binding = bound[role];
            const address = read && binding && isBound(binding) && readAddress(binding, read.values, language);
            if (address) reads.push(address);
          }
          if (reads.length) keepReads(path, reads);
        },
        // A manifest that does not load keeps nothing: its page reads once its code is here.
        () => {},
      );
    }
    return () => {
      current = false;
    };
  }, [description, signInId, language]);
}
