// Error texts of the studio's operations, in the request's language like every other error of the contract API.
import type { Language } from '../messages.ts';

type Text = Record<Language, string>;

export const studioMessages = {
  unknownChannel: (field: string): Text => ({
    en: `"${field}" names no channel of your projects`,
    ru: `Параметр "${field}" не указывает ни на один канал ваших проектов`,
    cn: `参数 "${field}" 不对应您项目中的任何频道`,
  }),
  tokenInvalid: (): Text => ({
    en: 'The platform no longer accepts this channel’s authorization; reconnect the channel to turn it on',
    ru: 'Платформа больше не принимает авторизацию этого канала; переподключите канал, чтобы включить его',
    cn: '平台不再接受此频道的授权；请重新连接频道后再开启',
  }),
  wrongPlatform: (platform: string): Text => ({
    en: `This channel is not a ${platform} channel`,
    ru: `Этот канал не относится к платформе ${platform}`,
    cn: `此频道不是 ${platform} 频道`,
  }),
  unknownBroadcast: (): Text => ({
    en: '"broadcast_id" names no broadcast of your projects',
    ru: 'Параметр "broadcast_id" не указывает ни на одну трансляцию ваших проектов',
    cn: '参数 "broadcast_id" 不对应您项目中的任何直播',
  }),
  unknownChannelName: (): Text => ({
    en: '"channel_name" names no realtime channel of this project',
    ru: 'Параметр "channel_name" не указывает ни на один канал обновлений этого проекта',
    cn: '参数 "channel_name" 不对应此项目的任何实时频道',
  }),
  unknownStream: (): Text => ({
    en: '"stream_id" names no stream of your projects',
    ru: 'Параметр "stream_id" не указывает ни на один поток ваших проектов',
    cn: '参数 "stream_id" 不对应您项目中的任何推流',
  }),
  notBoolean: (field: string): Text => ({
    en: `"${field}" must be true or false`,
    ru: `Параметр "${field}" должен быть true или false`,
    cn: `参数 "${field}" 必须为 true 或 false`,
  }),
  notAllowedCharacters: (field: string): Text => ({
    en: `"${field}" has characters the platform does not allow`,
    ru: `Параметр "${field}" содержит символы, которые платформа не принимает`,
    cn: `参数 "${field}" 含有平台不允许的字符`,
  }),
  tagsTooLong: (field: string, max: number): Text => ({
    en: `"${field}" must be at most ${max} characters in all, counting a comma between tags and quotes around a tag with a space`,
    ru: `Параметр "${field}" должен быть не длиннее ${max} символов в сумме, считая запятые между тегами и кавычки вокруг тега с пробелом`,
    cn: `参数 "${field}" 总共最多 ${max} 个字符，标签之间的逗号和含空格标签两侧的引号也计算在内`,
  }),
  notList: (field: string): Text => ({
    en: `"${field}" must be a list of strings`,
    ru: `Параметр "${field}" должен быть списком строк`,
    cn: `参数 "${field}" 必须是字符串列表`,
  }),
  /** A bulk title or description longer than some of the project's destinations take: each with its limit. */
  tooLongFor: (field: string, misfits: readonly { channel: string; platform: string; max: number }[]): Text => ({
    en: `"${field}" is too long for ${misfits.map(({ channel, platform, max }) => `${channel} (${platform} takes at most ${max} characters)`).join(', ')}`,
    ru: `Параметр "${field}" слишком длинный для ${misfits.map(({ channel, platform, max }) => `${channel} (${platform} принимает не больше ${max} символов)`).join(', ')}`,
    cn: `参数 "${field}" 对以下频道过长：${misfits.map(({ channel, platform, max }) => `${channel}（${platform} 最多接受 ${max} 个字符）`).join('、')}`,
  }),
  notAllowedFor: (field: string, channel: string): Text => ({
    en: `"${field}" has characters ${channel} does not allow`,
    ru: `Параметр "${field}" содержит символы, которые ${channel} не принимает`,
    cn: `参数 "${field}" 含有 ${channel} 不允许的字符`,
  }),
  planForbidsChanges: (): Text => ({
    en: 'This project’s plan does not allow changing the title, description and other data of its streams',
    ru: 'Тариф этого проекта не позволяет менять название, описание и другие данные трансляций',
    cn: '此项目的套餐不允许更改直播的标题、描述和其他信息',
  }),
  unknownPlanned: (): Text => ({
    en: '"id" names no planned event of this channel',
    ru: 'Параметр "id" не указывает ни на одно запланированное событие этого канала',
    cn: '参数 "id" 不对应此频道的任何计划活动',
  }),
  notLive: (): Text => ({
    en: 'The broadcast has ended',
    ru: 'Трансляция уже завершена',
    cn: '该直播已结束',
  }),
  notRtmpUrl: (field: string): Text => ({
    en: `"${field}" must be an rtmp:// or rtmps:// URL`,
    ru: `Параметр "${field}" должен быть адресом rtmp:// или rtmps://`,
    cn: `参数 "${field}" 必须是 rtmp:// 或 rtmps:// 地址`,
  }),
};
