// The team groups' calls as their contract tests make them (api/team.test.ts, api/team-invites.test.ts): every field
// a query parameter, as the real kind's are; a list's rows, a refusal as its status, code and field.
import { beforeEach, expect } from 'vitest';
import type { RunningServer } from '../server.ts';
import { contractBed } from './contract-bed.ts';
import { DemoClient, type DemoReply } from './demo-client.ts';

/** A contract API put back as seeded before each test, with the demo account and the second (Мария) signed in. */
export function teamBed(use: (bed: { server: RunningServer; demo: DemoClient; maria: DemoClient }) => void): void {
  let server: RunningServer;
  let demo: DemoClient;
  contractBed({ use: (bed) => ({ server, demo } = bed) });
  beforeEach(async () => use({ server, demo, maria: await DemoClient.signIn(server.url, 'second') }));
}

export type Json = Record<string, unknown>;

export const results = (reply: DemoReply) => {
  expect(reply.status).toBe(200);
  return reply.body.results as Json[];
};
export const refused = (reply: DemoReply) => [reply.status, reply.problem?.code, reply.problem?.field];
export const post = (client: DemoClient, path: string, query: Record<string, string | number>) =>
  client.send('POST', `/method/${path}`, query);

export const members = (client: DemoClient, projectId = 42) =>
  client.get('/method/project/user/list', { project_id: projectId }).then(results);
export const access = (client: DemoClient, channelId: number, projectId = 42) =>
  client.get('/method/channel/access/list', { project_id: projectId, channel_id: channelId }).then(results);
export const invites = (client: DemoClient, channelId: number, projectId = 42) =>
  client.get('/method/channel_invite/list', { project_id: projectId, channel_id: channelId }).then(results);
export const history = (client: DemoClient, query: Record<string, string | number> = {}, projectId = 42) =>
  client.get('/method/project_history/list', { project_id: projectId, ...query });
/** The project's history as `[action, who]`, newest first. */
export const actions = async (client: DemoClient, projectId = 42) =>
  ((await history(client, {}, projectId)).body.results as Json[]).map((entry) => [entry.action, entry.user_id]);
/** The account's projects, as "List of project for current user" has them: `[project, access level]`. */
export const projectLevels = async (client: DemoClient) =>
  ((await client.get('/method/project/list', { limit: 100 })).body.results as Json[]).map((row) => [
    row.project_id,
    row.access_type,
  ]);
