// Every part the dashboard binds, against the contract API's own description and against the same description
// carrying every clash and misstated summary the real kind publishes (src/testing/clashing-description.ts): each role
// binds the same operation, or stays unbound for the same reason. The parts are found, not listed — every page's
// manifest and every part a feature or a shared read declares — so a part added later is held to it too.
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchServiceDescription } from '../service-description/description-query.ts';
import { type ServiceDescription, readDescription } from '../service-description/description.ts';
import { CLASHES, withEveryClash } from '../../testing/clashing-description.ts';
import { contractApiUrl } from '../../testing/contract-api.ts';
import { type Bound, bind, bindAll, isBound } from './bind.ts';
import type { PartManifest } from './manifest.ts';
import type { BindingSpec } from './bind.ts';

const isPart = (value: unknown): value is PartManifest =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PartManifest).group === 'string' &&
  typeof (value as PartManifest).bindings === 'object';

/** The group a read's definition names for its operation (a name in a page's group is the manifest's to bind). */
function definitionGroup(value: unknown): string | undefined {
  const spec = (value as { binding?: BindingSpec } | null)?.binding;
  if (typeof value !== 'object' || typeof (value as { values?: unknown }).values !== 'function') return undefined;
  if (spec === undefined || typeof spec === 'string') return undefined;
  const named = 'group' in spec ? spec : (spec as { name: unknown }).name;
  const first = Array.isArray(named) ? named[0] : named;
  return typeof first === 'object' && first !== null && typeof first.group === 'string' ? first.group : undefined;
}

/**
 * A read defined in lib/operations (`defineRead`, `defineList`) as the part of one role it is to the manifests that
 * bind it by its spec.
 */
const asPart = (value: unknown): PartManifest | undefined => {
  const group = definitionGroup(value);
  if (group === undefined) return undefined;
  const { name, binding } = value as { name: string; binding: BindingSpec };
  return { group, bindings: { [name]: binding } };
};

/** Every manifest and part the app's code declares, by the module and export it comes from. */
const PARTS: [string, PartManifest][] = Object.entries(
  import.meta.glob(
    [
      '../../features/**/*.{ts,tsx}',
      '../operations/**/*.ts',
      '../../app/**/*.{ts,tsx}',
      '!**/*.test.{ts,tsx}',
      '!../../app/main.tsx',
    ],
    { eager: true },
  ),
).flatMap(([file, module]) =>
  Object.entries(module as Record<string, unknown>).flatMap(([name, value]): [string, PartManifest][] => {
    const part = isPart(value) ? value : asPart(value);
    return part ? [[`${file.replace(/^(\.\.\/)+/, '')} ${name}`, part]] : [];
  }),
);

const outcome = (bound: Bound) =>
  isBound(bound) ? `${bound.operation.method} ${bound.operation.path}` : `unbound: ${bound.reason}`;

let plain: ServiceDescription;
let clashing: ServiceDescription;

beforeAll(async () => {
  plain = await fetchServiceDescription(`${contractApiUrl()}/__contract/openapi.json`);
  clashing = readDescription(withEveryClash(plain.document));
});

describe('every clash and misstated summary of the real kind', () => {
  it('the parts are found: the pages’ manifests, the parts features declare and the reads lib/operations defines', () => {
    const names = PARTS.map(([name]) => name);
    expect(PARTS.length).toBeGreaterThan(25);
    for (const known of [
      'features/destinations/destination-parts.ts accountsPart',
      'features/stream/stream-manifest.ts streamManifest',
      'operations/channels/destination-list.ts destinationList',
    ])
      expect(names).toContain(known);
  });

  it('changes no binding of any part', () => {
    const changed: string[] = [];
    for (const [name, part] of PARTS) {
      const before = bindAll(plain, part.group, part.bindings);
      const after = bindAll(clashing, part.group, part.bindings);
      for (const role of Object.keys(part.bindings)) {
        const [was, is] = [outcome(before[role]!), outcome(after[role]!)];
        if (was !== is) changed.push(`${name} ${role}: ${was} → ${is}`);
      }
    }
    expect(changed).toEqual([]);
  });

  it('binds each document name to the operation at the real kind’s place for it, never to one its summary lies about', () => {
    const bound = (group: string, name: string, options = {}) => outcome(bind(clashing, group, name, options));
    expect(bound('Platforms', 'Get url for start oauth')).toBe('GET /method/platforms/connect');
    expect(bound('Auth', 'Get url for start oauth')).toBe('GET /method/auth/redirect-url');
    expect(bound('Platforms', 'Get category from the platform')).toBe('GET /method/platforms/category');
    expect(bound('Platforms', 'Get category from the platform', { write: true })).toBe('unbound: other-shape');
    expect(bound('Platforms', 'POST /platforms/logout', { write: true })).toBe('POST /method/platforms/logout');
    expect(bound('Channel settings', 'Get status platform')).toBe('GET /method/channel_settings/getStatus');
    expect(bound('RtmpServer', 'State of rtmp servers')).toBe('GET /method/rtmp_server/state');
    expect(bound('Live', 'View live info')).toBe('GET /method/live/restreams');
    expect(bound('MoneyFlow', 'Transaction list for frontend')).toBe('GET /method/money_flow/list');
    expect(bound('Transactions', 'Transaction list for frontend')).toBe('GET /method/transactions/list');
    expect(bound('BlogPage', 'Get list of pages')).toBe('GET /method/blog/page/list');
    for (const [group, kind] of [
      ['PlanRestream', 'plan_restream'],
      ['PlanTranscoding', 'plan_transcoding'],
      ['PlanStorage', 'plan_storage'],
    ]) {
      expect(bound(group!, 'Get tariff for project')).toBe(`GET /method/${kind}`);
      expect(bound(group!, kind === 'plan_storage' ? 'Remove next tariff' : 'Remove after tariff')).toBe(
        `DELETE /method/${kind}`,
      );
    }
    expect(bound('Channel', 'Get live status')).toBe('POST /method/channel/set-status');
    expect(bound('Project', 'Get live status')).toBe('GET /method/project/live-status');
  });

  it('an operation the real kind misstates is bound by no summary it carries, alone or not', () => {
    // The VK community's connect alone under the name: it is not the platform's connect.
    const alone = structuredClone(clashing.document) as { paths: Record<string, Record<string, unknown>> };
    delete alone.paths['/method/platforms/connect'];
    delete alone.paths['/method/auth/redirect-url'];
    for (const group of ['Platforms', 'Auth'])
      expect(outcome(bind(readDescription(alone), group, 'Get url for start oauth'))).toBe('unbound: not-described');
    // The fixture carries §2.24's ten shared summaries (and the operation with none), and "Get live status", which
    // the older description gave the project's live status and the newer a channel's switch.
    const shared = new Map<string, number>();
    for (const clash of CLASHES) if (clash.summary) shared.set(clash.summary, (shared.get(clash.summary) ?? 0) + 1);
    expect([...shared].filter(([, count]) => count > 1).map(([summary]) => summary)).toHaveLength(11);
  });
});
