import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { parseProjectId } from '../config/paths.ts';
import { sendReadsAhead } from '../lib/bindings/keep-reads.ts';
import type { PageManifest } from '../lib/bindings/manifest.ts';
import { bindPart } from '../lib/bindings/use-bindings.ts';
import { usePrefsStore } from '../lib/prefs/prefs-store.ts';
import { readDescriptionAhead } from '../lib/service-description/description-query.ts';
import { useTokenStore } from '../lib/session/token-store.ts';

/**
 * A designed page's loader: starts the page's first reads (its manifest's `firstReads`, the very reads its view makes)
 * through their query options, once the description they are bound by is here, and keeps their addresses for the
 * next visit's first load (lib/bindings/keep-reads.ts). It waits for none of it: the route module's code loads
 * meanwhile, and the view takes each read as its own query, answered or on its way.
 */
export function pageLoader(client: QueryClient, manifest: PageManifest): LoaderFunction {
  return ({ params, request }) => {
    const projectId = parseProjectId(params.projectId);
    if (projectId !== null && manifest.firstReads)
      void startReads(client, manifest, projectId, new URL(request.url).pathname);
    return null;
  };
}

async function startReads(client: QueryClient, manifest: PageManifest, projectId: number, pathname: string) {
  // Signed out, the page says so and reads nothing.
  if (!useTokenStore.getState().session) return;
  const description = await readDescriptionAhead(client);
  if (!description) return;
  const { language } = usePrefsStore.getState();
  sendReadsAhead(client, manifest, bindPart(description, manifest), projectId, language, pathname);
}
