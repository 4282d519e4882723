import { useEffect } from 'react';
import { type DesignedPageName, placeHref, placeOf } from '../config/route-map.ts';
import { keepFirstReads } from '../lib/bindings/keep-reads.ts';
import type { ServiceDescription } from '../lib/service-description/description.ts';

/**
 * Keeps, for this sign-in, the first reads of each designed page that reads ahead, once the description is here
 * (lib/bindings/keep-reads.ts): the first visit of such a page then has them sent by the first load, as a return
 * visit does. Only their addresses are kept; nothing is sent until the page is opened. The pages' manifests come
 * with the routes the first load does not hold (page-routes.ts), asked for here once the description is.
 */
export function useKeepDesignedReads(
  description: ServiceDescription | undefined,
  signInId: string | undefined,
  language: string,
): void {
  useEffect(() => {
    if (!description || !signInId) return;
    let current = true;
    import('./designed-pages.ts').then(
      ({ designedPages }) => {
        if (!current) return;
        for (const [name, { manifest }] of Object.entries(designedPages))
          keepFirstReads((id) => placeHref(placeOf(name as DesignedPageName), id), manifest, description, language);
      },
      // Manifests that do not load keep nothing: a page reads once its code is here.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [description, signInId, language]);
}
