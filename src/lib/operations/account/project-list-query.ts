import * as v from 'valibot';
import { InvalidResponseError } from '../../api/errors.ts';
import { type Binding, type Bound, type Unbound, isBound } from '../../bindings/bind.ts';
import { type PagesTuning, boundPages, useBoundPages } from '../../bindings/pages.ts';
import { type ListShape, listShape, readListPage } from '../../service-description/list-page.ts';
import { readRecordKind, recordKind } from '../../service-description/record-kind.ts';
import { namedRecord, namedRecordSchema, readRecordName, recordNaming } from '../../service-description/record-name.ts';
import { pictureField, readPicture } from '../../service-description/record-picture.ts';

// UserProject's "List of project for current user" (accountPart's `projects`): the projects of the signed-in
// account, page by page. A
// project's ID is the item's `project_id` (the document's own parameter name, 4.2); its name is read where the
// description's item schema puts it: the item's own name field, or a nested record's (a join row's `project: {…}`),
// one field or a given and a family name (record-name.ts); the same record's picture (record-picture.ts) and its kind
// where the description names the kind's values (record-kind.ts). Asked by the overview by itself, so only an
// operation that reads is asked.

export interface ListedProject {
  id: number;
  /** Undefined when the item has no text in its name field (it is then shown by its ID). */
  name: string | undefined;
  /** The picture's address as the service gave it (imageSource says whether it is loaded); undefined: none. */
  picture?: string | undefined;
  /** The description's word for the project's kind ("personal", "team"); undefined when it names none. */
  kind?: string | undefined;
}

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
    const record = namedRecord(item, naming);
    return {
      id: id.output,
      name: readRecordName(item, naming),
      picture: readPicture(record, picture),
      kind: readRecordKind(record, kind),
    };
  });
}

/**
 * The account's projects, a page at a time (the first as the service pages by default): the overview's, the
 * navigation's and a heading's one query, read by itself beside the page's own reads.
 */
export const projectListQuery = (listing: ProjectListing | Unbound, language: string) =>
  'read' in listing
    ? boundPages(listing.read, {}, language, (body) => readProjects(body, listing), { quiet: true })
    : boundPages<ListedProject>(listing, {}, language, () => [], { quiet: true });

/**
 * `projectListQuery` as the component's paged read: the projects read so far, the total, "Show more"; `tuning` for a
 * page that keeps its reads apart (Home's: none in a hidden tab, none again within a minute).
 */
export const useProjectPages = (listing: ProjectListing | Unbound, tuning: PagesTuning = {}) =>
  useBoundPages<ListedProject>(
    'read' in listing ? listing.read : listing,
    {},
    (body) => ('read' in listing ? readProjects(body, listing) : []),
    { quiet: true, ...tuning },
  );
