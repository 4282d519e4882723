import { isJson } from '../../../lib/service-description/description.ts';

// A described list of tariffs, as services of this kind answer it: `{total, limit, offset, results: [...]}` or a
// plain array. Each item is offered by its title; its ID is the property the buy operation takes the plan's ID by
// (`plan_transcoding_id`), else `id`. An ID of 0 is an ID.

export interface TariffOption {
  id: number | string;
  title: string;
  /** The item as the service sent it, for its other figures. */
  item: Readonly<Record<string, unknown>>;
}

export type TariffList =
  { options: TariffOption[]; skipped: number; total: number | undefined } | { problem: 'not-a-list' };

const usableId = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isSafeInteger(value)) || (typeof value === 'string' && value.trim() !== '');

export function readTariffList(body: unknown, idName: string | undefined): TariffList {
  const items = Array.isArray(body) ? body : isJson(body) && Array.isArray(body.results) ? body.results : undefined;
  if (!items) return { problem: 'not-a-list' };
  const total = isJson(body) && typeof body.total === 'number' ? body.total : undefined;
  const options: TariffOption[] = [];
  for (const item of items) {
    if (!isJson(item)) continue;
    const id = idName !== undefined && Object.hasOwn(item, idName) ? item[idName] : item.id;
    const title =
      typeof item.title === 'string' && item.title.trim()
        ? item.title
        : typeof item.name === 'string' && item.name.trim()
          ? item.name
          : undefined;
    if (usableId(id) && title !== undefined) options.push({ id, title, item });
  }
  return { options, skipped: items.length - options.length, total };
}
