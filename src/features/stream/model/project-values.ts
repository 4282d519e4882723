/** What a read about a project sends by name: the project, as the request builder reads it (`project_id`). */
export const projectValues = (projectId: number, more: Readonly<Record<string, string>> = {}) => ({
  project_id: String(projectId),
  ...more,
});
