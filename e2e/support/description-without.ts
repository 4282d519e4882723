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

const describes = (paths: Paths, summary: string) =>
  Object.values(paths).some((item) => Object.values(item).some((operation) => operation.summary === summary));

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

/**
 * The deployment's description as one that describes the project's members' read ("List of user in project", the
 * team's page's first read) would serve it, in the real kind's shape: added only where it is not described already.
 */
export async function describeTeam(context: BrowserContext) {
  await editDescription(context, (paths) => {
    if (describes(paths, 'List of user in project')) return;
    paths['/method/project/user/list'] = {
      get: {
        tags: ['UserProject'],
        summary: 'List of user in project',
        operationId: 'UserProject_listAccessV1',
        parameters: [{ name: 'project_id', in: 'query', required: true, schema: { type: 'number' } }],
        responses: { '200': { description: 'The project’s members.' } },
      } as { summary: string },
    };
  });
}
