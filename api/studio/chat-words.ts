// The chat's words, in the request's language like every other answer of the contract API: why a send to one
// platform was refused, and the gateway's refusals.
import type { Language } from '../messages.ts';

type Text = Record<Language, string>;

/** The same words in every language: what the control surface makes a platform say. */
export const sameWords = (text: string): Text => ({ en: text, ru: text, cn: text });

export const chatWords = {
  cannotWrite: (platform: string): Text => ({
    en: `${platform} has no chat the service can write to`,
    ru: `У ${platform} нет чата, в который сервис может писать`,
    cn: `${platform} 没有服务可以写入的聊天`,
  }),
  channelOff: (channel: string): Text => ({
    en: `${channel} is switched off`,
    ru: `${channel} выключен`,
    cn: `${channel} 已关闭`,
  }),
  tokenInvalid: (channel: string): Text => ({
    en: `The platform no longer accepts ${channel}’s authorization; reconnect the channel`,
    ru: `Платформа больше не принимает авторизацию канала ${channel}; переподключите его`,
    cn: `平台不再接受 ${channel} 的授权；请重新连接该频道`,
  }),
  refused: (): Text => ({
    en: 'The platform refused the message',
    ru: 'Платформа отклонила сообщение',
    cn: '平台拒绝了该消息',
  }),
  unknownKey: (): Text => ({
    en: '"key" is not the chat key of any of your projects',
    ru: 'Параметр "key" не является ключом чата ни одного из ваших проектов',
    cn: '参数 "key" 不是您任何项目的聊天密钥',
  }),
  noChat: (): Text => ({
    en: 'Chat is not part of this project’s plan',
    ru: 'Чат не входит в тариф этого проекта',
    cn: '此项目的套餐不包含聊天',
  }),
  unknownMessage: (): Text => ({
    en: '"event_id" names no message of this broadcast',
    ru: 'Параметр "event_id" не указывает ни на одно сообщение этой трансляции',
    cn: '参数 "event_id" 不对应此直播的任何消息',
  }),
  unknownRestream: (): Text => ({
    en: '"restreams" names a restream that is not part of this broadcast',
    ru: 'В "restreams" указан рестрим, которого нет в этой трансляции',
    cn: '"restreams" 中有不属于此直播的转推',
  }),
  noRestreams: (): Text => ({
    en: '"restreams" must name at least one restream',
    ru: 'В "restreams" должен быть указан хотя бы один рестрим',
    cn: '"restreams" 至少要包含一个转推',
  }),
  broadcastEnded: (): Text => ({
    en: 'The broadcast has ended: its chat can no longer be written',
    ru: 'Трансляция завершена: в её чат больше нельзя писать',
    cn: '直播已结束：无法再向其聊天发送消息',
  }),
};
