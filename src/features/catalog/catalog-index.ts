/**
 * The part of the operation catalog that navigation needs: each group's name, scope, section and URL slug — the one
 * place a group's path is made: where the route map draws a designed page of the group, its path there; else the
 * kebab-case of its name (so a designed page at any path is its line alone).
 * It loads with the catalog's pages (the API page, the group pages, the route's reading of a path), and stays small;
 * operations and purposes live in catalog.ts.
 * catalog-index.test.ts checks that the two agree.
 */
import { placeOfGroup, projectPath } from '../../config/route-map.ts';
import type { CatalogGroup, Scope, SectionId } from './catalog-types.ts';

export type NavGroup = Pick<CatalogGroup, 'name' | 'scope' | 'section'> & {
  /** URL path segment(s), kebab-case, unique within its scope. */
  slug: string;
};

// Section (in display order) → scope → group names as the document spells them (and, last in their place, those only
// the newer description names: described-groups.ts). The scope and section of a group are the dashboard's judgement;
// catalog.ts says why where it is not plain.
const layout: Record<SectionId, Partial<Record<Scope, readonly string[]>>> = {
  account: { account: ['User', 'Auth', 'Socials', 'Referrals'] },
  tariffs: { project: ['PlanRestream', 'PlanTranscoding', 'PlanStorage', 'Plan webinar'] },
  project: { project: ['UserProject', 'Project', 'ProjectHistory', 'Analytics'] },
  channels: {
    project: ['Channel settings', 'Channel', 'ProjectChannel', 'ProjectChannelInvite', 'Chat gateway'],
    account: ['Platforms'],
  },
  streaming: {
    project: ['Stream key', 'Stream pull keys', 'Transcoders', 'Broadcast', 'Live', 'Video'],
    public: ['RtmpServer', 'Pull servers'],
  },
  billing: {
    project: ['MoneyFlow'],
    account: ['Transactions', 'Payment', 'Pay system', 'Pay setting', 'Payout', 'Promo'],
  },
  notifications: { account: ['NotifyHistory', 'NotifyUser'], project: ['Centrifuge'] },
  content: { public: ['HelpPage', 'PolicyPage', 'BlogPage', 'BlogPageTag', 'Release'] },
};

/** Sections in display order. */
export const sections = Object.keys(layout) as SectionId[];

/** "Stream key" → "stream-key", "NotifyUser" → "notify-user". */
export function slugOf(name: string): string {
  return name
    .replace(/\B([A-Z])/g, '-$1')
    .replace(/ /g, '-')
    .toLowerCase();
}

/** A group's path segment(s): the route map's path where a line draws its designed page, else its name's kebab-case. */
export const groupSlug = (name: string): string => placeOfGroup(name)?.path ?? slugOf(name);

/** Every group, by section; within a section, project groups first. */
export const catalogIndex: readonly NavGroup[] = sections.flatMap((section) =>
  (['project', 'account', 'public'] as const).flatMap((scope) =>
    (layout[section][scope] ?? []).map((name) => ({ name, scope, section, slug: groupSlug(name) })),
  ),
);

/**
 * URL path of a group's page. Project scope: `/projects/${projectId}/${slug}`; without a projectId
 * the route pattern `/projects/:projectId/${slug}` is returned. Account and public scope: `/${slug}`.
 */
export function groupPath(group: Pick<NavGroup, 'name' | 'scope'>, projectId?: string | number): string {
  const slug = groupSlug(group.name);
  if (group.scope !== 'project') return `/${slug}`;
  return projectPath(projectId === undefined ? ':projectId' : encodeURIComponent(String(projectId)), slug);
}
