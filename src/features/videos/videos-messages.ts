// The Videos page's words in the three interface languages: a project's recordings and uploads, one video's page, the
// storage they use and an upload. Sizes, dates and lengths come formatted in the reader's language.
import { defineMessages } from '../../lib/i18n/message-table.ts';

export interface VideosMessages {
  title: string;
  intro: string;
  list: string;
  newestFirst: string;
  empty: string;
  emptyHow: string;
  streamPage: string;
  showMore: string;
  shown: (count: string, total: string) => string;
  untitled: (id: number) => string;
  /** A row's figures, for assistive technology: its date, length and size. */
  recorded: string;
  duration: string;
  size: string;
  picture: string;
  pixels: (width: string, height: string) => string;
  status: string;
  /** The statuses the service is known to send, in words; another is shown as the service words it. */
  statuses: Readonly<Record<string, string>>;
  readOnly: string;
  storage: {
    title: string;
    meter: string;
    used: (used: string, limit: string) => string;
    free: (free: string) => string;
    full: string;
    removing: (date: string) => string;
    plan: string;
  };
  upload: {
    choose: string;
    hint: string;
    opening: (name: string) => string;
    sending: (name: string) => string;
    progress: string;
    sent: (loaded: string, total: string) => string;
    pushless: string;
    cancel: string;
    cancelled: (name: string) => string;
    done: (name: string) => string;
    tooLarge: (name: string, size: string, free: string) => string;
    noSession: string;
    refused: (name: string) => string;
    notDescribed: string;
    badAddress: string;
    morePlan: string;
  };
  video: {
    back: string;
    notAVideo: (text: string) => string;
    download: (name: string) => string;
    downloadHint: string;
    notReady: string;
    badLink: string;
    /** The player's name for assistive technology. */
    player: (name: string) => string;
    /** Said where the browser cannot play the video. */
    cannotPlay: string;
    rename: string;
    name: string;
    save: string;
    saving: string;
    saved: string;
    unchanged: string;
    renameRefused: string;
    remove: string;
    removeTitle: (name: string) => string;
    removeBody: (size: string) => string;
    removeBodyNoSize: string;
    removeConfirm: string;
    removed: (name: string) => string;
    cancel: string;
  };
}

export const videosMessages = defineMessages<VideosMessages>({
  en: {
    title: 'Videos',
    intro: 'Recordings of your streams and the videos you upload.',
    list: 'Recordings and uploads',
    newestFirst: 'Newest first.',
    empty: 'No videos yet.',
    emptyHow: 'Turn on “Record the stream” on the Stream page, or upload a video.',
    streamPage: 'Stream page',
    showMore: 'Show more videos',
    shown: (count, total) => `Showing ${count} of ${total}.`,
    untitled: (id) => `Video ${id}`,
    recorded: 'Added',
    duration: 'Length',
    size: 'Size',
    picture: 'Resolution',
    pixels: (width, height) => `${width} × ${height} pixels`,
    status: 'Status',
    statuses: { processing: 'Processing', ready: 'Ready', error: 'Failed to process' },
    readOnly: 'You can watch and download this project’s videos; only its owner uploads, renames or deletes them.',
    storage: {
      title: 'Storage',
      meter: 'Storage used',
      used: (used, limit) => `${used} of ${limit} used`,
      free: (free) => `${free} free`,
      full: 'The storage is full.',
      removing: (date) => `Old videos are removed on ${date}.`,
      plan: 'Storage plan',
    },
    upload: {
      choose: 'Upload a video',
      hint: 'Choose a video file: it is sent straight to the project’s storage.',
      opening: (name) => `Preparing to upload “${name}”…`,
      sending: (name) => `Uploading “${name}”`,
      progress: 'Upload progress',
      sent: (loaded, total) => `${loaded} of ${total}`,
      pushless: 'The upload’s result is shown once it ends.',
      cancel: 'Cancel upload',
      cancelled: (name) => `The upload of “${name}” was cancelled.`,
      done: (name) => `“${name}” is uploaded. It appears in the list, processing at first.`,
      tooLarge: (name, size, free) => `“${name}” is ${size}, more than the ${free} free. Nothing was sent.`,
      noSession: 'An upload cannot start now. Try again later.',
      refused: (name) => `“${name}” was not uploaded.`,
      notDescribed: 'Videos cannot be uploaded here.',
      badAddress: 'The upload address is not a safe one to send files to. Nothing was sent.',
      morePlan: 'Delete old videos, or get more storage.',
    },
    video: {
      back: 'All videos',
      notAVideo: (text) => `“${text}” is not a video of this project.`,
      download: (name) => `Download “${name}”`,
      downloadHint: 'The link works for a while; open this page again for a new one.',
      notReady: 'It can be downloaded once it has been processed.',
      badLink: 'The download address is not a safe one to open.',
      player: (name) => `Play “${name}”`,
      cannotPlay: 'This browser cannot play this video here; download it to watch it.',
      rename: 'Rename',
      name: 'Name',
      save: 'Save name',
      saving: 'Saving…',
      saved: 'Name saved.',
      unchanged: 'The name is unchanged.',
      renameRefused: 'The name was not changed.',
      remove: 'Delete video',
      removeTitle: (name) => `Delete “${name}”?`,
      removeBody: (size) => `It is deleted for good, and its ${size} of storage is freed.`,
      removeBodyNoSize: 'It is deleted for good.',
      removeConfirm: 'Delete',
      removed: (name) => `“${name}” was deleted.`,
      cancel: 'Cancel',
    },
  },
  ru: {
    title: 'Видео',
    intro: 'Записи ваших трансляций и загруженные вами видео.',
    list: 'Записи и загрузки',
    newestFirst: 'Сначала новые.',
    empty: 'Видео пока нет.',
    emptyHow: 'Включите «Записывать трансляцию» на странице «Стрим» или загрузите видео.',
    streamPage: 'Страница «Стрим»',
    showMore: 'Показать ещё видео',
    shown: (count, total) => `Показано ${count} из ${total}.`,
    untitled: (id) => `Видео ${id}`,
    recorded: 'Добавлено',
    duration: 'Длительность',
    size: 'Размер',
    picture: 'Разрешение',
    pixels: (width, height) => `${width} × ${height} пикселей`,
    status: 'Состояние',
    statuses: { processing: 'Обрабатывается', ready: 'Готово', error: 'Не удалось обработать' },
    readOnly:
      'Вы можете смотреть и скачивать видео этого проекта; загружает, переименовывает и удаляет их только владелец.',
    storage: {
      title: 'Хранилище',
      meter: 'Занято в хранилище',
      used: (used, limit) => `Занято ${used} из ${limit}`,
      free: (free) => `Свободно ${free}`,
      full: 'Хранилище заполнено.',
      removing: (date) => `Старые видео будут удалены ${date}.`,
      plan: 'Тариф хранилища',
    },
    upload: {
      choose: 'Загрузить видео',
      hint: 'Выберите видеофайл: он отправляется прямо в хранилище проекта.',
      opening: (name) => `Готовим загрузку «${name}»…`,
      sending: (name) => `Загружается «${name}»`,
      progress: 'Ход загрузки',
      sent: (loaded, total) => `${loaded} из ${total}`,
      pushless: 'Результат загрузки будет виден, когда она закончится.',
      cancel: 'Отменить загрузку',
      cancelled: (name) => `Загрузка «${name}» отменена.`,
      done: (name) => `«${name}» загружено. Оно появится в списке — сначала в обработке.`,
      tooLarge: (name, size, free) => `«${name}» занимает ${size}, а свободно только ${free}. Ничего не отправлено.`,
      noSession: 'Загрузку сейчас не начать. Попробуйте позже.',
      refused: (name) => `«${name}» не загружено.`,
      notDescribed: 'Здесь видео загрузить нельзя.',
      badAddress: 'Адрес загрузки небезопасен для отправки файлов. Ничего не отправлено.',
      morePlan: 'Удалите старые видео или увеличьте хранилище.',
    },
    video: {
      back: 'Все видео',
      notAVideo: (text) => `«${text}» — не видео этого проекта.`,
      download: (name) => `Скачать «${name}»`,
      downloadHint: 'Ссылка действует какое-то время; откройте эту страницу снова, чтобы получить новую.',
      notReady: 'Скачать можно, когда обработка закончится.',
      badLink: 'Адрес для скачивания небезопасно открывать.',
      player: (name) => `Смотреть «${name}»`,
      cannotPlay: 'Этот браузер не может воспроизвести видео здесь; скачайте его, чтобы посмотреть.',
      rename: 'Переименовать',
      name: 'Название',
      save: 'Сохранить название',
      saving: 'Сохраняем…',
      saved: 'Название сохранено.',
      unchanged: 'Название не изменилось.',
      renameRefused: 'Название не изменено.',
      remove: 'Удалить видео',
      removeTitle: (name) => `Удалить «${name}»?`,
      removeBody: (size) => `Видео удаляется навсегда, в хранилище освободится ${size}.`,
      removeBodyNoSize: 'Видео удаляется навсегда.',
      removeConfirm: 'Удалить',
      removed: (name) => `«${name}» удалено.`,
      cancel: 'Отмена',
    },
  },
  cn: {
    title: '视频',
    intro: '你的直播录像和你上传的视频。',
    list: '录像和上传',
    newestFirst: '最新的在前。',
    empty: '还没有视频。',
    emptyHow: '在“开播”页面打开“录制直播”，或上传一个视频。',
    streamPage: '“开播”页面',
    showMore: '显示更多视频',
    shown: (count, total) => `已显示 ${count} / ${total}。`,
    untitled: (id) => `视频 ${id}`,
    recorded: '添加时间',
    duration: '时长',
    size: '大小',
    picture: '分辨率',
    pixels: (width, height) => `${width} × ${height} 像素`,
    status: '状态',
    statuses: { processing: '处理中', ready: '就绪', error: '处理失败' },
    readOnly: '你可以观看和下载该项目的视频；只有项目所有者可以上传、重命名或删除视频。',
    storage: {
      title: '存储空间',
      meter: '已用存储空间',
      used: (used, limit) => `已用 ${used} / ${limit}`,
      free: (free) => `剩余 ${free}`,
      full: '存储空间已满。',
      removing: (date) => `旧视频将于 ${date} 删除。`,
      plan: '存储套餐',
    },
    upload: {
      choose: '上传视频',
      hint: '选择一个视频文件：它会直接发送到项目的存储空间。',
      opening: (name) => `正在准备上传“${name}”…`,
      sending: (name) => `正在上传“${name}”`,
      progress: '上传进度',
      sent: (loaded, total) => `${loaded} / ${total}`,
      pushless: '上传结束后才会显示结果。',
      cancel: '取消上传',
      cancelled: (name) => `已取消上传“${name}”。`,
      done: (name) => `“${name}”已上传。它会出现在列表中，起初处于处理中。`,
      tooLarge: (name, size, free) => `“${name}”大小为 ${size}，超过剩余的 ${free}。未发送任何内容。`,
      noSession: '现在无法开始上传，请稍后再试。',
      refused: (name) => `“${name}”未上传。`,
      notDescribed: '此处无法上传视频。',
      badAddress: '上传地址不安全，无法发送文件。未发送任何内容。',
      morePlan: '请删除旧视频，或购买更多存储空间。',
    },
    video: {
      back: '全部视频',
      notAVideo: (text) => `“${text}”不是该项目的视频。`,
      download: (name) => `下载“${name}”`,
      downloadHint: '链接在一段时间内有效；再次打开本页可获取新链接。',
      notReady: '处理完成后即可下载。',
      badLink: '下载地址不安全，无法打开。',
      player: (name) => `播放“${name}”`,
      cannotPlay: '此浏览器无法在此播放该视频；请下载后观看。',
      rename: '重命名',
      name: '名称',
      save: '保存名称',
      saving: '正在保存…',
      saved: '名称已保存。',
      unchanged: '名称没有改变。',
      renameRefused: '名称未更改。',
      remove: '删除视频',
      removeTitle: (name) => `删除“${name}”？`,
      removeBody: (size) => `视频将被永久删除，并释放 ${size} 存储空间。`,
      removeBodyNoSize: '视频将被永久删除。',
      removeConfirm: '删除',
      removed: (name) => `“${name}”已删除。`,
      cancel: '取消',
    },
  },
});
