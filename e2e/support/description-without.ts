import type { BrowserContext } from '@playwright/test';
import { type Json, withoutOperations } from '../../src/testing/description-builder.ts';

/**
 * The deployment's description as another deployment would serve it: `edit` makes it from the served one (config.json
 * names where the description is).
 */
async function editDescription(context: BrowserContext, edit: (document: Json) => Json) {
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { serviceDescriptionUrl: string };
    await context.route(`**${new URL(config.serviceDescriptionUrl, response.url()).pathname}`, async (described) => {
      const document = (await (await described.fetch()).json()) as Json;
      await described.fulfill({ json: edit(document) });
    });
    await route.fulfill({ response, json: config });
  });
}

/**
 * The deployment's description as a deployment that does not describe some operations would serve it: every path
 * with an operation of one of these summaries taken out.
 */
export async function describeWithout(context: BrowserContext, summaries: readonly string[]) {
  await editDescription(context, (document) => withoutOperations(document, summaries));
}

/**
 * The deployment's description without the paths `drop` picks: a whole group a deployment does not have, or an
 * operation whose summary another shares.
 */
export async function describeWithoutPaths(context: BrowserContext, drop: (path: string) => boolean) {
  await editDescription(context, (document) => {
    const { paths, ...rest } = document as { paths: Record<string, Json> };
    return { ...rest, paths: Object.fromEntries(Object.entries(paths).filter(([path]) => !drop(path))) } as Json;
  });
}
