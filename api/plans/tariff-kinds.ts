// The four tariff kinds of the demo deployment: their plans on sale, what a slot of each kind holds, how a plan is
// priced, and the discounts — in the real kind's shapes (../shared/real-kind-shapes.md, and the newer description's,
// ../shared/real-kind-newer.md §2.15–§2.16), with data of our own. Every slot is the newer description's plan item:
// the plan's own fields, its end, its title and period, and whether the project renews it (`prolongation`).
// Restream's carries the document's fields (2.2) too. Restream and webinar plans are sold whole; a transcoding plan by
// the number of flows (`count`) and a storage plan by the gigabyte (`size`), as the real kind's buys take them.
import type { Currency } from '../money/money-kinds.ts';

export type Slot = Record<string, unknown>;
export type KindKey = 'restream' | 'transcoding' | 'storage' | 'webinar';

/** Plans are sold for a month or a year, as the real kind's `period` names them; the book counts in months. */
export const PERIODS = ['month', 'year'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_MONTHS: Record<Period, number> = { month: 1, year: 12 };

export type CatalogPlan = {
  id: number;
  title: string;
  /** A month of the plan (of one flow, one gigabyte), in roubles and in dollars. */
  priceRub: number;
  priceUsd: number;
  /** The kind's own fields of the plan: what its slot and its list item carry. */
  fields: Record<string, unknown>;
};

/** How many units a buy takes, where the kind sells plans by a quantity (`count` flows, `size` gigabytes). */
export type Quantity = {
  name: string;
  description: string;
  /** The units a plan may be bought with; the smallest is what a buy that names none gets. */
  bounds(plan: CatalogPlan): { min: number; max: number; step: number };
};

export interface TariffKind {
  key: KindKey;
  /** The document's group name (the description's tag). */
  group: string;
  /** The plan id's name in queries and list items. */
  idField: string;
  catalog: readonly CatalogPlan[];
  quantity: Quantity | undefined;
  /** The list item the real kind answers for a plan (its position sorts it). */
  listItem(plan: CatalogPlan, index: number): Record<string, unknown>;
  /** The slot a bought plan fills; `prolongation`: whether the project renews the kind's plan. */
  slotOf(plan: CatalogPlan, units: number, period: Period, dateEnd: string, prolongation: boolean): Slot;
  /** The units a slot holds, to price its renewal and its refund. */
  unitsOf(slot: Slot): number;
  /** Percent off, by period: the same for every project, as the real kind's discount reads take no project. */
  discount: Readonly<Record<Period, number>>;
  /** What makes one plan bigger than another, most telling first: a step up or down from the current plan. */
  rank(fields: Record<string, unknown>): number[];
}

const plan = (
  id: number,
  title: string,
  priceRub: number,
  priceUsd: number,
  fields: Record<string, unknown> = {},
): CatalogPlan => ({ id, title, priceRub, priceUsd, fields });

const units = (slot: Slot, name: string) => (typeof slot[name] === 'number' ? (slot[name] as number) : 1);

export const RESTREAM: TariffKind = {
  key: 'restream',
  group: 'PlanRestream',
  idField: 'plan_restream_id',
  // Ids and limits of the plans the seed's restream slots carry (api/seed.ts).
  catalog: [
    plan(1, 'Starter', 190, 2, { channel_max: 1, bitrate_max: 3000, support_custom_channel: false, custom_video: 0 }),
    plan(2, 'Basic', 390, 4, { channel_max: 3, bitrate_max: 4000, support_custom_channel: false, custom_video: 1 }),
    plan(3, 'Standard', 790, 9, { channel_max: 5, bitrate_max: 6000, support_custom_channel: true, custom_video: 2 }),
    plan(4, 'Pro', 1490, 17, { channel_max: 10, bitrate_max: 12000, support_custom_channel: true, custom_video: 5 }),
    plan(5, 'Business', 2990, 33, {
      channel_max: 20,
      bitrate_max: 20000,
      support_custom_channel: true,
      custom_video: 10,
    }),
  ],
  quantity: undefined,
  listItem: (sold, index) => {
    const channels = sold.fields.channel_max as number;
    const bitrate = sold.fields.bitrate_max as number;
    const large = channels >= 10;
    return {
      plan_restream_id: sold.id,
      title: sold.title,
      active: true,
      count_channel_min: channels,
      count_channel_max: channels,
      type: 'paid_fix',
      price_rub: sold.priceRub,
      price_usd: sold.priceUsd,
      bitrate_max: bitrate,
      bitrate_min: bitrate,
      resolution: large ? '4K' : '1080p',
      fps: large ? '60' : '30',
      create_projects: large,
      chat: channels > 1,
      video: sold.fields.support_custom_channel,
      video_storage: sold.fields.custom_video,
      change_subject: channels > 1,
      background_chat: large,
      dedicated_server: channels >= 20,
      personal_manager: channels >= 20 ? 1 : 0,
      // How many links others pull the stream from a project has (api/setup/pull-key-routes.ts): none on Starter.
      pull_link_limit: large ? 5 : channels >= 5 ? 3 : channels >= 3 ? 1 : 0,
      index,
      discount: RESTREAM.discount,
    };
  },
  // The document's slot (2.2), the plan's limits and an end date, with the newer plan item's fields.
  slotOf: (bought, _units, period, dateEnd, prolongation) => ({
    id: bought.id,
    ...bought.fields,
    date_end: dateEnd,
    prolongation,
    title: bought.title,
    type: 'paid_fix',
    period,
  }),
  unitsOf: () => 1,
  discount: { month: 0, year: 10 },
  rank: (fields) => [Number(fields.channel_max), Number(fields.bitrate_max)],
};

export const TRANSCODING: TariffKind = {
  key: 'transcoding',
  group: 'PlanTranscoding',
  idField: 'plan_transcoding_id',
  catalog: [
    plan(1, 'Transcoder 1080p', 150, 2, { type: 'paid_month', resolution: '1080p', fps: '30', weight: 1 }),
    plan(2, 'Transcoder 1080p60', 250, 3, { type: 'paid_month', resolution: '1080p', fps: '60', weight: 2 }),
    plan(3, 'Transcoder 4K', 550, 6, { type: 'paid_month', resolution: '4K', fps: '60', weight: 4 }),
  ],
  quantity: { name: 'count', description: 'Count flows', bounds: () => ({ min: 1, max: 10, step: 1 }) },
  listItem: (sold, index) => ({
    plan_transcoding_id: sold.id,
    title: sold.title,
    ...sold.fields,
    price_rub: sold.priceRub,
    price_usd: sold.priceUsd,
    active: true,
    index,
    space: 10 - index * 3,
    discount: TRANSCODING.discount,
  }),
  slotOf: (bought, count, period, dateEnd, prolongation) => ({
    id: bought.id,
    count,
    date_end: dateEnd,
    title: bought.title,
    type: bought.fields.type,
    prolongation,
    period,
  }),
  unitsOf: (slot) => units(slot, 'count'),
  discount: { month: 0, year: 15 },
  rank: (fields) => [Number(fields.weight)],
};

export const STORAGE: TariffKind = {
  key: 'storage',
  group: 'PlanStorage',
  idField: 'plan_storage_id',
  catalog: [
    plan(1, 'Recordings', 2, 0.03, { min: 10, max: 500, step: 10 }),
    plan(2, 'Archive', 1, 0.015, { min: 500, max: 5000, step: 100 }),
  ],
  quantity: {
    name: 'size',
    description: 'Space GB',
    bounds: (sold) => sold.fields as { min: number; max: number; step: number },
  },
  listItem: (sold) => ({
    plan_storage_id: sold.id,
    title: sold.title,
    ...sold.fields,
    price_rub: sold.priceRub,
    price_usd: sold.priceUsd,
    active: true,
    discount: STORAGE.discount,
  }),
  slotOf: (bought, size, period, dateEnd, prolongation) => ({
    id: bought.id,
    size,
    period,
    prolongation,
    title: bought.title,
    date_end: dateEnd,
  }),
  unitsOf: (slot) => units(slot, 'size'),
  discount: { month: 0, year: 0 },
  rank: (fields) => [Number(fields.max)],
};

/** The real kind's webinar plan types (PlanWebinarResponse.type), smallest first. */
export const WEBINAR_TYPES = [
  'webinar_intro',
  'webinar_cinema',
  'webinar_prime',
  'webinar_pro',
  'webinar_enterprise',
] as const;

const webinar = (
  id: number,
  title: string,
  priceRub: number,
  priceUsd: number,
  participants: number,
  resolution: string,
) => plan(id, title, priceRub, priceUsd, { type: WEBINAR_TYPES[id - 1], participants, resolution });

/** Webinar plans, by how many may take part and the largest picture they show; sold whole, by month or year. */
export const WEBINAR: TariffKind = {
  key: 'webinar',
  group: 'Plan webinar',
  idField: 'plan_webinar_id',
  catalog: [
    webinar(1, 'Intro', 990, 11, 50, '720p'),
    webinar(2, 'Cinema', 1990, 22, 100, '1080p'),
    webinar(3, 'Prime', 3990, 44, 300, '1080p'),
    webinar(4, 'Pro', 7990, 89, 1000, '1080p'),
    webinar(5, 'Enterprise', 19990, 222, 5000, '4K'),
  ],
  quantity: undefined,
  listItem: (sold, index) => ({
    plan_webinar_id: sold.id,
    participants: sold.fields.participants,
    title: sold.title,
    type: sold.fields.type,
    price_rub: sold.priceRub,
    price_usd: sold.priceUsd,
    resolution: sold.fields.resolution,
    index,
    discount: WEBINAR.discount,
  }),
  slotOf: (bought, _units, period, dateEnd, prolongation) => ({
    id: bought.id,
    date_end: dateEnd,
    title: bought.title,
    type: bought.fields.type,
    prolongation,
    period,
  }),
  unitsOf: () => 1,
  discount: { month: 0, year: 20 },
  rank: (fields) => [Number(fields.participants)],
};

export const TARIFF_KINDS: readonly TariffKind[] = [RESTREAM, TRANSCODING, STORAGE, WEBINAR];

export function catalogPlan(kind: TariffKind, id: number): CatalogPlan | undefined {
  return kind.catalog.find((candidate) => candidate.id === id);
}

/**
 * What `units` of a plan cost for a period, its discount taken off, in the project's currency: whole roubles, or
 * dollars to the cent (a project pays in its own currency; the lists carry both prices).
 */
export function priceOf(
  kind: TariffKind,
  sold: CatalogPlan,
  units: number,
  period: Period,
  currency: Currency = 'rub',
): number {
  const monthly = currency === 'usd' ? sold.priceUsd : sold.priceRub;
  const price = (monthly * units * PERIOD_MONTHS[period] * (100 - kind.discount[period])) / 100;
  return currency === 'usd' ? Math.round(price * 100) / 100 : Math.round(price);
}
