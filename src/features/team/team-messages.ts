import { defineMessages } from '../../lib/i18n/message-table.ts';

// Words of the Team page and the invitation page, in the three interface languages; they load with those pages only.
// What the service says (names, a refusal) is shown as given; access levels by what they allow
// (lib/operations/account/access-level-words.ts), never by their numbers.

type KnownAction =
  | 'project_channel_invite_add'
  | 'project_channel_invite_del'
  | 'project_channel_invite_accept'
  | 'project_channel_invite_decline'
  | 'user_project_invite_add'
  | 'user_project_invite_del'
  | 'user_project_invite_accept'
  | 'user_project_invite_decline'
  | 'user_project_add'
  | 'user_project_del'
  | 'user_project_change'
  | 'project_channel_add'
  | 'project_channel_del'
  | 'project_channel_change';

export interface TeamMessages {
  title: string;
  tabs: { label: string; team: string; activity: string };
  /** A member's level with no name known. */
  member: string;
  /** A destination share's level with no name known. */
  shared: string;
  project: (id: number) => string;
  user: (id: number) => string;
  readOnly: (level: string) => string;
  cancel: string;
  members: {
    title: string;
    you: string;
    access: (name: string) => string;
    remove: string;
    removeLabel: (name: string) => string;
    none: string;
    changeTitle: string;
    change: (name: string, from: string, to: string) => string;
    changeConfirm: string;
    /** Where the account lowers its own access. */
    changeOwn: (from: string, to: string) => string;
    removeTitle: string;
    removeBody: (name: string) => string;
    changed: string;
    removed: string;
  };
  leave: {
    button: string;
    title: (project: string) => string;
    body: (project: string) => string;
    confirm: string;
  };
  destinations: {
    title: string;
    none: string;
    sharedWith: string;
    notShared: string;
    stop: string;
    stopLabel: (project: string) => string;
    stopTitle: string;
    stopBody: (project: string, destination: string) => string;
    stopped: string;
    access: (project: string) => string;
    changeTitle: string;
    change: (project: string, from: string, to: string) => string;
    changeConfirm: string;
    changed: string;
    handOver: string;
    handOverLabel: (project: string) => string;
    handOverTitle: (destination: string) => string;
    handOverBody: (destination: string, from: string, to: string) => string;
    handedOver: string;
  };
  invites: {
    title: string;
    none: string;
    declined: string;
    sentOn: (date: string) => string;
    copy: string;
    revoke: string;
    revokeLabel: (who: string) => string;
    revokeTitle: string;
    revokeBody: (who: string) => string;
    revoked: string;
    formTitle: (destination: string) => string;
    by: string;
    byEmail: string;
    byId: string;
    email: string;
    projectId: string;
    projectIdHint: string;
    access: string;
    submit: string;
    created: string;
    copyNew: string;
  };
  activity: {
    title: string;
    action: string;
    allActions: string;
    from: string;
    to: string;
    empty: string;
    emptyFiltered: string;
    clear: string;
    showMore: string;
    by: (who: string) => string;
    actions: Readonly<Record<KnownAction, string>>;
  };
  toYou: {
    title: string;
    /** A destination the answer does not name. */
    destination: string;
    declineBody: (destination: string) => string;
    /** Accept's first step: it then asks for which project. */
    choose: string;
    accepted: (project: string, destination: string) => string;
    declined: (destination: string) => string;
  };
  invitation: {
    title: string;
    incomplete: string;
    offered: (destination: string) => string;
    access: (level: string) => string;
    sentTo: (email: string) => string;
    sentOn: (date: string) => string;
    project: string;
    noProjects: string;
    accept: string;
    decline: string;
    declineTitle: string;
    declineBody: string;
    accepted: (project: string) => string;
    toStream: string;
    declined: string;
    wasDeclined: string;
  };
}

export const teamMessages = defineMessages<TeamMessages>({
  en: {
    title: 'Team',
    tabs: { label: 'Team and activity', team: 'Team', activity: 'Activity' },
    member: 'Member',
    shared: 'Shared',
    project: (id) => `Project ${id}`,
    user: (id) => `User ${id}`,
    readOnly: (level) =>
      `Your access to this project (${level}) does not let you change its team: you see it as it is.`,
    cancel: 'Cancel',
    members: {
      title: 'Members',
      you: 'you',
      access: (name) => `Access of ${name}`,
      remove: 'Remove',
      removeLabel: (name) => `Remove ${name}`,
      none: 'The project has no members yet.',
      changeTitle: 'Change the access?',
      change: (name, from, to) => `${name}: from ${from} to ${to}.`,
      changeConfirm: 'Change access',
      changeOwn: (from, to) =>
        `Your own access goes from ${from} to ${to}: what you may do here changes at once, and only someone with full access can give it back.`,
      removeTitle: 'Remove from the project?',
      removeBody: (name) => `${name} loses access to this project.`,
      changed: 'Access changed.',
      removed: 'Removed from the project.',
    },
    leave: {
      button: 'Leave this project',
      title: (project) => `Leave “${project}”?`,
      body: (project) => `You lose your access to “${project}” and it leaves your list of projects.`,
      confirm: 'Leave',
    },
    destinations: {
      title: 'Shared destinations',
      none: 'This project has no destinations.',
      sharedWith: 'Used by',
      notShared: 'Not shared with another project.',
      stop: 'Stop sharing',
      stopLabel: (project) => `Stop sharing with ${project}`,
      stopTitle: 'Stop sharing?',
      stopBody: (project, destination) => `${project} will no longer use ${destination}.`,
      stopped: 'No longer shared with that project.',
      access: (project) => `Access of ${project}`,
      changeTitle: 'Change the access?',
      change: (project, from, to) => `${project}: from ${from} to ${to}.`,
      changeConfirm: 'Change access',
      changed: 'Access changed.',
      handOver: 'Hand over',
      handOverLabel: (project) => `Hand over to ${project}`,
      handOverTitle: (destination) => `Hand “${destination}” over?`,
      handOverBody: (destination, from, to) =>
        `“${destination}” passes from “${from}” to “${to}”, which becomes its owner.`,
      handedOver: 'Handed over.',
    },
    invites: {
      title: 'Invitations',
      none: 'No invitations waiting.',
      declined: 'Declined',
      sentOn: (date) => `sent ${date}`,
      copy: 'Copy link',
      revoke: 'Revoke',
      revokeLabel: (who) => `Revoke the invitation for ${who}`,
      revokeTitle: 'Revoke the invitation?',
      revokeBody: (who) => `The link sent to ${who} stops working.`,
      revoked: 'Invitation revoked.',
      formTitle: (destination) => `Invite to ${destination}`,
      by: 'Invite by',
      byEmail: 'E-mail',
      byId: 'Project ID',
      email: 'E-mail address',
      projectId: 'Project ID',
      projectIdHint: 'The ID of the project you invite: ask its owner for it.',
      access: 'Access',
      submit: 'Invite',
      created: 'Invitation created. Send them its link:',
      copyNew: 'Copy the new link',
    },
    activity: {
      title: 'Activity',
      action: 'Action',
      allActions: 'All actions',
      from: 'From',
      to: 'To',
      empty: 'Nothing has been done in this project’s team yet.',
      emptyFiltered: 'Nothing matches these filters.',
      clear: 'Clear filters',
      showMore: 'Show more',
      by: (who) => `by ${who}`,
      actions: {
        project_channel_invite_add: 'Invited to a destination',
        project_channel_invite_del: 'Invitation to a destination revoked',
        project_channel_invite_accept: 'Invitation to a destination accepted',
        project_channel_invite_decline: 'Invitation to a destination declined',
        user_project_invite_add: 'Invited to the project',
        user_project_invite_del: 'Invitation to the project revoked',
        user_project_invite_accept: 'Invitation to the project accepted',
        user_project_invite_decline: 'Invitation to the project declined',
        user_project_add: 'Member added',
        user_project_del: 'Member removed',
        user_project_change: 'Member’s access changed',
        project_channel_add: 'Destination shared with the project',
        project_channel_del: 'Destination no longer shared',
        project_channel_change: 'Access to a destination changed',
      },
    },
    toYou: {
      title: 'Invitations to your projects',
      destination: 'A destination',
      declineBody: (destination) => `You decline the invitation to “${destination}”; it cannot be accepted afterwards.`,
      choose: 'Accept…',
      accepted: (project, destination) => `Accepted: “${project}” may now use “${destination}”.`,
      declined: (destination) => `You declined the invitation to “${destination}”.`,
    },
    invitation: {
      title: 'Invitation',
      incomplete: 'This link is incomplete: it does not say which destination it is for. Ask for the link again.',
      offered: (destination) => `You are invited to use the destination “${destination}”.`,
      access: (level) => `Access offered: ${level}`,
      sentTo: (email) => `Sent to ${email}`,
      sentOn: (date) => `Sent ${date}`,
      project: 'For your project',
      noProjects: 'You have no project to accept it for.',
      accept: 'Accept',
      decline: 'Decline',
      declineTitle: 'Decline the invitation?',
      declineBody: 'It cannot be accepted afterwards.',
      accepted: (project) => `Accepted: ${project} may now use this destination.`,
      toStream: 'Open its Stream page',
      declined: 'You declined the invitation.',
      wasDeclined: 'This invitation was declined.',
    },
  },
  ru: {
    title: 'Команда',
    tabs: { label: 'Команда и история', team: 'Команда', activity: 'История' },
    member: 'Участник',
    shared: 'Открыта',
    project: (id) => `Проект ${id}`,
    user: (id) => `Пользователь ${id}`,
    readOnly: (level) =>
      `Ваш доступ к этому проекту (${level}) не позволяет менять его команду: она показана как есть.`,
    cancel: 'Отмена',
    members: {
      title: 'Участники',
      you: 'вы',
      access: (name) => `Доступ: ${name}`,
      remove: 'Убрать',
      removeLabel: (name) => `Убрать ${name}`,
      none: 'В проекте пока нет участников.',
      changeTitle: 'Изменить доступ?',
      change: (name, from, to) => `${name}: было ${from}, станет ${to}.`,
      changeConfirm: 'Изменить доступ',
      changeOwn: (from, to) =>
        `Ваш собственный доступ: было ${from}, станет ${to}. Ваши возможности здесь изменятся сразу, а вернуть доступ сможет только тот, у кого полный доступ.`,
      removeTitle: 'Убрать из проекта?',
      removeBody: (name) => `${name} потеряет доступ к этому проекту.`,
      changed: 'Доступ изменён.',
      removed: 'Убран из проекта.',
    },
    leave: {
      button: 'Покинуть проект',
      title: (project) => `Покинуть «${project}»?`,
      body: (project) => `Вы потеряете доступ к «${project}», и он пропадёт из вашего списка проектов.`,
      confirm: 'Покинуть',
    },
    destinations: {
      title: 'Общие площадки',
      none: 'У этого проекта нет площадок.',
      sharedWith: 'Пользуются',
      notShared: 'Не открыта другим проектам.',
      stop: 'Закрыть доступ',
      stopLabel: (project) => `Закрыть доступ для: ${project}`,
      stopTitle: 'Закрыть доступ?',
      stopBody: (project, destination) => `${project} больше не сможет пользоваться площадкой ${destination}.`,
      stopped: 'Доступ для этого проекта закрыт.',
      access: (project) => `Доступ: ${project}`,
      changeTitle: 'Изменить доступ?',
      change: (project, from, to) => `${project}: было ${from}, станет ${to}.`,
      changeConfirm: 'Изменить доступ',
      changed: 'Доступ изменён.',
      handOver: 'Передать',
      handOverLabel: (project) => `Передать проекту ${project}`,
      handOverTitle: (destination) => `Передать «${destination}»?`,
      handOverBody: (destination, from, to) =>
        `«${destination}» переходит от «${from}» к «${to}»: он станет её владельцем.`,
      handedOver: 'Передано.',
    },
    invites: {
      title: 'Приглашения',
      none: 'Нет приглашений, ждущих ответа.',
      declined: 'Отклонено',
      sentOn: (date) => `отправлено ${date}`,
      copy: 'Скопировать ссылку',
      revoke: 'Отозвать',
      revokeLabel: (who) => `Отозвать приглашение для: ${who}`,
      revokeTitle: 'Отозвать приглашение?',
      revokeBody: (who) => `Ссылка, отправленная ${who}, перестанет работать.`,
      revoked: 'Приглашение отозвано.',
      formTitle: (destination) => `Пригласить на площадку ${destination}`,
      by: 'Пригласить по',
      byEmail: 'Эл. почте',
      byId: 'ID проекта',
      email: 'Адрес эл. почты',
      projectId: 'ID проекта',
      projectIdHint: 'ID проекта, который вы приглашаете: спросите его у владельца.',
      access: 'Доступ',
      submit: 'Пригласить',
      created: 'Приглашение создано. Отправьте ссылку на него:',
      copyNew: 'Скопировать новую ссылку',
    },
    activity: {
      title: 'История',
      action: 'Действие',
      allActions: 'Все действия',
      from: 'С',
      to: 'По',
      empty: 'В команде этого проекта пока ничего не происходило.',
      emptyFiltered: 'Под эти фильтры ничего не подходит.',
      clear: 'Сбросить фильтры',
      showMore: 'Показать ещё',
      by: (who) => `— ${who}`,
      actions: {
        project_channel_invite_add: 'Приглашение на площадку',
        project_channel_invite_del: 'Приглашение на площадку отозвано',
        project_channel_invite_accept: 'Приглашение на площадку принято',
        project_channel_invite_decline: 'Приглашение на площадку отклонено',
        user_project_invite_add: 'Приглашение в проект',
        user_project_invite_del: 'Приглашение в проект отозвано',
        user_project_invite_accept: 'Приглашение в проект принято',
        user_project_invite_decline: 'Приглашение в проект отклонено',
        user_project_add: 'Участник добавлен',
        user_project_del: 'Участник убран',
        user_project_change: 'Доступ участника изменён',
        project_channel_add: 'Площадка открыта проекту',
        project_channel_del: 'Доступ к площадке закрыт',
        project_channel_change: 'Доступ к площадке изменён',
      },
    },
    toYou: {
      title: 'Приглашения вашим проектам',
      destination: 'Площадка',
      declineBody: (destination) => `Вы отклоните приглашение на «${destination}»; принять его потом будет нельзя.`,
      choose: 'Принять…',
      accepted: (project, destination) => `Принято: проект «${project}» теперь может пользоваться «${destination}».`,
      declined: (destination) => `Вы отклонили приглашение на «${destination}».`,
    },
    invitation: {
      title: 'Приглашение',
      incomplete: 'Ссылка неполная: в ней не сказано, к какой площадке приглашение. Попросите ссылку ещё раз.',
      offered: (destination) => `Вас приглашают пользоваться площадкой «${destination}».`,
      access: (level) => `Предлагаемый доступ: ${level}`,
      sentTo: (email) => `Отправлено на ${email}`,
      sentOn: (date) => `Отправлено ${date}`,
      project: 'Для вашего проекта',
      noProjects: 'У вас нет проекта, для которого его можно принять.',
      accept: 'Принять',
      decline: 'Отклонить',
      declineTitle: 'Отклонить приглашение?',
      declineBody: 'Принять его потом будет нельзя.',
      accepted: (project) => `Принято: проект ${project} теперь может пользоваться этой площадкой.`,
      toStream: 'Открыть его страницу трансляции',
      declined: 'Вы отклонили приглашение.',
      wasDeclined: 'Это приглашение отклонено.',
    },
  },
  cn: {
    title: '团队',
    tabs: { label: '团队与动态', team: '团队', activity: '动态' },
    member: '成员',
    shared: '已共享',
    project: (id) => `项目 ${id}`,
    user: (id) => `用户 ${id}`,
    readOnly: (level) => `您对此项目的访问级别（${level}）不允许更改其团队：此处仅供查看。`,
    cancel: '取消',
    members: {
      title: '成员',
      you: '您',
      access: (name) => `${name} 的访问级别`,
      remove: '移除',
      removeLabel: (name) => `移除 ${name}`,
      none: '此项目还没有成员。',
      changeTitle: '更改访问级别？',
      change: (name, from, to) => `${name}：从 ${from} 改为 ${to}。`,
      changeConfirm: '更改访问级别',
      changeOwn: (from, to) =>
        `您自己的访问级别将从 ${from} 改为 ${to}：您在此能做的事立即改变，只有拥有完全访问的人才能恢复。`,
      removeTitle: '从项目中移除？',
      removeBody: (name) => `${name} 将失去对此项目的访问权限。`,
      changed: '访问级别已更改。',
      removed: '已从项目中移除。',
    },
    leave: {
      button: '退出此项目',
      title: (project) => `退出“${project}”？`,
      body: (project) => `您将失去对“${project}”的访问，它也将从您的项目列表中移除。`,
      confirm: '退出',
    },
    destinations: {
      title: '共享的推流目标',
      none: '此项目没有推流目标。',
      sharedWith: '使用者',
      notShared: '未与其他项目共享。',
      stop: '停止共享',
      stopLabel: (project) => `停止与 ${project} 共享`,
      stopTitle: '停止共享？',
      stopBody: (project, destination) => `${project} 将无法再使用 ${destination}。`,
      stopped: '已停止与该项目共享。',
      access: (project) => `${project} 的访问级别`,
      changeTitle: '更改访问级别？',
      change: (project, from, to) => `${project}：从 ${from} 改为 ${to}。`,
      changeConfirm: '更改访问级别',
      changed: '访问级别已更改。',
      handOver: '移交',
      handOverLabel: (project) => `移交给 ${project}`,
      handOverTitle: (destination) => `移交“${destination}”？`,
      handOverBody: (destination, from, to) => `“${destination}”将从“${from}”移交给“${to}”，由其成为所有者。`,
      handedOver: '已移交。',
    },
    invites: {
      title: '邀请',
      none: '没有等待回复的邀请。',
      declined: '已拒绝',
      sentOn: (date) => `发送于 ${date}`,
      copy: '复制链接',
      revoke: '撤销',
      revokeLabel: (who) => `撤销发给 ${who} 的邀请`,
      revokeTitle: '撤销邀请？',
      revokeBody: (who) => `发给 ${who} 的链接将失效。`,
      revoked: '邀请已撤销。',
      formTitle: (destination) => `邀请使用 ${destination}`,
      by: '邀请方式',
      byEmail: '电子邮件',
      byId: '项目 ID',
      email: '电子邮件地址',
      projectId: '项目 ID',
      projectIdHint: '被邀请项目的 ID：请向其所有者索取。',
      access: '访问级别',
      submit: '邀请',
      created: '邀请已创建。请把链接发给对方：',
      copyNew: '复制新链接',
    },
    activity: {
      title: '动态',
      action: '操作',
      allActions: '全部操作',
      from: '从',
      to: '至',
      empty: '此项目的团队尚无任何操作。',
      emptyFiltered: '没有符合这些筛选条件的记录。',
      clear: '清除筛选',
      showMore: '显示更多',
      by: (who) => `操作者：${who}`,
      actions: {
        project_channel_invite_add: '已邀请使用推流目标',
        project_channel_invite_del: '推流目标邀请已撤销',
        project_channel_invite_accept: '推流目标邀请已接受',
        project_channel_invite_decline: '推流目标邀请已拒绝',
        user_project_invite_add: '已邀请加入项目',
        user_project_invite_del: '项目邀请已撤销',
        user_project_invite_accept: '项目邀请已接受',
        user_project_invite_decline: '项目邀请已拒绝',
        user_project_add: '已添加成员',
        user_project_del: '已移除成员',
        user_project_change: '成员访问级别已更改',
        project_channel_add: '推流目标已与本项目共享',
        project_channel_del: '推流目标已停止共享',
        project_channel_change: '推流目标访问级别已更改',
      },
    },
    toYou: {
      title: '邀请您的项目',
      destination: '推流目标',
      declineBody: (destination) => `您将拒绝使用“${destination}”的邀请；拒绝后将无法再接受。`,
      choose: '接受…',
      accepted: (project, destination) => `已接受：“${project}”现在可以使用“${destination}”。`,
      declined: (destination) => `您已拒绝使用“${destination}”的邀请。`,
    },
    invitation: {
      title: '邀请',
      incomplete: '此链接不完整：缺少所邀请的推流目标。请重新索取链接。',
      offered: (destination) => `邀请您使用推流目标“${destination}”。`,
      access: (level) => `提供的访问级别：${level}`,
      sentTo: (email) => `发送至 ${email}`,
      sentOn: (date) => `发送于 ${date}`,
      project: '用于您的项目',
      noProjects: '您没有可以接受此邀请的项目。',
      accept: '接受',
      decline: '拒绝',
      declineTitle: '拒绝邀请？',
      declineBody: '拒绝后将无法再接受。',
      accepted: (project) => `已接受：${project} 现在可以使用此推流目标。`,
      toStream: '打开其直播页面',
      declined: '您已拒绝此邀请。',
      wasDeclined: '此邀请已被拒绝。',
    },
  },
});

/** An action in words, or as the service names it. */
export const actionWord = (m: TeamMessages, action: string): string =>
  Object.hasOwn(m.activity.actions, action) ? m.activity.actions[action as KnownAction] : action;
