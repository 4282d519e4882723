// The paths of the places people go, beside config/paths.ts: only the navigation, Home and the catalog's pages use
// them, so they load with those and not with the tariff page's first paint (paths.ts is in every first load).

/** The page of every operation group (the API page), within a project or not. */
export const ALL_OPERATIONS = 'operations';

/** The API page: every group of the interface document and its search; a project's groups only within one. */
export const allOperationsPath = (projectId?: number) =>
  projectId === undefined ? `/${ALL_OPERATIONS}` : `/projects/${projectId}/${ALL_OPERATIONS}`;

/** A project's team: its members, who each destination is shared with, the invitations. */
export const teamPath = (projectId: number) => `/projects/${projectId}/team`;
