/**
 * A step between the shell and the account's chunk: the first bundle names this one small file, and this file names
 * the account chunk's own dependencies, which the first bundle then does not carry (each lazy file it can load costs
 * it a name). Loaded after the page's reads, so the extra step costs nobody a wait.
 */
export const loadAccountModule = () => import('./account-name.tsx');
