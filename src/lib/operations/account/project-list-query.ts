import * as v from 'valibot';
import { InvalidResponseError } from '../../api/errors.ts';
import { type Binding, type Bound, type Unbound, isBound } from '../../bindings/bind.ts';
import { type PagesTuning, defineList, usePagedList } from '../../bindings/pages.ts';
import { record } from '../../service-description/answer-fields.ts';
import { type ListShape, listShape, readListPage } from '../../service-description/list-page.ts';
import { readRecordKind, recordKind } from '../../service-description/record-kind.ts';
import { namedRecord, namedRecordSchema, readRecordName, recordNaming } from '../../service-description/record-name.ts';
import { pictureField, readPicture } from '../../service-description/record-picture.ts';

// UserProject's "List of project for current user" (accountPart's `projects`): the projects of the signed-in
// account, one list read page by page (the overview, the navigation, a heading) or whole (what the account may change:
// own-access.ts). A project's ID is the item's `project_id` (the document's own parameter name, 4.2); its name is
// read where the description's item schema puts it: the item's own name field, or a nested record's (a join row's
// `project: {…}`), one field or a given and a family name (record-name.ts); the same record's picture
// (record-picture.ts) and its kind where the description names the kind's values (record-kind.ts); and, as the real
// kind shapes its rows, the account's user ID, its level there (`access_type`) and whether the project is its
// personal one (the project's `type`: "0 - personal project, 1 - team project"). Asked by itself, so only an
// operation that reads is asked.

export interface ListedProject {
  id: number;
  /** Undefined when the item has no text in its name field (it is then shown by its ID). */
  name: string | undefined;
  /** The picture's address as the service gave it (imageSource says whether it is loaded); undefined: none. */
  picture?: string | undefined;
  /** The description's word for the project's kind ("personal", "team"); undefined when it names none. */
  kind?: string | undefined;
  /** The account's user ID, where the row gives it. */
  userId?: number | undefined;
  /** The account's level in the project, as the row gives it. */
  level?: number | undefined;
  /** Whether it is the account's personal project (type 0), a team's (type 1), or the row does not say. */
  personal?: boolean | undefined;
}

const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;

export interface ProjectListing {
  read: Binding;
  shape: ListShape | undefined;
}

const ProjectId = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** How to list the account's projects with what the description binds, or why it cannot be done. */
export function projectListing(read: Bound): ProjectListing | Unbound {
  if (!isBound(read)) return read;
  const shape = listShape(read.answer);
  // An item schema that declares its properties but no project_id gives nothing to open.
  const item = shape?.itemSchema;
  if (item && item.properties.length > 0 && !item.properties.some(({ name }) => name === 'project_id'))
    return { kind: 'unbound', group: read.group, name: read.name, reason: 'needs', field: 'project_id' };
  return { read, shape };
}

/** One page of the answer as projects; an item without a usable `project_id` makes the whole answer unreadable. */
export function readProjects(body: unknown, listing: ProjectListing): ListedProject[] {
  const page = readListPage(body, listing.shape);
  const where = (index: number) => `${listing.shape?.property ?? ''}[${index}]`;
  const naming = recordNaming(listing.shape?.itemSchema, page.items[0]);
  const entity = namedRecordSchema(listing.shape?.itemSchema, naming);
  const picture = pictureField(entity, namedRecord(page.items[0], naming));
  const kind = recordKind(entity, 'project');
  return page.items.map((item, index) => {
    const id = v.safeParse(
      ProjectId,
      typeof item === 'object' && item !== null ? (item as Record<string, unknown>).project_id : undefined,
    );
    if (!id.success) throw new InvalidResponseError(`${where(index)}.project_id`, id.issues[0].message);
    const named = namedRecord(item, naming);
    const row = record(item);
    const project = record(named) ?? row;
    const type = whole(project?.type) ?? whole(row?.type);
    return {
      id: id.output,
      name: readRecordName(item, naming),
      picture: readPicture(named, picture),
      kind: readRecordKind(named, kind),
      userId: whole(row?.user_id),
      level: whole(row?.access_type) ?? whole(project?.access_type),
      personal: type === 0 ? true : type === 1 ? false : undefined,
    };
  });
}

/** The account's projects: a page at a time (the overview, the navigation, a heading) or whole (own-access.ts). */
export const accountProjectsList = defineList({
  name: 'account projects',
  binding: {
    name: { group: 'UserProject', name: 'List of project for current user' },
    read: true,
    fills: ['limit', 'offset'],
  },
  values: () => ({}),
  items: (body, read) => readProjects(body, { read, shape: listShape(read.answer) }),
});

/**
 * The account's projects a page at a time (the first as the service pages by default), as the component's paged read:
 * the projects read so far, the total, "Show more"; `tuning` for a page that keeps its reads apart (Home's: none in a
 * hidden tab, none again within a minute). Read by itself beside the page's own reads.
 */
export const useProjectPages = (listing: ProjectListing | Unbound, tuning: PagesTuning = {}) =>
  usePagedList(accountProjectsList, 'read' in listing ? listing.read : listing, undefined, { quiet: true, ...tuning });
