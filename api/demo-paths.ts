// The operations the demo deployment adds to the document's two, by path under /method/ (which is also the name a
// test's fault names them by). Paths are our choice: the document names these operations but gives no paths.
export const DEMO_OPERATIONS = [
  'user_project/list',
  'auth/me',
  'auth/logout',
  'user/profile',
  'plan_restream/remove_after',
  'plan_restream/buy',
  'plan_restream/list',
  'plan_restream/list_for_project',
  'plan_restream/discount',
  'plan_transcoding',
  'plan_transcoding/remove_after',
  'plan_transcoding/buy',
  'plan_transcoding/list',
  'plan_transcoding/discount',
  'plan_transcoding/check',
  'plan_storage',
  'plan_storage/remove_next',
  'plan_storage/buy',
  'plan_storage/info',
  'plan_storage/discount',
  'plan_storage/check',
] as const;

export type DemoOperation = (typeof DEMO_OPERATIONS)[number];

export const methodPath = (operation: DemoOperation): string => `/method/${operation}`;
