import type { BrowserContext } from '@playwright/test';

/**
 * The deployment's description as a deployment that does not describe some operations would serve it: every path
 * with an operation of one of these summaries taken out (config.json names where the description is).
 */
export async function describeWithout(context: BrowserContext, summaries: readonly string[]) {
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { serviceDescriptionUrl: string };
    await context.route(`**${new URL(config.serviceDescriptionUrl, response.url()).pathname}`, async (described) => {
      const document = (await (await described.fetch()).json()) as {
        paths: Record<string, Record<string, { summary?: string }>>;
      };
      for (const [path, item] of Object.entries(document.paths))
        if (Object.values(item).some((operation) => summaries.includes(operation.summary ?? '')))
          delete document.paths[path];
      await described.fulfill({ json: document });
    });
    await route.fulfill({ response, json: config });
  });
}
