// The three tariff kinds of the demo deployment: their plans on sale, what a slot of each kind holds, how a plan is
// priced, and the discounts — in the real kind's shapes (../shared/real-kind-shapes.md), with data of our own.
// Restream's slot is the document's (2.2), which says more than the real kind's; transcoding's and storage's are the
// real kind's. Restream plans are sold whole; a transcoding plan by the number of flows (`count`) and a storage plan
// by the gigabyte (`size`), as the real kind's buys take them.
import type { Currency } from '../money/money-kinds.ts';

export type Slot = Record<string, unknown>;
export type KindKey = 'restream' | 'transcoding' | 'storage';

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
  /** The slot a bought plan fills. */
  slotOf(plan: CatalogPlan, units: number, period: Period, dateEnd: string): Slot;
  /** The units a slot holds, to price its renewal and its refund. */
  unitsOf(slot: Slot): number;
  /** Percent off, by period: the same for every project, as the real kind's discount reads take no project. */
  discount: Readonly<Record<Period, number>>;
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
  // The document's slot (2.2): the plan's limits and an end date.
  slotOf: (bought, _units, _period, dateEnd) => ({ id: bought.id, ...bought.fields, date_end: dateEnd }),
  unitsOf: () => 1,
  discount: { month: 0, year: 10 },
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
  slotOf: (bought, count, _period, dateEnd) => ({ id: bought.id, count, date_end: dateEnd, title: bought.title }),
  unitsOf: (slot) => units(slot, 'count'),
  discount: { month: 0, year: 15 },
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
  slotOf: (bought, size, period, dateEnd) => ({ id: bought.id, size, period, date_end: dateEnd }),
  unitsOf: (slot) => units(slot, 'size'),
  discount: { month: 0, year: 0 },
};

export const TARIFF_KINDS: readonly TariffKind[] = [RESTREAM, TRANSCODING, STORAGE];

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
