import type { BrowserContext } from '@playwright/test';

type Paths = Record<string, Record<string, { summary?: string }>>;

/**
 * The deployment's description as another deployment would serve it: `edit` changes its paths in place
 * (config.json names where the description is).
 */
async function editDescription(context: BrowserContext, edit: (paths: Paths) => void) {
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { serviceDescriptionUrl: string };
    await context.route(`**${new URL(config.serviceDescriptionUrl, response.url()).pathname}`, async (described) => {
      const document = (await (await described.fetch()).json()) as { paths: Paths };
      edit(document.paths);
      await described.fulfill({ json: document });
    });
    await route.fulfill({ response, json: config });
  });
}

/**
 * The deployment's description as a deployment that does not describe some operations would serve it: every path
 * with an operation of one of these summaries taken out.
 */
export async function describeWithout(context: BrowserContext, summaries: readonly string[]) {
  await editDescription(context, (paths) => {
    for (const [path, item] of Object.entries(paths))
      if (Object.values(item).some((operation) => summaries.includes(operation.summary ?? ''))) delete paths[path];
  });
}
