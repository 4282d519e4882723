import { useEffect } from 'react';
import { placeHref } from '../config/route-map.ts';
import { keepFirstReads } from '../lib/bindings/keep-reads.ts';
import type { ServiceDescription } from '../lib/service-description/description.ts';
import { manifestOf } from './designed-page.tsx';
import { designedPages } from './designed-pages.ts';

/**
 * Keeps, for this sign-in, the first reads of each designed page that reads ahead, once the description is here
 * (lib/bindings/keep-reads.ts): the first visit of such a page then has them sent by the first load, as a return
 * visit does. Only their addresses are kept; nothing is sent until the page is opened.
 */
export function useKeepDesignedReads(
  description: ServiceDescription | undefined,
  signInId: string | undefined,
  language: string,
): void {
  useEffect(() => {
    if (!description || !signInId) return;
    let current = true;
    for (const line of designedPages)
      manifestOf(line).then(
        (page) => current && keepFirstReads((id) => placeHref(line, id), page, description, language),
        // A manifest that does not load keeps nothing: its page reads once its code is here.
        () => {},
      );
    return () => {
      current = false;
    };
  }, [description, signInId, language]);
}
