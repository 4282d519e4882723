// English is the reference: `Messages` is its type, so a key missing in Russian or Chinese fails the type check.
export const en = {
  app: {
    name: 'Relay dashboard',
    skipToContent: 'Skip to content',
    language: 'Language',
    theme: 'Theme',
    themeSystem: 'System',
    themeLight: 'Light',
    themeDark: 'Dark',
    switchToDark: 'Dark theme',
    signOut: 'Sign out',
    signIn: 'Sign in',
    settings: 'Settings',
    projects: 'Projects',
    loading: 'Loading',
    account: 'Account',
    options: 'Options',
    openMenu: 'Menu',
    closeMenu: 'Close menu',
    mainNav: 'Main',
    /** A designed page's link to its group's every operation, in its header. */
    groupOperations: 'All operations of this group',
  },
  connectivity: {
    unreachable: 'Cannot connect right now. You are still signed in; we will keep trying.',
    offline: 'You are offline. You are still signed in; we will reconnect when the network is back.',
    retryNow: 'Try now',
    configUnavailable:
      'The dashboard could not load its settings. You are still signed in; nothing is sent until they load. Retrying…',
  },
  lastSeen: {
    asOf: (time: string) => `as of ${time}`,
    checking: ', checking for changes…',
  },
  errors: {
    title: 'Could not load this',
    network: 'Could not connect. Check your connection and try again.',
    timeout: 'This is taking too long. Try again in a moment.',
    /** A failure on the other end; the status is for the API section's words. */
    server: (_status: number) => 'Something went wrong on our side. Try again in a moment.',
    client: (status: number): string =>
      status === 403
        ? 'You do not have access to this.'
        : status === 404
          ? 'This was not found: it may have been removed.'
          : 'This was not accepted.',
    unauthorized: 'Your session was not accepted. Try again, or sign in again.',
    redirected: 'This could not be loaded safely. Try again later.',
    /** What could not be read; where is for the API section's words. */
    invalidResponse: (_field: string) => 'Part of this could not be read. Try again later.',
    sessionEnded: 'Your session has ended. Sign in again to continue.',
    signedOut: 'You are signed out.',
    unknown: 'Something went wrong. Try again.',
    retry: 'Retry',
    pageCrashed: 'This part of the page failed to show.',
    reload: 'Reload page',
  },
  signedOut: {
    title: 'You are signed out',
    body: 'Sign in to see your projects and their tariffs.',
    action: 'Go to sign-in',
  },
  overview: {
    title: 'Projects',
    intro: 'Your account’s projects, and the ones you opened or pinned in this browser.',
  },
  tariff: {
    title: 'Restream tariff',
    projectHeading: (id: number) => `Project ${id}`,
    badProjectId: (text: string) => `“${text}” is not a project ID. A project ID is a positive whole number.`,
    backToProjects: 'All projects',
    slots: { before: 'Previous plan', current: 'Current plan', next: 'Next plan' },
    empty: { before: 'No previous plan', current: 'No current plan', next: 'No plan scheduled' },
    invalidSlot: 'This plan cannot be shown.',
    fields: {
      id: 'Plan ID',
      channel_max: 'Max channels',
      bitrate_max: 'Max bitrate',
      support_custom_channel: 'Custom channels',
      custom_video: 'Custom video',
      date_end: 'Ends',
    },
    notSent: 'not sent',
    yes: 'Yes',
    no: 'No',
    endedAgo: (relative: string) => `Ended ${relative}`,
    endsIn: (relative: string) => `Ends ${relative}`,
    hasEnded: 'This plan has ended',
    utc: 'UTC',
    problems: {
      'not-integer': 'not a whole number',
      'not-boolean': 'not yes/no',
      'not-date': 'not a date',
    },
    fieldProblem: (label: string, problem: string) => `${label} is not shown: ${problem}.`,
    changes: 'Compared with the current plan',
    more: (label: string, delta: string) => `${label}: more (+${delta})`,
    fewer: (label: string, delta: string) => `${label}: fewer (−${delta})`,
    higher: (label: string, delta: string) => `${label}: higher (+${delta})`,
    lower: (label: string, delta: string) => `${label}: lower (−${delta})`,
    same: (label: string) => `${label}: same`,
    timeline: 'Timeline',
    today: 'Today',
    endOf: (slot: string) => `${slot} ends`,
  },
};

export type Messages = typeof en;
