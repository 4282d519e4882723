// Refusals of the team groups (UserProject's members, ProjectChannel, ProjectChannelInvite, ProjectHistory), in the
// request's language like every other error of the contract API. They name fields and projects and say what access
// is missing in words (never a level's number), and never echo what was sent (an address or a secret).
import type { Language } from '../messages.ts';

type Text = Record<Language, string>;

export const teamMessages = {
  shareDenied: (): Text => ({
    en: "This project's access to the channel does not allow sharing it or changing who uses it",
    ru: 'Доступ этого проекта к каналу не позволяет делиться им или менять, кто им пользуется',
    cn: '此项目对该频道的访问权限不允许共享它或更改其使用者',
  }),
  aboveOwnLevel: (): Text => ({
    en: 'You cannot give more access than you have, nor take it from anyone who has more',
    ru: 'Нельзя дать больше доступа, чем есть у вас, или забрать его у того, у кого его больше',
    cn: '您不能授予超出自身权限的访问权限，也不能收回权限比您更高的人的访问权限',
  }),
  lastOwner: (): Text => ({
    en: 'You are the last member who may change this team: give someone else that access first',
    ru: 'Вы последний участник, который может менять эту команду: сначала дайте такой доступ кому-то ещё',
    cn: '您是最后一位可以更改此团队的成员：请先将此权限授予其他人',
  }),
  unknownMember: (field: string): Text => ({
    en: `"${field}" names no member of this project`,
    ru: `Параметр "${field}" не указывает ни на одного участника этого проекта`,
    cn: `参数 "${field}" 不对应此项目的任何成员`,
  }),
  ownAccess: (): Text => ({
    en: 'You cannot remove yourself: leave the project instead',
    ru: 'Нельзя убрать себя: вместо этого покиньте проект',
    cn: '不能移除您自己：请改为退出该项目',
  }),
  unknownChannel: (field: string): Text => ({
    en: `"${field}" names no channel of this project`,
    ru: `Параметр "${field}" не указывает ни на один канал этого проекта`,
    cn: `参数 "${field}" 不对应此项目的任何频道`,
  }),
  notShared: (field: string): Text => ({
    en: `The channel is not shared with the project "${field}" names`,
    ru: `Канал не открыт проекту, указанному в "${field}"`,
    cn: `该频道未与 "${field}" 所指的项目共享`,
  }),
  alreadyShared: (): Text => ({
    en: 'That project already has access to this channel',
    ru: 'У этого проекта уже есть доступ к каналу',
    cn: '该项目已可以使用此频道',
  }),
  sameProject: (): Text => ({
    en: "The channel is this project's own",
    ru: 'Это собственный канал проекта',
    cn: '这是该项目自己的频道',
  }),
  tooManyInvites: (max: number): Text => ({
    en: `This channel already has ${max} invitations: delete some before inviting more`,
    ru: `У этого канала уже ${max} приглашений: удалите часть, прежде чем приглашать ещё`,
    cn: `此频道已有 ${max} 份邀请：请先删除一些再继续邀请`,
  }),
  inviteExists: (): Text => ({
    en: 'An invitation to this channel is already waiting for them',
    ru: 'Приглашение в этот канал уже ждёт ответа',
    cn: '此频道已有一份邀请在等待对方回复',
  }),
  unknownInvite: (field: string): Text => ({
    en: `"${field}" names no invitation you can see`,
    ru: `Параметр "${field}" не указывает ни на одно доступное вам приглашение`,
    cn: `参数 "${field}" 不对应您可查看的任何邀请`,
  }),
  inviteNotYours: (): Text => ({
    en: 'This invitation was sent to someone else',
    ru: 'Это приглашение отправлено другому человеку',
    cn: '此邀请是发给其他人的',
  }),
  inviteAnswered: (): Text => ({
    en: 'This invitation was already declined',
    ru: 'Это приглашение уже отклонено',
    cn: '此邀请已被拒绝',
  }),
  notEmail: (field: string): Text => ({
    en: `"${field}" must be an e-mail address`,
    ru: `Параметр "${field}" должен быть адресом электронной почты`,
    cn: `参数 "${field}" 必须是电子邮件地址`,
  }),
  unknownExternal: (field: string): Text => ({
    en: `"${field}" names no project`,
    ru: `Параметр "${field}" не указывает ни на один проект`,
    cn: `参数 "${field}" 不对应任何项目`,
  }),
};
