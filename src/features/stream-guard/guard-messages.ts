import { defineMessages } from '../../lib/i18n/message-table.ts';

// The stream guard's words: what viewers see when the stream pauses or its signal is lost, and how long the platforms
// are held. A chosen video is `string` (its name), `null` when none is chosen, `undefined` when the service does not
// say.

export type GuardSlot = 'pause' | 'lost';

export interface GuardLine {
  pause: string | null | undefined;
  lost: string | null | undefined;
  /** How long the platforms are held, in words. */
  wait: string | undefined;
}

const join = (parts: (string | undefined)[], separator: string, end: string) => {
  const said = parts.filter((part): part is string => part !== undefined);
  if (said.length === 0) return undefined;
  const line = said.join(separator);
  return `${line.charAt(0).toLocaleUpperCase()}${line.slice(1)}${end}`;
};

const en = {
  title: 'If the stream drops',
  /** The folded part's one line: "Viewers see “Be right back” on pause; nothing chosen for a lost signal; …". */
  line: ({ pause, lost, wait }: GuardLine): string | undefined =>
    join(
      [
        pause === undefined
          ? undefined
          : pause === null
            ? 'nothing chosen for a pause'
            : `viewers see “${pause}” on pause`,
        lost === undefined
          ? undefined
          : lost === null
            ? 'nothing chosen for a lost signal'
            : typeof pause === 'string'
              ? `“${lost}” on a lost signal`
              : `viewers see “${lost}” on a lost signal`,
        wait === undefined ? undefined : `the platforms are held for ${wait}`,
      ],
      '; ',
      '.',
    ),
  reading: 'Reading…',
  notDescribed: 'What viewers see if the stream drops cannot be set here.',
  wait: (wait: string) => `When the signal drops, the platforms are held for ${wait}.`,
  slots: { pause: 'On pause', lost: 'When the signal is lost' } satisfies Record<GuardSlot, string>,
  nothingChosen: 'Nothing chosen',
  notSaid: 'Which videos are shown and how long the platforms are held is not known here.',
  notRead: 'Which videos are shown and how long the platforms are held could not be read.',
  /** The buttons' names: their words, then what they are for. */
  choose: { pause: 'Choose the video shown on pause', lost: 'Choose the video shown when the signal is lost' },
  change: { pause: 'Change the video shown on pause', lost: 'Change the video shown when the signal is lost' },
  changeShort: 'Change',
  chooseShort: 'Choose',
  chooserTitle: { pause: 'The video shown on pause', lost: 'The video shown when the signal is lost' },
  chooserLegend: 'Videos',
  use: { pause: 'Show on pause', lost: 'Show when the signal is lost' },
  noneToChoose: 'There is no video to choose yet.',
  cancel: 'Cancel',
  videos: 'Videos to show',
  noVideos: 'No videos yet.',
  untitled: 'Untitled video',
  shownOn: { pause: 'Shown on pause', lost: 'Shown when the signal is lost' },
  states: {
    processing: 'Processing…',
    ready: 'Ready',
    cancelled: 'Processing cancelled',
    failed: 'Processing failed',
  },
  /** Why a video cannot be chosen, by its state; `other` where the service does not say why. */
  why: {
    processing: 'It can be chosen once it is processed.',
    ready: 'It cannot be chosen.',
    cancelled: 'Its processing was cancelled: it cannot be chosen.',
    failed: 'Its processing failed: it cannot be chosen.',
    other: 'It cannot be chosen.',
  },
  serviceState: (status: string) => `State: ${status}`,
  updates: {
    pushed: 'Its state changes here as soon as processing moves on.',
    connecting: 'Connecting for live updates…',
    polling: (seconds: number) => `Its state is checked every ${seconds} seconds.`,
    stopped: (seconds: number) => `Live updates stopped; its state is checked every ${seconds} seconds.`,
    reconnect: 'Reconnect',
  },
  more: (name: string) => `More for “${name}”`,
  rename: 'Rename',
  stop: 'Stop processing',
  delete: 'Delete',
  renameTitle: (name: string) => `Rename “${name}”`,
  nameField: 'Name',
  save: 'Save',
  saving: 'Saving…',
  renamed: 'Renamed.',
  nothingChanged: 'The name is as it was: nothing was sent.',
  renameRefused: 'It was not renamed:',
  close: 'Close',
  stopTitle: (name: string) => `Stop processing “${name}”?`,
  stopBody: 'It cannot be chosen after that.',
  deleteTitle: (name: string) => `Delete “${name}”?`,
  deleteBody: 'It is removed from the videos to show.',
  readOnly: 'Your access to this project does not let you change what viewers see if the stream drops.',
  /** In the confirmation of Pause. */
  whilePaused: (name: string) => `Viewers will see “${name}” while paused.`,
  nothingWhilePaused: 'No video is chosen for a pause: choose one under “If the stream drops”.',
  done: {
    set: { pause: 'The video shown on pause is changed.', lost: 'The video shown when the signal is lost is changed.' },
    stop: 'Processing stopped.',
    delete: 'Deleted.',
  },
};

export type GuardMessages = typeof en;

export const guardMessages = defineMessages<GuardMessages>({
  en,
  ru: {
    title: 'Если эфир прервётся',
    line: ({ pause, lost, wait }) =>
      join(
        [
          pause === undefined
            ? undefined
            : pause === null
              ? 'на паузу ничего не выбрано'
              : `зрители видят «${pause}» на паузе`,
          lost === undefined
            ? undefined
            : lost === null
              ? 'при потере сигнала ничего не выбрано'
              : typeof pause === 'string'
                ? `«${lost}» при потере сигнала`
                : `зрители видят «${lost}» при потере сигнала`,
          wait === undefined ? undefined : `время удержания площадок — ${wait}`,
        ],
        '; ',
        '.',
      ),
    reading: 'Загрузка…',
    notDescribed: 'Что видят зрители, если эфир прервётся, здесь задать нельзя.',
    wait: (wait) => `Время удержания площадок при потере сигнала — ${wait}.`,
    slots: { pause: 'На паузе', lost: 'При потере сигнала' },
    nothingChosen: 'Ничего не выбрано',
    notSaid: 'Какие видео показываются и сколько удерживаются площадки, здесь неизвестно.',
    notRead: 'Не удалось узнать, какие видео показываются и сколько удерживаются площадки.',
    choose: { pause: 'Выбрать видео на паузу', lost: 'Выбрать видео при потере сигнала' },
    change: { pause: 'Изменить видео на паузе', lost: 'Изменить видео при потере сигнала' },
    changeShort: 'Изменить',
    chooseShort: 'Выбрать',
    chooserTitle: { pause: 'Видео на паузе', lost: 'Видео при потере сигнала' },
    chooserLegend: 'Видео',
    use: { pause: 'Показывать на паузе', lost: 'Показывать при потере сигнала' },
    noneToChoose: 'Пока нет видео, которое можно выбрать.',
    cancel: 'Отмена',
    videos: 'Видео для показа',
    noVideos: 'Видео пока нет.',
    untitled: 'Видео без названия',
    shownOn: { pause: 'Показывается на паузе', lost: 'Показывается при потере сигнала' },
    states: {
      processing: 'Обрабатывается…',
      ready: 'Готово',
      cancelled: 'Обработка отменена',
      failed: 'Обработка не удалась',
    },
    why: {
      processing: 'Его можно будет выбрать, когда обработка закончится.',
      ready: 'Его нельзя выбрать.',
      cancelled: 'Его обработка отменена: выбрать его нельзя.',
      failed: 'Его обработка не удалась: выбрать его нельзя.',
      other: 'Его нельзя выбрать.',
    },
    serviceState: (status) => `Состояние: ${status}`,
    updates: {
      pushed: 'Состояние меняется здесь, как только обработка продвинется.',
      connecting: 'Подключение к обновлениям в реальном времени…',
      polling: (seconds) => `Состояние проверяется каждые ${seconds} с.`,
      stopped: (seconds) => `Обновления в реальном времени остановлены; состояние проверяется каждые ${seconds} с.`,
      reconnect: 'Переподключиться',
    },
    more: (name) => `Ещё для «${name}»`,
    rename: 'Переименовать',
    stop: 'Остановить обработку',
    delete: 'Удалить',
    renameTitle: (name) => `Переименовать «${name}»`,
    nameField: 'Название',
    save: 'Сохранить',
    saving: 'Сохранение…',
    renamed: 'Переименовано.',
    nothingChanged: 'Название не изменилось: ничего не отправлено.',
    renameRefused: 'Видео не переименовано:',
    close: 'Закрыть',
    stopTitle: (name) => `Остановить обработку «${name}»?`,
    stopBody: 'После этого его нельзя будет выбрать.',
    deleteTitle: (name) => `Удалить «${name}»?`,
    deleteBody: 'Оно исчезнет из видео для показа.',
    readOnly: 'Ваш доступ к этому проекту не позволяет менять, что видят зрители, если эфир прервётся.',
    whilePaused: (name) => `На паузе зрители увидят «${name}».`,
    nothingWhilePaused: 'Видео на паузу не выбрано: его можно выбрать в разделе «Если эфир прервётся».',
    done: {
      set: { pause: 'Видео на паузе изменено.', lost: 'Видео при потере сигнала изменено.' },
      stop: 'Обработка остановлена.',
      delete: 'Удалено.',
    },
  },
  cn: {
    title: '如果直播中断',
    line: ({ pause, lost, wait }) =>
      join(
        [
          pause === undefined ? undefined : pause === null ? '暂停时未选择视频' : `暂停时观众看到“${pause}”`,
          lost === undefined ? undefined : lost === null ? '信号中断时未选择视频' : `信号中断时观众看到“${lost}”`,
          wait === undefined ? undefined : `各平台保持 ${wait}`,
        ],
        '；',
        '。',
      ),
    reading: '正在读取…',
    notDescribed: '此处无法设置直播中断时观众看到的内容。',
    wait: (wait) => `信号中断后，各平台保持 ${wait}。`,
    slots: { pause: '暂停时', lost: '信号中断时' },
    nothingChosen: '未选择',
    notSaid: '此处无法得知显示哪些视频以及各平台保持多久。',
    notRead: '无法读取显示哪些视频以及各平台保持多久。',
    choose: { pause: '选择暂停时显示的视频', lost: '选择信号中断时显示的视频' },
    change: { pause: '更改暂停时显示的视频', lost: '更改信号中断时显示的视频' },
    changeShort: '更改',
    chooseShort: '选择',
    chooserTitle: { pause: '暂停时显示的视频', lost: '信号中断时显示的视频' },
    chooserLegend: '视频',
    use: { pause: '暂停时显示', lost: '信号中断时显示' },
    noneToChoose: '还没有可选择的视频。',
    cancel: '取消',
    videos: '可显示的视频',
    noVideos: '还没有视频。',
    untitled: '未命名视频',
    shownOn: { pause: '暂停时显示', lost: '信号中断时显示' },
    states: {
      processing: '处理中…',
      ready: '就绪',
      cancelled: '处理已取消',
      failed: '处理失败',
    },
    why: {
      processing: '处理完成后即可选择。',
      ready: '无法选择它。',
      cancelled: '其处理已取消，无法选择。',
      failed: '其处理失败，无法选择。',
      other: '无法选择它。',
    },
    serviceState: (status) => `状态：${status}`,
    updates: {
      pushed: '处理一有进展，状态即在此更新。',
      connecting: '正在连接实时更新…',
      polling: (seconds) => `每 ${seconds} 秒检查一次状态。`,
      stopped: (seconds) => `实时更新已停止；每 ${seconds} 秒检查一次状态。`,
      reconnect: '重新连接',
    },
    more: (name) => `“${name}”的更多操作`,
    rename: '重命名',
    stop: '停止处理',
    delete: '删除',
    renameTitle: (name) => `重命名“${name}”`,
    nameField: '名称',
    save: '保存',
    saving: '正在保存…',
    renamed: '已重命名。',
    nothingChanged: '名称未更改：未发送任何内容。',
    renameRefused: '未重命名：',
    close: '关闭',
    stopTitle: (name) => `停止处理“${name}”？`,
    stopBody: '此后将无法选择它。',
    deleteTitle: (name) => `删除“${name}”？`,
    deleteBody: '它将从可显示的视频中移除。',
    readOnly: '您对此项目的访问级别不允许更改直播中断时观众看到的内容。',
    whilePaused: (name) => `暂停期间观众将看到“${name}”。`,
    nothingWhilePaused: '未选择暂停时显示的视频：可在“如果直播中断”中选择。',
    done: {
      set: { pause: '暂停时显示的视频已更改。', lost: '信号中断时显示的视频已更改。' },
      stop: '已停止处理。',
      delete: '已删除。',
    },
  },
});
