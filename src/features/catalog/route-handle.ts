/** What each generated catalog route carries in `handle`, so the one shared page module knows its group. */
export interface GroupHandle {
  group: string;
}

export function isGroupHandle(handle: unknown): handle is GroupHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { group?: unknown }).group === 'string';
}
