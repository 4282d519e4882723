import type { FieldWords } from '../../../components/form/field-words.ts';
import { defineMessages } from '../../../lib/i18n/message-table.ts';

/**
 * The words of the stream's title and description and of a destination's own settings, in the three interface
 * languages; they load with the Stream page. A field the page has no words for is named by the description's own
 * words for it; a value it has none for is shown as the service gives it.
 */
export interface TitlesMessages {
  title: string;
  /** Opens the form: one title and description for all. */
  edit: string;
  hint: string;
  titleLabel: string;
  descriptionLabel: string;
  count: (used: number, most: number) => string;
  apply: string;
  applying: string;
  /** Where the text is longer than a destination's platform takes: nothing is sent. */
  tooLong: (what: string, names: string) => string;
  limit: (name: string, most: number) => string;
  refused: string;
  /** Each destination's title after the service answered, as it reads it back. */
  results: string;
  applied: string;
  notApplied: (now: string) => string;
  notTaken: string;
  noTitle: string;
  sameEverywhere: (title: string) => string;
  differs: string;
  readOnly: string;
  /** Read-only for the account's level in the project, not for the plan. */
  levelReadOnly: string;
  toPlans: string;
  notDescribed: string;
  /** A destination's own settings (its dialog). */
  settings: {
    title: (name: string) => string;
    intro: string;
    save: string;
    saving: string;
    cancel: string;
    saved: string;
    nothingChanged: string;
    refused: string;
    /** A field's label (and hint), by the body's property; the forms' builder names the others. */
    fields: Readonly<Record<string, string | FieldWords>>;
    values: Readonly<Record<string, string>>;
    /** The first choice of a list of values, when none is chosen. */
    notSet: string;
    categorySearch: string;
    categoryNone: string;
    categoryChosen: (name: string) => string;
    categoryClear: string;
    categoryFound: (count: number) => string;
    playlistNone: string;
    planned: string;
    plannedNone: string;
    plannedChoose: string;
    plannedSet: string;
    noneDescribed: string;
    readOnly: string;
  };
}

export const titlesMessages = defineMessages<TitlesMessages>({
  en: {
    title: 'Title and description',
    edit: 'Set one title and description for all',
    hint: 'One title and description for every destination whose platform takes them. A destination of its own is set in its menu (⋯).',
    titleLabel: 'Title',
    descriptionLabel: 'Description',
    count: (used, most) => `${used} of ${most} characters`,
    apply: 'Apply to all destinations',
    applying: 'Applying…',
    tooLong: (what, names) => `The ${what} is longer than ${names} takes. Nothing was sent.`,
    limit: (name, most) => `${name} (${most} characters)`,
    refused: 'The title was not changed:',
    results: 'On each destination now',
    applied: 'Applied',
    notApplied: (now) => `Not applied: it shows “${now}”`,
    notTaken: 'Its platform takes no title',
    noTitle: 'no title',
    sameEverywhere: (title) => `Every destination shows “${title}”.`,
    differs: 'The destinations show different titles.',
    readOnly: 'Your plan does not let you change the title and description here.',
    levelReadOnly: 'Your access to this project does not let you change its title and description.',
    toPlans: 'See the plans',
    notDescribed: 'One title for every destination cannot be set here.',
    settings: {
      title: (name) => `${name}: title and settings`,
      intro: 'What this destination shows. Only what you change is sent.',
      save: 'Save',
      saving: 'Saving…',
      cancel: 'Cancel',
      saved: 'Saved.',
      nothingChanged: 'Nothing was changed, so nothing was sent.',
      refused: 'The settings were not saved:',
      fields: {
        title: 'Title',
        description: 'Description',
        category_id: 'Category',
        category_secondary_id: 'Second category',
        playlist_id: 'Playlist',
        tags: { label: 'Tags', hint: 'Separated by commas.' },
        privacy_video: 'Who can watch',
        privacy_comments: 'Who can comment',
        audience: 'Audience',
        latency: 'Latency',
        lang: 'Language of the stream',
        wall: 'Post on the wall',
        domain: 'Ingest domain',
        link: 'Link to the announcement',
        name: 'Name',
        url: 'Server address with the stream key',
      },
      values: {
        public: 'Everyone',
        unlisted: 'Anyone with the link',
        private: 'Only you',
        all: 'Everyone',
        members: 'Members',
        editors: 'Editors',
        nobody: 'Nobody',
        mark_for_kids: 'Made for children',
        mark_for_nokids: 'Not made for children',
        normal: 'Normal',
        low: 'Low',
        ultraLow: 'Ultra low',
        ru: 'Russian',
        en: 'English',
        cn: 'Chinese',
        CHANNEL_AUDIENCE_TYPE_FAMILYFRIENDLY: 'Family friendly',
        CHANNEL_AUDIENCE_TYPE_TEEN: 'Teens',
        CHANNEL_AUDIENCE_TYPE_EIGHTEENPLUS: 'Adults (18+)',
      },
      notSet: 'Not set',
      categorySearch: 'Search categories',
      categoryNone: 'No category',
      categoryChosen: (name) => `Category: ${name}`,
      categoryClear: 'Remove the category',
      categoryFound: (count) => (count === 1 ? '1 category found' : `${count} categories found`),
      playlistNone: 'No playlist',
      planned: 'Planned event',
      plannedNone: 'No planned event',
      plannedChoose: 'The next stream is',
      plannedSet: 'Use this event',
      noneDescribed: 'This destination has no settings to change here.',
      readOnly: 'Your plan does not let you change these settings.',
    },
  },
  ru: {
    title: 'Название и описание',
    edit: 'Задать одно название и описание для всех',
    hint: 'Одно название и описание для всех площадок, чья платформа их принимает. Свои — для отдельной площадки — в её меню (⋯).',
    titleLabel: 'Название',
    descriptionLabel: 'Описание',
    count: (used, most) => `${used} из ${most} символов`,
    apply: 'Применить ко всем площадкам',
    applying: 'Применяем…',
    tooLong: (what, names) => `${what} длиннее, чем принимает ${names}. Ничего не отправлено.`,
    limit: (name, most) => `${name} (${most} символов)`,
    refused: 'Название не изменено:',
    results: 'Сейчас на площадках',
    applied: 'Применено',
    notApplied: (now) => `Не применено: показывает «${now}»`,
    notTaken: 'Её платформа не принимает название',
    noTitle: 'без названия',
    sameEverywhere: (title) => `На всех площадках — «${title}».`,
    differs: 'На площадках разные названия.',
    readOnly: 'Ваш тариф не позволяет менять здесь название и описание.',
    levelReadOnly: 'Ваш доступ к этому проекту не позволяет менять его название и описание.',
    toPlans: 'Посмотреть тарифы',
    notDescribed: 'Одно название для всех площадок здесь задать нельзя.',
    settings: {
      title: (name) => `${name}: название и настройки`,
      intro: 'Что показывает эта площадка. Отправляется только то, что вы измените.',
      save: 'Сохранить',
      saving: 'Сохраняем…',
      cancel: 'Отмена',
      saved: 'Сохранено.',
      nothingChanged: 'Ничего не изменено, поэтому ничего не отправлено.',
      refused: 'Настройки не сохранены:',
      fields: {
        title: 'Название',
        description: 'Описание',
        category_id: 'Категория',
        category_secondary_id: 'Вторая категория',
        playlist_id: 'Плейлист',
        tags: { label: 'Теги', hint: 'Через запятую.' },
        privacy_video: 'Кто может смотреть',
        privacy_comments: 'Кто может комментировать',
        audience: 'Аудитория',
        latency: 'Задержка',
        lang: 'Язык трансляции',
        wall: 'Опубликовать на стене',
        domain: 'Домен приёма',
        link: 'Ссылка на анонс',
        name: 'Название',
        url: 'Адрес сервера с ключом потока',
      },
      values: {
        public: 'Все',
        unlisted: 'Все, у кого есть ссылка',
        private: 'Только вы',
        all: 'Все',
        members: 'Участники',
        editors: 'Редакторы',
        nobody: 'Никто',
        mark_for_kids: 'Для детей',
        mark_for_nokids: 'Не для детей',
        normal: 'Обычная',
        low: 'Низкая',
        ultraLow: 'Сверхнизкая',
        ru: 'Русский',
        en: 'Английский',
        cn: 'Китайский',
        CHANNEL_AUDIENCE_TYPE_FAMILYFRIENDLY: 'Для всей семьи',
        CHANNEL_AUDIENCE_TYPE_TEEN: 'Подростки',
        CHANNEL_AUDIENCE_TYPE_EIGHTEENPLUS: 'Взрослые (18+)',
      },
      notSet: 'Не задано',
      categorySearch: 'Найти категорию',
      categoryNone: 'Без категории',
      categoryChosen: (name) => `Категория: ${name}`,
      categoryClear: 'Убрать категорию',
      categoryFound: (count) => `Найдено категорий: ${count}`,
      playlistNone: 'Без плейлиста',
      planned: 'Запланированное событие',
      plannedNone: 'Без запланированного события',
      plannedChoose: 'Следующий эфир —',
      plannedSet: 'Выбрать это событие',
      noneDescribed: 'У этой площадки здесь нет настроек для изменения.',
      readOnly: 'Ваш тариф не позволяет менять эти настройки.',
    },
  },
  cn: {
    title: '标题和描述',
    edit: '为所有推流目标设置同一标题和描述',
    hint: '为所有接受标题和描述的推流目标设置同一个标题和描述。单个推流目标的设置在其菜单（⋯）中。',
    titleLabel: '标题',
    descriptionLabel: '描述',
    count: (used, most) => `${used} / ${most} 个字符`,
    apply: '应用到所有推流目标',
    applying: '正在应用…',
    tooLong: (what, names) => `${what}超出了 ${names} 允许的长度。未发送任何内容。`,
    limit: (name, most) => `${name}（${most} 个字符）`,
    refused: '标题未更改：',
    results: '各推流目标当前显示',
    applied: '已应用',
    notApplied: (now) => `未应用：显示为“${now}”`,
    notTaken: '其平台不接受标题',
    noTitle: '无标题',
    sameEverywhere: (title) => `所有推流目标都显示“${title}”。`,
    differs: '各推流目标显示的标题不同。',
    readOnly: '您的套餐不允许在此更改标题和描述。',
    levelReadOnly: '您对此项目的访问级别不允许更改其标题和描述。',
    toPlans: '查看套餐',
    notDescribed: '此处无法为所有推流目标设置同一标题。',
    settings: {
      title: (name) => `${name}：标题和设置`,
      intro: '此推流目标显示的内容。只会发送您更改的部分。',
      save: '保存',
      saving: '正在保存…',
      cancel: '取消',
      saved: '已保存。',
      nothingChanged: '没有更改，因此未发送任何内容。',
      refused: '设置未保存：',
      fields: {
        title: '标题',
        description: '描述',
        category_id: '分类',
        category_secondary_id: '第二分类',
        playlist_id: '播放列表',
        tags: { label: '标签', hint: '用逗号分隔。' },
        privacy_video: '谁可以观看',
        privacy_comments: '谁可以评论',
        audience: '受众',
        latency: '延迟',
        lang: '直播语言',
        wall: '发布到动态',
        domain: '接收域名',
        link: '预告链接',
        name: '名称',
        url: '包含推流密钥的服务器地址',
      },
      values: {
        public: '所有人',
        unlisted: '有链接的人',
        private: '仅自己',
        all: '所有人',
        members: '成员',
        editors: '编辑',
        nobody: '没有人',
        mark_for_kids: '面向儿童',
        mark_for_nokids: '非面向儿童',
        normal: '普通',
        low: '低',
        ultraLow: '超低',
        ru: '俄语',
        en: '英语',
        cn: '中文',
        CHANNEL_AUDIENCE_TYPE_FAMILYFRIENDLY: '适合全家',
        CHANNEL_AUDIENCE_TYPE_TEEN: '青少年',
        CHANNEL_AUDIENCE_TYPE_EIGHTEENPLUS: '成人（18+）',
      },
      notSet: '未设置',
      categorySearch: '搜索分类',
      categoryNone: '无分类',
      categoryChosen: (name) => `分类：${name}`,
      categoryClear: '移除分类',
      categoryFound: (count) => `找到 ${count} 个分类`,
      playlistNone: '无播放列表',
      planned: '计划中的活动',
      plannedNone: '无计划中的活动',
      plannedChoose: '下一场直播是',
      plannedSet: '使用此活动',
      noneDescribed: '此推流目标在此处没有可更改的设置。',
      readOnly: '您的套餐不允许更改这些设置。',
    },
  },
});
