import { catalog } from './catalog.ts';
import { describedGroups } from './described-groups.ts';

/** Every group the dashboard navigates: the interface document's, then those only the newer description names. */
export const catalogGroups = [...catalog, ...describedGroups];
