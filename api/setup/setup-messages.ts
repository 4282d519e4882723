// Error texts of the operations that set a stream up (channels, platform accounts, transcoders, pull links), in the
// request's language like every other error of the contract API. They name fields and limits, never a value sent.
import type { Language } from '../messages.ts';

type Text = Record<Language, string>;

export const setupMessages = {
  notAddress: (field: string, schemes: readonly string[]): Text => {
    const list = schemes.map((scheme) => `${scheme}://`).join(', ');
    return {
      en: `"${field}" must be an address starting with ${list}`,
      ru: `Параметр "${field}" должен быть адресом, начинающимся с ${list}`,
      cn: `参数 "${field}" 必须是以 ${list} 开头的地址`,
    };
  },
  noPort: (field: string): Text => ({
    en: `"${field}" must name the port to send to (srt://host:port)`,
    ru: `В параметре "${field}" должен быть указан порт (srt://host:port)`,
    cn: `参数 "${field}" 必须包含端口（srt://host:port）`,
  }),
  spaces: (field: string): Text => ({
    en: `"${field}" must not contain spaces`,
    ru: `Параметр "${field}" не должен содержать пробелов`,
    cn: `参数 "${field}" 不能包含空格`,
  }),
  notIntegers: (field: string): Text => ({
    en: `"${field}" must be a list of positive integers`,
    ru: `Параметр "${field}" должен быть списком положительных целых чисел`,
    cn: `参数 "${field}" 必须是正整数列表`,
  }),
  tooMany: (field: string, max: number): Text => ({
    en: `"${field}" may hold at most ${max} items`,
    ru: `Параметр "${field}" может содержать не больше ${max} элементов`,
    cn: `参数 "${field}" 最多包含 ${max} 项`,
  }),
  notAdding: (platform: string): Text => ({
    en: `${platform} does not take new channels`,
    ru: `${platform} не принимает новые каналы`,
    cn: `${platform} 不接受新频道`,
  }),
  noCustomChannels: (projectId: number): Text => ({
    en: `The plan of project ${projectId} does not include custom RTMP channels; a plan that does is on Plans`,
    ru: `Тариф проекта ${projectId} не включает свои RTMP-каналы; тариф с ними — в разделе «Тарифы»`,
    cn: `项目 ${projectId} 的套餐不包含自定义 RTMP 频道；可在“套餐”中选择包含它的套餐`,
  }),
  channelCount: (max: number): Text => ({
    en: `A project has at most ${max} channels; remove one to add another`,
    ru: `В проекте может быть не больше ${max} каналов; удалите один, чтобы добавить другой`,
    cn: `一个项目最多有 ${max} 个频道；请先删除一个再添加`,
  }),
  channelConnected: (): Text => ({
    en: 'This channel is already a destination of the project',
    ru: 'Этот канал уже подключён к проекту',
    cn: '该频道已是此项目的推流目标',
  }),
  channelShared: (): Text => ({
    en: 'Other projects use this channel; take their access away on the Team page before removing it',
    ru: 'Этим каналом пользуются другие проекты; закройте им доступ на странице «Команда», прежде чем удалять его',
    cn: '其他项目正在使用此频道；请先在“团队”页面取消它们的访问权限再删除',
  }),
  unknownAccount: (field: string): Text => ({
    en: `"${field}" names no account of yours on this platform`,
    ru: `Параметр "${field}" не указывает ни на один ваш аккаунт на этой платформе`,
    cn: `参数 "${field}" 不对应您在该平台上的任何账号`,
  }),
  signedOut: (field: string): Text => ({
    en: `The account "${field}" names is signed out; connect it again first`,
    ru: `Аккаунт из параметра "${field}" отключён; сначала подключите его снова`,
    cn: `参数 "${field}" 对应的账号已退出登录；请先重新连接`,
  }),
  unknownPlatformChannel: (field: string): Text => ({
    en: `"${field}" names no channel this account can stream to`,
    ru: `Параметр "${field}" не указывает ни на один канал, доступный этому аккаунту`,
    cn: `参数 "${field}" 不对应此账号可推流的任何频道`,
  }),
  noTranscoding: (projectId: number): Text => ({
    en: `Project ${projectId} has no transcoding plan; buy one on Plans to use transcoders`,
    ru: `У проекта ${projectId} нет тарифа транскодирования; купите его в разделе «Тарифы», чтобы пользоваться транскодерами`,
    cn: `项目 ${projectId} 没有转码套餐；请在“套餐”中购买后再使用转码器`,
  }),
  transcoderCount: (max: number): Text => ({
    en: `The transcoding plan allows ${max} transcoders; remove one, or buy more flows on Plans`,
    ru: `Тариф транскодирования позволяет ${max} транскодеров; удалите один или купите больше потоков в разделе «Тарифы»`,
    cn: `转码套餐最多允许 ${max} 个转码器；请删除一个，或在“套餐”中购买更多路数`,
  }),
  unknownTranscoder: (field: string): Text => ({
    en: `"${field}" names no transcoder of this project`,
    ru: `Параметр "${field}" не указывает ни на один транскодер этого проекта`,
    cn: `参数 "${field}" 不对应此项目的任何转码器`,
  }),
  noPullLinks: (projectId: number): Text => ({
    en: `The plan of project ${projectId} has no pull links; a plan with them is on Plans`,
    ru: `Тариф проекта ${projectId} не включает ссылки для забора потока; тариф с ними — в разделе «Тарифы»`,
    cn: `项目 ${projectId} 的套餐不含拉流链接；可在“套餐”中选择包含它的套餐`,
  }),
  pullLinkCount: (max: number): Text => ({
    en: `The plan allows ${max} pull links; remove one to create another`,
    ru: `Тариф позволяет ${max} ссылок для забора потока; удалите одну, чтобы создать другую`,
    cn: `套餐最多允许 ${max} 个拉流链接；请删除一个再创建`,
  }),
  unknownPullKey: (field: string): Text => ({
    en: `"${field}" names no pull link of this project`,
    ru: `Параметр "${field}" не указывает ни на одну ссылку для забора потока этого проекта`,
    cn: `参数 "${field}" 不对应此项目的任何拉流链接`,
  }),
};
