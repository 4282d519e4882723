import type { FieldWords } from '../../components/form/field-words.ts';
import { defineMessages } from '../../lib/i18n/message-table.ts';
import type { CardListWords } from '../../components/card-list-page.tsx';

// Words of the Quality page and of a destination's quality on the Stream page, in the three interface languages; they
// load with those parts only. What the service says (a profile's name, a refusal, a preset) is shown as given; a unit
// only where the deployment gives one (model/units.ts).

export interface QualityMessages extends CardListWords {
  unnamed: (id: string) => string;
  /** "1280×720", "30 fps", "2,500 kbps video": the parts of a profile's summary line. */
  summary: {
    size: (width: string, height: string) => string;
    fps: (fps: string) => string;
    video: (bitrate: string) => string;
    audio: (bitrate: string) => string;
  };
  /** The codecs' names, by the service's value. */
  codecs: Readonly<Record<string, string>>;
  running: string;
  notRunning: string;
  state: {
    title: string;
    source: (yes: boolean) => string;
    transcoding: (yes: boolean) => string;
    target: (yes: boolean) => string;
    bitrate: (value: string) => string;
    delay: (value: string) => string;
    since: (time: string) => string;
  };
  setOn: string;
  setOnNone: string;
  details: string;
  detail: {
    preset: string;
    bFrames: string;
    rotation: string;
    mode: string;
    delay: string;
    created: string;
  };
  modes: Readonly<Record<string, string>>;
  actions: { edit: string; stop: string; resetDelay: string; remove: string; cancel: string; close: string };
  /** The way to the transcoding plans where the plan does not allow profiles. */
  plan: {
    none: string;
    ended: string;
    refusedHint: string;
    link: string;
  };
  readOnly: string;
  confirm: {
    stopTitle: string;
    stopBody: (name: string) => string;
    resetTitle: string;
    resetBody: (name: string) => string;
    removeTitle: string;
    removeBody: (name: string) => string;
    runningFor: (destinations: string) => string;
    editTitle: string;
    editBody: (name: string) => string;
    save: string;
  };
  done: {
    stopped: (name: string) => string;
    reset: (name: string) => string;
    removed: (name: string) => string;
    saved: (name: string) => string;
  };
  form: {
    createTitle: string;
    editTitle: (name: string) => string;
    fields: (units: {
      video?: string;
      audio?: string;
      delay?: string;
    }) => Readonly<Record<string, string | FieldWords>>;
    /** Above the presets. */
    presets: string;
    /** A preset's name: its height and frames a second. */
    presetLabel: (height: number, fps: number) => string;
    /** A preset's line: its video bitrate, with its unit where given. */
    presetHint: (bitrate: string) => string;
    /** The summary the encoder's rarer settings are folded under. */
    advanced: string;
    none: string;
    submitCreate: string;
    submitEdit: string;
    submitting: string;
    sent: string;
    refused: string;
    nothingChanged: string;
    noDestinations: string;
  };
  /** A destination's quality, in its ⋯ menu and on its row. */
  destination: {
    item: (quality: string) => string;
    asSent: string;
    asSentHint: string;
    row: (profile: string) => string;
    unknownProfile: (id: string) => string;
    title: (destination: string) => string;
    choices: string;
    live: string;
    save: string;
    saving: string;
    refused: string;
    manage: string;
    noProfiles: string;
  };
}

export const qualityMessages = defineMessages<QualityMessages>({
  en: {
    title: 'Quality',
    back: '← Stream',
    intro:
      'A profile re-encodes your stream — another size, frame rate or bitrate — for the destinations it is set on. The others get the stream as you send it.',
    heading: 'Profiles',
    none: 'No profiles yet: every destination gets the stream as you send it.',
    create: 'New profile',
    unnamed: (id) => `Profile ${id}`,
    summary: {
      size: (width, height) => `${width}×${height}`,
      fps: (fps) => `${fps} fps`,
      video: (bitrate) => `${bitrate} video`,
      audio: (bitrate) => `${bitrate} audio`,
    },
    codecs: { h264: 'H.264', hevc: 'HEVC (H.265)' },
    running: 'Running',
    notRunning: 'Not running',
    state: {
      title: 'Now',
      source: (yes) => (yes ? 'Your stream reaches it' : 'Your stream does not reach it'),
      transcoding: (yes) => (yes ? 'Transcoding' : 'Not transcoding'),
      target: (yes) => (yes ? 'Its destinations receive it' : 'Its destinations do not receive it'),
      bitrate: (value) => `Bitrate now: ${value}`,
      delay: (value) => `Delay now: ${value}`,
      since: (time) => `Since ${time}`,
    },
    setOn: 'Set on:',
    setOnNone: 'Set on no destination',
    details: 'Details',
    detail: {
      preset: 'Encoder preset',
      bFrames: 'B-frames',
      rotation: 'Rotation',
      mode: 'Mode',
      delay: 'Delay',
      created: 'Made',
    },
    modes: { custom: 'Custom', twitch: 'Twitch' },
    actions: {
      edit: 'Edit',
      stop: 'Stop',
      resetDelay: 'Reset delay',
      remove: 'Delete',
      cancel: 'Cancel',
      close: 'Close',
    },
    plan: {
      none: 'This project’s plan has no transcoding, so profiles cannot be made or changed here.',
      ended: 'This project’s transcoding plan has ended, so profiles cannot be made or changed here.',
      refusedHint: 'Profiles need a transcoding plan that allows them:',
      link: 'Transcoding plans',
    },
    readOnly: 'Your access to this project lets you see its profiles, not change them.',
    confirm: {
      stopTitle: 'Stop the profile?',
      stopBody: (name) => `“${name}” stops transcoding now, while you are live.`,
      resetTitle: 'Reset the delay?',
      resetBody: (name) => `“${name}” is running: its delay is reset now, while you are live.`,
      removeTitle: 'Delete the profile?',
      removeBody: (name) => `“${name}” is deleted for good.`,
      runningFor: (destinations) => `It is running now, for ${destinations}.`,
      editTitle: 'Change a running profile?',
      editBody: (name) => `“${name}” is running: its destinations get the new settings while you are live.`,
      save: 'Save',
    },
    done: {
      stopped: (name) => `“${name}” stopped.`,
      reset: (name) => `The delay of “${name}” was reset.`,
      removed: (name) => `“${name}” deleted.`,
      saved: (name) => `“${name}” saved.`,
    },
    form: {
      createTitle: 'New profile',
      editTitle: (name) => `Edit “${name}”`,
      fields: (units) => ({
        name: 'Name',
        videoCodec: 'Video codec',
        videoCodecId: 'Video codec number',
        mode: 'Mode',
        width: 'Width',
        height: 'Height',
        fps: 'Frames per second',
        vBitrate: units.video ? `Video bitrate, ${units.video}` : 'Video bitrate',
        aBitrate: units.audio ? `Audio bitrate, ${units.audio}` : 'Audio bitrate',
        rotation: 'Rotation',
        bFrames: 'B-frames',
        channelIds: 'Destinations',
        preset: { label: 'Encoder preset', hint: 'For example veryfast.' },
        delay: units.delay ? `Delay, ${units.delay}` : 'Delay',
      }),
      presets: 'Start from',
      presetLabel: (height, fps) => `${height}p · ${fps} fps`,
      presetHint: (bitrate) => `${bitrate} video`,
      advanced: 'Advanced encoder settings',
      none: '—',
      submitCreate: 'Make the profile',
      submitEdit: 'Save',
      submitting: 'Saving…',
      sent: 'Saved',
      refused: 'The profile was not saved.',
      nothingChanged: 'Nothing changed.',
      noDestinations: 'This project has no destinations yet.',
    },
    destination: {
      item: (quality) => `Quality: ${quality}`,
      asSent: 'as sent',
      asSentHint: 'The stream as you send it, not re-encoded.',
      row: (profile) => `Quality: ${profile}`,
      unknownProfile: (id) => `profile ${id}`,
      title: (destination) => `Quality for ${destination}`,
      choices: 'Quality',
      live: 'This destination is live: the change applies at once.',
      save: 'Save',
      saving: 'Saving…',
      refused: 'The quality was not changed.',
      manage: 'Manage the profiles',
      noProfiles: 'This project has no profiles yet.',
    },
  },
  ru: {
    title: 'Качество',
    back: '← Стрим',
    intro:
      'Профиль перекодирует ваш поток — другой размер, частота кадров или битрейт — для тех площадок, на которых он выбран. Остальные получают поток таким, каким вы его отправляете.',
    heading: 'Профили',
    none: 'Профилей пока нет: все площадки получают поток таким, каким вы его отправляете.',
    create: 'Новый профиль',
    unnamed: (id) => `Профиль ${id}`,
    summary: {
      size: (width, height) => `${width}×${height}`,
      fps: (fps) => `${fps} кадр/с`,
      video: (bitrate) => `видео ${bitrate}`,
      audio: (bitrate) => `звук ${bitrate}`,
    },
    codecs: { h264: 'H.264', hevc: 'HEVC (H.265)' },
    running: 'Работает',
    notRunning: 'Не работает',
    state: {
      title: 'Сейчас',
      source: (yes) => (yes ? 'Ваш поток доходит до него' : 'Ваш поток до него не доходит'),
      transcoding: (yes) => (yes ? 'Перекодирует' : 'Не перекодирует'),
      target: (yes) => (yes ? 'Площадки получают его поток' : 'Площадки не получают его поток'),
      bitrate: (value) => `Битрейт сейчас: ${value}`,
      delay: (value) => `Задержка сейчас: ${value}`,
      since: (time) => `С ${time}`,
    },
    setOn: 'Выбран для:',
    setOnNone: 'Не выбран ни для одной площадки',
    details: 'Подробнее',
    detail: {
      preset: 'Пресет кодировщика',
      bFrames: 'B-кадры',
      rotation: 'Поворот',
      mode: 'Режим',
      delay: 'Задержка',
      created: 'Создан',
    },
    modes: { custom: 'Свой', twitch: 'Twitch' },
    actions: {
      edit: 'Изменить',
      stop: 'Остановить',
      resetDelay: 'Сбросить задержку',
      remove: 'Удалить',
      cancel: 'Отмена',
      close: 'Закрыть',
    },
    plan: {
      none: 'В тарифе проекта нет транскодирования, поэтому профили здесь нельзя создавать и менять.',
      ended: 'Тариф транскодирования проекта закончился, поэтому профили здесь нельзя создавать и менять.',
      refusedHint: 'Для профилей нужен тариф транскодирования, который их допускает:',
      link: 'Тарифы транскодирования',
    },
    readOnly: 'Ваш доступ к проекту позволяет видеть его профили, но не менять их.',
    confirm: {
      stopTitle: 'Остановить профиль?',
      stopBody: (name) => `«${name}» перестанет перекодировать прямо сейчас, во время эфира.`,
      resetTitle: 'Сбросить задержку?',
      resetBody: (name) => `«${name}» работает: его задержка будет сброшена сейчас, во время эфира.`,
      removeTitle: 'Удалить профиль?',
      removeBody: (name) => `«${name}» будет удалён навсегда.`,
      runningFor: (destinations) => `Сейчас он работает для: ${destinations}.`,
      editTitle: 'Изменить работающий профиль?',
      editBody: (name) => `«${name}» работает: площадки получат новые настройки прямо во время эфира.`,
      save: 'Сохранить',
    },
    done: {
      stopped: (name) => `«${name}» остановлен.`,
      reset: (name) => `Задержка «${name}» сброшена.`,
      removed: (name) => `«${name}» удалён.`,
      saved: (name) => `«${name}» сохранён.`,
    },
    form: {
      createTitle: 'Новый профиль',
      editTitle: (name) => `Изменить «${name}»`,
      fields: (units) => ({
        name: 'Название',
        videoCodec: 'Видеокодек',
        videoCodecId: 'Номер видеокодека',
        mode: 'Режим',
        width: 'Ширина',
        height: 'Высота',
        fps: 'Кадров в секунду',
        vBitrate: units.video ? `Битрейт видео, ${units.video}` : 'Битрейт видео',
        aBitrate: units.audio ? `Битрейт звука, ${units.audio}` : 'Битрейт звука',
        rotation: 'Поворот',
        bFrames: 'B-кадры',
        channelIds: 'Площадки',
        preset: { label: 'Пресет кодировщика', hint: 'Например, veryfast.' },
        delay: units.delay ? `Задержка, ${units.delay}` : 'Задержка',
      }),
      presets: 'Начать с',
      presetLabel: (height, fps) => `${height}p · ${fps} кадр/с`,
      presetHint: (bitrate) => `видео ${bitrate}`,
      advanced: 'Расширенные настройки кодировщика',
      none: '—',
      submitCreate: 'Создать профиль',
      submitEdit: 'Сохранить',
      submitting: 'Сохраняем…',
      sent: 'Сохранено',
      refused: 'Профиль не сохранён.',
      nothingChanged: 'Ничего не изменено.',
      noDestinations: 'В проекте пока нет площадок.',
    },
    destination: {
      item: (quality) => `Качество: ${quality}`,
      asSent: 'как есть',
      asSentHint: 'Поток таким, каким вы его отправляете, без перекодирования.',
      row: (profile) => `Качество: ${profile}`,
      unknownProfile: (id) => `профиль ${id}`,
      title: (destination) => `Качество для «${destination}»`,
      choices: 'Качество',
      live: 'Эта площадка в эфире: изменение подействует сразу.',
      save: 'Сохранить',
      saving: 'Сохраняем…',
      refused: 'Качество не изменено.',
      manage: 'Управлять профилями',
      noProfiles: 'В проекте пока нет профилей.',
    },
  },
  cn: {
    title: '画质',
    back: '← 开播',
    intro: '转码配置会为所选的推流目标重新编码您的直播流（不同的分辨率、帧率或码率）。其他目标收到的是您推送的原始流。',
    heading: '转码配置',
    none: '还没有转码配置：所有推流目标收到的都是您推送的原始流。',
    create: '新建配置',
    unnamed: (id) => `配置 ${id}`,
    summary: {
      size: (width, height) => `${width}×${height}`,
      fps: (fps) => `${fps} 帧/秒`,
      video: (bitrate) => `视频 ${bitrate}`,
      audio: (bitrate) => `音频 ${bitrate}`,
    },
    codecs: { h264: 'H.264', hevc: 'HEVC (H.265)' },
    running: '运行中',
    notRunning: '未运行',
    state: {
      title: '当前',
      source: (yes) => (yes ? '已收到您的直播流' : '未收到您的直播流'),
      transcoding: (yes) => (yes ? '正在转码' : '未在转码'),
      target: (yes) => (yes ? '推流目标正在接收' : '推流目标未在接收'),
      bitrate: (value) => `当前码率：${value}`,
      delay: (value) => `当前延迟：${value}`,
      since: (time) => `开始于 ${time}`,
    },
    setOn: '用于：',
    setOnNone: '未用于任何推流目标',
    details: '详情',
    detail: {
      preset: '编码器预设',
      bFrames: 'B 帧',
      rotation: '旋转',
      mode: '模式',
      delay: '延迟',
      created: '创建于',
    },
    modes: { custom: '自定义', twitch: 'Twitch' },
    actions: {
      edit: '编辑',
      stop: '停止',
      resetDelay: '重置延迟',
      remove: '删除',
      cancel: '取消',
      close: '关闭',
    },
    plan: {
      none: '此项目的套餐不含转码，因此无法在此新建或修改转码配置。',
      ended: '此项目的转码套餐已到期，因此无法在此新建或修改转码配置。',
      refusedHint: '转码配置需要允许转码的套餐：',
      link: '转码套餐',
    },
    readOnly: '您在此项目中的权限只能查看转码配置，不能修改。',
    confirm: {
      stopTitle: '停止此配置？',
      stopBody: (name) => `“${name}”将在直播中立即停止转码。`,
      resetTitle: '重置延迟？',
      resetBody: (name) => `“${name}”正在运行：其延迟将在直播中立即重置。`,
      removeTitle: '删除此配置？',
      removeBody: (name) => `“${name}”将被永久删除。`,
      runningFor: (destinations) => `它正在为以下目标运行：${destinations}。`,
      editTitle: '修改正在运行的配置？',
      editBody: (name) => `“${name}”正在运行：推流目标将在直播中收到新的设置。`,
      save: '保存',
    },
    done: {
      stopped: (name) => `“${name}”已停止。`,
      reset: (name) => `“${name}”的延迟已重置。`,
      removed: (name) => `“${name}”已删除。`,
      saved: (name) => `“${name}”已保存。`,
    },
    form: {
      createTitle: '新建配置',
      editTitle: (name) => `编辑“${name}”`,
      fields: (units) => ({
        name: '名称',
        videoCodec: '视频编码',
        videoCodecId: '视频编码编号',
        mode: '模式',
        width: '宽度',
        height: '高度',
        fps: '每秒帧数',
        vBitrate: units.video ? `视频码率（${units.video}）` : '视频码率',
        aBitrate: units.audio ? `音频码率（${units.audio}）` : '音频码率',
        rotation: '旋转',
        bFrames: 'B 帧',
        channelIds: '推流目标',
        preset: { label: '编码器预设', hint: '例如 veryfast。' },
        delay: units.delay ? `延迟（${units.delay}）` : '延迟',
      }),
      presets: '从预设开始',
      presetLabel: (height, fps) => `${height}p · ${fps} 帧/秒`,
      presetHint: (bitrate) => `视频 ${bitrate}`,
      advanced: '高级编码设置',
      none: '—',
      submitCreate: '创建配置',
      submitEdit: '保存',
      submitting: '正在保存…',
      sent: '已保存',
      refused: '配置未保存。',
      nothingChanged: '没有任何更改。',
      noDestinations: '此项目还没有推流目标。',
    },
    destination: {
      item: (quality) => `画质：${quality}`,
      asSent: '原样',
      asSentHint: '按您推送的原始流发送，不重新编码。',
      row: (profile) => `画质：${profile}`,
      unknownProfile: (id) => `配置 ${id}`,
      title: (destination) => `“${destination}”的画质`,
      choices: '画质',
      live: '此推流目标正在直播：更改会立即生效。',
      save: '保存',
      saving: '正在保存…',
      refused: '画质未更改。',
      manage: '管理转码配置',
      noProfiles: '此项目还没有转码配置。',
    },
  },
});
