import { groupOf } from '../../../config/route-map.ts';
import { projectValues } from '../../bindings/call.ts';
import { asAnswered, defineRead } from '../../bindings/read.ts';

// The reads the document names in each of its three tariff groups, and the newer description's webinar plan's, as
// answered: a page reads each answer by the shape
// the description gives it (features/tariffs/described/), so what is kept is the answer and its schema. Each kind's
// plan (the tariff pages' cards; the Quality page reads of the transcoding plan whether it allows profiles), and what
// the dialog that changes the plan reads once it is opened: the plans to buy, the discount and the check before a buy.

const forProject = (projectId: number) => projectValues(projectId);

/** What the check before a buy sends: the values the user chose, for a project. */
export interface CheckAsked {
  projectId: number;
  values: Readonly<Record<string, string>>;
}

const checkValues = ({ projectId, values }: CheckAsked) => projectValues(projectId, values);

const restream = groupOf('restream');
const transcoding = groupOf('transcoding');
const storage = groupOf('storage');
const webinar = groupOf('webinar');

export const restreamPlanRead = defineRead({
  name: 'restream plan',
  binding: { name: { group: restream, name: 'Get tariff for project' }, read: true },
  values: forProject,
  parse: asAnswered,
});

export const transcodingPlanRead = defineRead({
  name: 'transcoding plan',
  binding: { name: { group: transcoding, name: 'Get tariff for project' }, read: true },
  values: forProject,
  parse: asAnswered,
});

export const storagePlanRead = defineRead({
  name: 'storage plan',
  binding: { name: { group: storage, name: 'Get tariff for project' }, read: true },
  values: forProject,
  parse: asAnswered,
});

export const restreamTariffsRead = defineRead({
  name: 'restream tariffs',
  // The first described wins.
  binding: {
    name: [
      { group: restream, name: 'Get list of restream tariffs' },
      { group: restream, name: 'Get list of restream tariffs for project' },
    ],
    read: true,
  },
  values: forProject,
  parse: asAnswered,
});

export const transcodingTariffsRead = defineRead({
  name: 'transcoding tariffs',
  binding: { name: { group: transcoding, name: 'Get list of transcoding tariffs' }, read: true },
  values: forProject,
  parse: asAnswered,
});

export const storageTariffsRead = defineRead({
  name: 'storage tariffs',
  binding: { name: { group: storage, name: 'Get info for storage tariff' }, read: true },
  values: forProject,
  parse: asAnswered,
});

export const restreamDiscountRead = defineRead({
  name: 'restream discount',
  binding: { name: { group: restream, name: 'Get discount restream' }, read: true },
  values: forProject,
  parse: asAnswered,
});

export const transcodingDiscountRead = defineRead({
  name: 'transcoding discount',
  binding: { name: { group: transcoding, name: 'Get discount transcoding' }, read: true },
  values: forProject,
  parse: asAnswered,
});

export const storageDiscountRead = defineRead({
  name: 'storage discount',
  binding: { name: { group: storage, name: 'Get discount of storage' }, read: true },
  values: forProject,
  parse: asAnswered,
});

export const restreamCheckRead = defineRead({
  name: 'restream check',
  // Restream's check before buying, as real descriptions give it: its group's read of what a buy would cost.
  binding: { name: { group: restream, name: 'Load data for show card the tariffs v2' }, read: true },
  values: checkValues,
  parse: asAnswered,
});

export const transcodingCheckRead = defineRead({
  name: 'transcoding check',
  binding: { name: { group: transcoding, name: 'Check transcoding tariff before buy' }, read: true },
  values: checkValues,
  parse: asAnswered,
});

export const storageCheckRead = defineRead({
  name: 'storage check',
  binding: { name: { group: storage, name: 'Check storage tariff before buy' }, read: true },
  values: checkValues,
  parse: asAnswered,
});

export const webinarPlanRead = defineRead({
  name: 'webinar plan',
  binding: { name: { group: webinar, name: 'Get tariff for project' }, read: true },
  values: forProject,
  parse: asAnswered,
});

export const webinarTariffsRead = defineRead({
  name: 'webinar tariffs',
  binding: { name: { group: webinar, name: 'Get list of webinar tariffs' }, read: true },
  values: forProject,
  parse: asAnswered,
});

export const webinarDiscountRead = defineRead({
  name: 'webinar discount',
  binding: { name: { group: webinar, name: 'Get discount webinar' }, read: true },
  values: forProject,
  parse: asAnswered,
});

export const webinarCheckRead = defineRead({
  name: 'webinar check',
  binding: { name: { group: webinar, name: 'Check webinar tariff before buy' }, read: true },
  values: checkValues,
  parse: asAnswered,
});

/** Each kind's reads, by the kind's page. */
export const tariffReads = {
  restream: {
    plan: restreamPlanRead,
    list: restreamTariffsRead,
    discount: restreamDiscountRead,
    check: restreamCheckRead,
  },
  transcoding: {
    plan: transcodingPlanRead,
    list: transcodingTariffsRead,
    discount: transcodingDiscountRead,
    check: transcodingCheckRead,
  },
  storage: { plan: storagePlanRead, list: storageTariffsRead, discount: storageDiscountRead, check: storageCheckRead },
  webinar: { plan: webinarPlanRead, list: webinarTariffsRead, discount: webinarDiscountRead, check: webinarCheckRead },
} as const;

export type TariffKind = keyof typeof tariffReads;
