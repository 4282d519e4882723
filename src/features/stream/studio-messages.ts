import { defineMessages } from '../../lib/i18n/message-table.ts';

/**
 * The studio's words around the stream itself: its state in the page's status line, Pause, Resume and Stop, and the
 * links out of the page, in the three interface languages; they load with the Stream page.
 */
export interface StudioMessages {
  status: {
    reading: string;
    off: string;
    live: string;
    paused: string;
    /** The time on air, for a screen reader: the visible one is a clock. */
    onAirFor: (time: string) => string;
    untied: string;
    failed: string;
    retry: string;
    undescribed: string;
    /** The service's own word for the state, where it is none the page has words for. */
    other: (word: string) => string;
  };
  controls: {
    label: string;
    pause: string;
    resume: string;
    stop: string;
    pauseTitle: string;
    pauseBody: string;
    resumeTitle: string;
    resumeBody: string;
    stopTitle: string;
    stopBody: string;
    cancel: string;
    done: { pause: string; resume: string; stop: string };
    /** In place of Pause and Stop once the stream is stopped: what one can do next. */
    afterStop: string;
  };
  /** Why the page offers no changes: the account's level in the project (its number, where the list gives it). */
  readOnly: string;
  links: {
    pastStreams: string;
    allPastStreams: string;
    plans: string;
    quality: string;
    destinations: string;
    pullLinks: string;
    chat: string;
  };
}

export const studioMessages = defineMessages<StudioMessages>({
  en: {
    status: {
      reading: 'Checking whether you are live…',
      off: 'Offline',
      live: 'Live',
      paused: 'Paused',
      onAirFor: (time) => `on air for ${time}`,
      untied: 'A stream is live on your account, not shown as this project’s',
      failed: 'Whether you are live could not be read',
      retry: 'Try again',
      undescribed: 'Whether this project is live is not shown here',
      other: (word) => `Status: ${word}`,
    },
    controls: {
      label: 'The stream',
      pause: 'Pause',
      resume: 'Resume',
      stop: 'Stop the stream',
      pauseTitle: 'Pause the stream?',
      pauseBody: 'The broadcast pauses until you resume it.',
      resumeTitle: 'Resume the stream?',
      resumeBody: 'The paused broadcast goes on.',
      stopTitle: 'Stop the stream?',
      stopBody: 'The broadcast ends and joins your past streams. To go live again, start a new one.',
      cancel: 'Cancel',
      done: { pause: 'The stream is paused.', resume: 'The stream goes on.', stop: 'The stream is stopped.' },
      afterStop: 'Stopped. To go live again, start streaming in OBS with the server and key below.',
    },
    readOnly:
      'Your access to this project does not let you change its stream: Pause, Stop, recording, its title and its destinations are shown as they are.',
    links: {
      pastStreams: 'Past streams',
      allPastStreams: 'All past streams',
      plans: 'Plans',
      destinations: 'Destinations',
      quality: 'Quality',
      pullLinks: 'Pull links',
      chat: 'Open the chat in its own window',
    },
  },
  ru: {
    status: {
      reading: 'Проверяем, идёт ли эфир…',
      off: 'Не в эфире',
      live: 'В эфире',
      paused: 'На паузе',
      onAirFor: (time) => `в эфире ${time}`,
      untied: 'На вашем аккаунте идёт эфир, но он не показан как эфир этого проекта',
      failed: 'Не удалось узнать, идёт ли эфир',
      retry: 'Повторить',
      undescribed: 'Идёт ли эфир этого проекта, здесь не показывается',
      other: (word) => `Состояние: ${word}`,
    },
    controls: {
      label: 'Эфир',
      pause: 'Пауза',
      resume: 'Продолжить',
      stop: 'Завершить эфир',
      pauseTitle: 'Поставить эфир на паузу?',
      pauseBody: 'Трансляция встанет на паузу, пока вы её не продолжите.',
      resumeTitle: 'Продолжить эфир?',
      resumeBody: 'Трансляция, стоящая на паузе, продолжится.',
      stopTitle: 'Завершить эфир?',
      stopBody: 'Трансляция закончится и попадёт в прошлые эфиры. Чтобы снова выйти в эфир, начните новый.',
      cancel: 'Отмена',
      done: { pause: 'Эфир на паузе.', resume: 'Эфир продолжается.', stop: 'Эфир завершён.' },
      afterStop: 'Эфир завершён. Чтобы снова выйти в эфир, начните трансляцию в OBS с сервером и ключом ниже.',
    },
    readOnly:
      'Ваш доступ к этому проекту не позволяет менять его эфир: пауза, остановка, запись, название и места трансляции показаны как есть.',
    links: {
      pastStreams: 'Прошлые эфиры',
      allPastStreams: 'Все прошлые эфиры',
      plans: 'Тарифы',
      quality: 'Качество',
      destinations: 'Площадки',
      pullLinks: 'Ссылки для забора',
      chat: 'Открыть чат в отдельном окне',
    },
  },
  cn: {
    status: {
      reading: '正在检查是否在直播…',
      off: '未直播',
      live: '直播中',
      paused: '已暂停',
      onAirFor: (time) => `已直播 ${time}`,
      untied: '您的账户上有直播正在进行，但未显示为此项目的直播',
      failed: '无法读取是否在直播',
      retry: '重试',
      undescribed: '此处不显示此项目是否在直播',
      other: (word) => `状态：${word}`,
    },
    controls: {
      label: '直播',
      pause: '暂停',
      resume: '继续',
      stop: '结束直播',
      pauseTitle: '暂停直播？',
      pauseBody: '直播将暂停，直到您继续。',
      resumeTitle: '继续直播？',
      resumeBody: '已暂停的直播将继续。',
      stopTitle: '结束直播？',
      stopBody: '直播将结束并加入过往直播。要再次直播，请开始新的直播。',
      cancel: '取消',
      done: { pause: '直播已暂停。', resume: '直播已继续。', stop: '直播已结束。' },
      afterStop: '直播已结束。要再次直播，请用下方的服务器地址和推流密钥在 OBS 中开始推流。',
    },
    readOnly: '您对此项目的访问权限不允许更改其直播：暂停、停止、录制、标题和推流目标仅供查看。',
    links: {
      pastStreams: '过往直播',
      allPastStreams: '全部过往直播',
      plans: '套餐',
      quality: '画质',
      destinations: '推流目标',
      pullLinks: '拉流链接',
      chat: '在单独窗口中打开聊天',
    },
  },
});
