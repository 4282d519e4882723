import type { BrowserContext } from '@playwright/test';

/**
 * Serves the deployment's description without the operations of `summary` (every path that has one), as a deployment
 * that does not describe it would: the pages then show what they do without it.
 */
export async function describeWithout(context: BrowserContext, summary: string): Promise<void> {
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { serviceDescriptionUrl: string };
    await context.route(`**${new URL(config.serviceDescriptionUrl, response.url()).pathname}`, async (described) => {
      const document = (await (await described.fetch()).json()) as {
        paths: Record<string, Record<string, { summary?: string }>>;
      };
      for (const [path, item] of Object.entries(document.paths))
        if (Object.values(item).some((operation) => operation.summary === summary)) delete document.paths[path];
      await described.fulfill({ json: document });
    });
    await route.fulfill({ response, json: config });
  });
}
