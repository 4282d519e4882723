// The fixture description in the real service's own kind (the 'real-kind' mode of fixture-service.ts), for what the
// contract API's demo cannot show: "List of project for current user" answers the real kind's join rows (as the
// contract API does) whose projects are named by a first and a family name (`name` + `fename`), one with no name at
// all; each project's `photo_50` an avatar's address (one that loads, one that does not, one that is not an
// image's); its `type` a bare number, which the description names only in the 'real-kind-named-kinds' variant
// (x-enum-varnames). Restream's check before buying is the contract API's (tariff-kinds.spec.ts); here it is not
// described.

import { nested, num, str, withSchemas, object } from '../../src/testing/description-builder.ts';

/** Who each listed project is named after, by project ID; a project missing here has an empty name. */
export const REAL_KIND_NAMES: Readonly<Record<number, { name: string; fename: string }>> = {
  42: { name: 'Анна', fename: 'Петрова' },
  7: { name: 'Ночной', fename: 'эфир' },
  21: { name: 'Борис', fename: 'Гребенщиков' },
};

/** The avatars' host, answered by the test itself (e2e runs offline): AVATAR_LOADS is a picture, the rest 404. */
export const AVATAR_HOST = 'https://avatars.example';
export const AVATAR_LOADS = `${AVATAR_HOST}/anna_50.png`;
export const AVATAR_BROKEN = `${AVATAR_HOST}/night_50.png`;

/** Each listed project's `photo_50`, by project ID: a picture, a picture that fails, an address never loaded. */
export const REAL_KIND_PHOTOS: Readonly<Record<number, string>> = {
  42: AVATAR_LOADS,
  7: AVATAR_BROKEN,
  33: 'javascript:alert(document.domain)',
};

/** Each listed project's `type` (0 personal, 1 team, where the description names them); 0 when not here. */
const REAL_KIND_TYPES: Readonly<Record<number, number>> = { 42: 0, 7: 1 };

const projectDto = (kindsNamed: boolean) =>
  object({
    user_id: num('Владелец'),
    project_id: num('Идентификатор проекта'),
    name: str('Имя'),
    fename: str('Фамилия'),
    photo_50: str('Аватар'),
    type: kindsNamed ? { ...num('Тип'), enum: [0, 1], 'x-enum-varnames': ['personal', 'team'] } : num('Тип'),
    external_id: str('Внешний идентификатор'),
    access_type: num('Доступ'),
  });

const UserProjectShortDto = object({
  id: num('Идентификатор записи'),
  user_id: num('Пользователь'),
  project_id: num('Идентификатор проекта'),
  access_type: num('Доступ'),
  project: nested('ProjectDto', 'Проект'),
  member_count: num('Участников'),
});

/**
 * The framework-style description with the project list's items as the real kind's join rows;
 * `kindsNamed`: the project's `type` is an enum whose values the description names.
 */
export function realKindDescription(description: Record<string, unknown>, kindsNamed = false): Record<string, unknown> {
  return withSchemas(description, { ProjectDto: projectDto(kindsNamed), UserProjectShortDto });
}

/** A page of the list, each `{project_id, title}` item as the join row the real kind answers. */
export function realKindRows(body: unknown): unknown {
  const page = body as { results: { project_id: number }[] };
  return {
    ...page,
    results: page.results.map(({ project_id }, index) => ({
      id: 1000 + index,
      user_id: 5,
      project_id,
      access_type: 1,
      project: {
        user_id: 5,
        project_id,
        ...(REAL_KIND_NAMES[project_id] ?? { name: '', fename: '' }),
        photo_50: REAL_KIND_PHOTOS[project_id] ?? '',
        type: REAL_KIND_TYPES[project_id] ?? 0,
        external_id: `ext-${project_id}`,
        access_type: 1,
      },
      member_count: 1,
    })),
  };
}

// Answers of the real kind's own shapes (../shared/real-kind-shapes.md, "Named shapes") for what the pages read that
// a demo could invent: the unit tests of the readers hold the pages to them.

/**
 * "Get user screen notify" as the real kind answers it (SiteScreenNotifyUserResponse): an action's words are its
 * InternalNotifyTypeActionText, a `title` in each language (and `complited_title`, what it says once done), with no
 * `text`.
 */
export const REAL_KIND_SCREEN_NOTICE = {
  type: 'warning',
  title: 'Битрейт выше тарифа',
  text: 'Поток приходит с битрейтом выше, чем позволяет тариф.',
  actions: [
    {
      name: 'cabinet_link',
      value: '/projects/42/tariffs/restream',
      type: 'link',
      text: [
        { language: 'russian', language_iso: 'ru', title: 'Выбрать тариф', complited_title: '' },
        { language: 'english', language_iso: 'en', title: 'Choose a plan', complited_title: '' },
      ],
      icon: '',
      group_id: 'g-screen',
      group_type: 'default',
    },
    {
      name: 'accept',
      value: '16',
      type: 'primary',
      text: [
        { language: 'russian', language_iso: 'ru', title: 'Принять', complited_title: 'Принято' },
        { language: 'english', language_iso: 'en', title: 'Accept', complited_title: 'Accepted' },
      ],
      icon: '',
      group_id: 'g-invite',
      group_type: 'toggle',
    },
  ],
};

/**
 * Two entries of "Transaction list for frontend" as the real kind answers them (MoneyFlowResponse): a plan bought,
 * whose details (MoneyFlowDetails, both fields required) end when the plan does, and a top-up, whose details are
 * dated when it was made — nothing of it ends.
 */
export const REAL_KIND_MONEY_FLOW = [
  {
    money_flow_id: 12,
    amount: -790,
    currency: 'rub',
    date: '2026-05-26T09:00:00.000Z',
    type: 'plan_restream_buy',
    balance: 5790,
    details: { title: 'Standard', date_end: '2026-06-26T09:00:00.000Z' },
  },
  {
    money_flow_id: 11,
    amount: 3000,
    currency: 'rub',
    date: '2026-05-25T18:30:00.000Z',
    type: 'payment',
    balance: 2790,
    details: { title: 'Bank card', date_end: '2026-05-25T18:30:00.000Z' },
  },
];
