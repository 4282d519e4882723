import { defineMessages } from '../../lib/i18n/message-table.ts';
import type { CardListWords } from '../../components/card-list-page.tsx';

// Words of the Pull links page, in the three interface languages; they load with the page only. What the service says
// (a link's name, a city, a refusal) is shown as given; its transports and states by the page's words where it knows
// them, else as given.

export interface PullLinksMessages extends CardListWords {
  unnamed: (transport: string) => string;
  transports: Readonly<Record<string, string>>;
  statuses: Readonly<Record<string, string>>;
  address: string;
  secret: { hiddenValue: string; show: string; copy: string };
  server: (city: string) => string;
  actions: {
    check: string;
    checking: string;
    change: string;
    remove: string;
    cancel: string;
  };
  checked: (status: string) => string;
  checkFailed: string;
  readOnly: string;
  /** The way to the plans where the service refuses a link. */
  plan: { refusedHint: string; link: string };
  confirm: { removeTitle: string; removeBody: (name: string) => string };
  done: { made: (name: string) => string; changed: (name: string) => string; removed: (name: string) => string };
  form: {
    createTitle: string;
    changeTitle: (name: string) => string;
    fields: Readonly<Record<string, string | { label: string; hint?: string }>>;
    none: string;
    submitCreate: string;
    submitChange: string;
    submitting: string;
    sent: string;
    refused: string;
    nothingChanged: string;
  };
}

export const pullLinksMessages = defineMessages<PullLinksMessages>({
  en: {
    title: 'Pull links',
    back: '← Stream',
    intro:
      'Addresses others pull your live stream from — a player on your site, another restreamer, OBS at a studio — by RTMP, SRT or HLS. Whoever has a link can take your stream: share it only with those you trust.',
    heading: 'Links',
    none: 'No pull links yet.',
    create: 'New link',
    unnamed: (transport) => `${transport} link`,
    transports: { rtmp: 'RTMP', srt: 'SRT', hls: 'HLS' },
    statuses: { active: 'Active', inactive: 'Inactive', error: 'Not working' },
    address: 'Address',
    secret: { hiddenValue: 'Hidden address', show: 'Reveal', copy: 'Copy' },
    server: (city) => `Server: ${city}`,
    actions: {
      check: 'Check',
      checking: 'Checking…',
      change: 'Change server',
      remove: 'Delete',
      cancel: 'Cancel',
    },
    checked: (status) => `Checked: ${status}`,
    checkFailed: 'The link could not be checked.',
    readOnly: 'Your access to this project lets you see its pull links, not change them.',
    plan: { refusedHint: 'How many pull links a project may have depends on its plan:', link: 'Plans' },
    confirm: {
      removeTitle: 'Delete the pull link?',
      removeBody: (name) => `“${name}” stops working for good: whoever pulls your stream from it loses it.`,
    },
    done: {
      made: (name) => `“${name}” made.`,
      changed: (name) => `“${name}” changed.`,
      removed: (name) => `“${name}” deleted.`,
    },
    form: {
      createTitle: 'New pull link',
      changeTitle: (name) => `Change “${name}”`,
      fields: {
        transport: {
          label: 'Transport',
          hint: 'RTMP for OBS and restreamers, SRT over poor networks, HLS for players.',
        },
        name: 'Name',
        region: 'Server',
      },
      none: '—',
      submitCreate: 'Make the link',
      submitChange: 'Save',
      submitting: 'Saving…',
      sent: 'Saved',
      refused: 'The link was not saved.',
      nothingChanged: 'Nothing changed.',
    },
  },
  ru: {
    title: 'Ссылки для забора',
    back: '← Стрим',
    intro:
      'Адреса, по которым другие забирают ваш эфир — плеер на сайте, другой рестример, OBS в студии — по RTMP, SRT или HLS. Кто знает ссылку, может забрать ваш поток: давайте её только тем, кому доверяете.',
    heading: 'Ссылки',
    none: 'Ссылок для забора пока нет.',
    create: 'Новая ссылка',
    unnamed: (transport) => `Ссылка ${transport}`,
    transports: { rtmp: 'RTMP', srt: 'SRT', hls: 'HLS' },
    statuses: { active: 'Работает', inactive: 'Не используется', error: 'Не работает' },
    address: 'Адрес',
    secret: { hiddenValue: 'Скрытый адрес', show: 'Показать', copy: 'Копировать' },
    server: (city) => `Сервер: ${city}`,
    actions: {
      check: 'Проверить',
      checking: 'Проверяем…',
      change: 'Сменить сервер',
      remove: 'Удалить',
      cancel: 'Отмена',
    },
    checked: (status) => `Проверено: ${status}`,
    checkFailed: 'Не удалось проверить ссылку.',
    readOnly: 'Ваш доступ к проекту позволяет видеть его ссылки для забора, но не менять их.',
    plan: { refusedHint: 'Сколько ссылок может быть у проекта, зависит от его тарифа:', link: 'Тарифы' },
    confirm: {
      removeTitle: 'Удалить ссылку для забора?',
      removeBody: (name) => `«${name}» перестанет работать навсегда: кто забирает ваш поток по ней, потеряет его.`,
    },
    done: {
      made: (name) => `«${name}» создана.`,
      changed: (name) => `«${name}» изменена.`,
      removed: (name) => `«${name}» удалена.`,
    },
    form: {
      createTitle: 'Новая ссылка для забора',
      changeTitle: (name) => `Изменить «${name}»`,
      fields: {
        transport: {
          label: 'Протокол',
          hint: 'RTMP — для OBS и рестримеров, SRT — для плохих сетей, HLS — для плееров.',
        },
        name: 'Название',
        region: 'Сервер',
      },
      none: '—',
      submitCreate: 'Создать ссылку',
      submitChange: 'Сохранить',
      submitting: 'Сохраняем…',
      sent: 'Сохранено',
      refused: 'Ссылка не сохранена.',
      nothingChanged: 'Ничего не изменено.',
    },
  },
  cn: {
    title: '拉流链接',
    back: '← 开播',
    intro:
      '他人通过 RTMP、SRT 或 HLS 拉取您直播流的地址，例如网站上的播放器、其他转推服务或演播室里的 OBS。拿到链接的人都能获取您的直播流：只分享给您信任的人。',
    heading: '链接',
    none: '还没有拉流链接。',
    create: '新建链接',
    unnamed: (transport) => `${transport} 链接`,
    transports: { rtmp: 'RTMP', srt: 'SRT', hls: 'HLS' },
    statuses: { active: '可用', inactive: '未使用', error: '不可用' },
    address: '地址',
    secret: { hiddenValue: '已隐藏的地址', show: '显示', copy: '复制' },
    server: (city) => `服务器：${city}`,
    actions: {
      check: '检查',
      checking: '正在检查…',
      change: '更换服务器',
      remove: '删除',
      cancel: '取消',
    },
    checked: (status) => `检查结果：${status}`,
    checkFailed: '无法检查该链接。',
    readOnly: '您在此项目中的权限只能查看拉流链接，不能修改。',
    plan: { refusedHint: '项目可拥有的拉流链接数量取决于其套餐：', link: '套餐' },
    confirm: {
      removeTitle: '删除此拉流链接？',
      removeBody: (name) => `“${name}”将永久失效：通过它拉取您直播流的人将无法再获取。`,
    },
    done: {
      made: (name) => `“${name}”已创建。`,
      changed: (name) => `“${name}”已更改。`,
      removed: (name) => `“${name}”已删除。`,
    },
    form: {
      createTitle: '新建拉流链接',
      changeTitle: (name) => `更改“${name}”`,
      fields: {
        transport: { label: '传输协议', hint: 'RTMP 适用于 OBS 和转推服务，SRT 适用于较差的网络，HLS 适用于播放器。' },
        name: '名称',
        region: '服务器',
      },
      none: '—',
      submitCreate: '创建链接',
      submitChange: '保存',
      submitting: '正在保存…',
      sent: '已保存',
      refused: '链接未保存。',
      nothingChanged: '没有任何更改。',
    },
  },
});
