// The three tariff kinds of the demo deployment: their plans on sale (price per month, in the account's currency),
// what a slot of each kind holds, and the discounts. The document names the operations but shows none of these
// shapes, so they are ours: restream's slot is the document's own (2.2); transcoding's and storage's follow it with
// their own fields, a title and a start date, as descriptions of this kind have.

export type Slot = Record<string, unknown>;
export type KindKey = 'restream' | 'transcoding' | 'storage';

export type CatalogPlan = { id: number; title: string; price: number; fields: Record<string, unknown> };

export interface TariffKind {
  key: KindKey;
  /** The document's group name (the description's tag). */
  group: string;
  /** The plan id's name in bodies, queries and list items. */
  idField: string;
  catalog: readonly CatalogPlan[];
  /** The plan's fields a list of tariffs shows, beside its id, title and price. */
  listFields: readonly string[];
  /** The slot a bought plan fills: its id, its fields and its dates. */
  slotOf(plan: CatalogPlan, period: number, dateStart: string, dateEnd: string): Slot;
  /** Percent off, by project. */
  discounts: Readonly<Record<number, number>>;
}

/** Plans are sold for a month or a year, as the real kind's `period` names them; the book counts in months. */
export const PERIODS = ['month', 'year'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_MONTHS: Record<Period, number> = { month: 1, year: 12 };

const plan = (id: number, title: string, price: number, fields: Record<string, unknown>): CatalogPlan => ({
  id,
  title,
  price,
  fields,
});

export const RESTREAM: TariffKind = {
  key: 'restream',
  group: 'PlanRestream',
  idField: 'plan_restream_id',
  // Ids and limits of the plans the seed's restream slots carry (api/seed.ts).
  catalog: [
    plan(1, 'Starter', 190, { channel_max: 1, bitrate_max: 3000, support_custom_channel: false, custom_video: 0 }),
    plan(2, 'Basic', 390, { channel_max: 3, bitrate_max: 4000, support_custom_channel: false, custom_video: 1 }),
    plan(3, 'Standard', 790, { channel_max: 5, bitrate_max: 6000, support_custom_channel: true, custom_video: 2 }),
    plan(4, 'Pro', 1490, { channel_max: 10, bitrate_max: 12000, support_custom_channel: true, custom_video: 5 }),
    plan(5, 'Business', 2990, { channel_max: 20, bitrate_max: 20000, support_custom_channel: true, custom_video: 10 }),
  ],
  listFields: ['channel_max', 'bitrate_max'],
  // The document's slot (2.2) has an end date only.
  slotOf: (bought, _period, _start, dateEnd) => ({ id: bought.id, ...bought.fields, date_end: dateEnd }),
  discounts: { 42: 10 },
};

export const TRANSCODING: TariffKind = {
  key: 'transcoding',
  group: 'PlanTranscoding',
  idField: 'plan_transcoding_id',
  catalog: [
    plan(1, 'Transcoder S', 300, { stream_count: 2 }),
    plan(2, 'Transcoder M', 600, { stream_count: 5 }),
    plan(3, 'Transcoder L', 1100, { stream_count: 10 }),
  ],
  listFields: ['stream_count'],
  slotOf: (bought, _period, dateStart, dateEnd) => ({
    id: bought.id,
    title: bought.title,
    ...bought.fields,
    date_start: dateStart,
    date_end: dateEnd,
  }),
  discounts: { 42: 15 },
};

export const STORAGE: TariffKind = {
  key: 'storage',
  group: 'PlanStorage',
  idField: 'plan_storage_id',
  catalog: [
    plan(1, 'Storage 100 GB', 150, { size: 100 }),
    plan(2, 'Storage 500 GB', 450, { size: 500 }),
    plan(3, 'Storage 2 TB', 1200, { size: 2000 }),
  ],
  listFields: ['size'],
  slotOf: (bought, period, dateStart, dateEnd) => ({
    id: bought.id,
    title: bought.title,
    ...bought.fields,
    period,
    date_start: dateStart,
    date_end: dateEnd,
  }),
  discounts: {},
};

export const TARIFF_KINDS: readonly TariffKind[] = [RESTREAM, TRANSCODING, STORAGE];

export function listItemOf(kind: TariffKind, plan: CatalogPlan): Record<string, unknown> {
  const fields = Object.fromEntries(kind.listFields.map((field) => [field, plan.fields[field]]));
  return { [kind.idField]: plan.id, title: plan.title, ...fields, price: plan.price };
}

export function catalogPlan(kind: TariffKind, id: number): CatalogPlan | undefined {
  return kind.catalog.find((candidate) => candidate.id === id);
}
