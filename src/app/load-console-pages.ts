/**
 * The console's page module (console-pages.ts). The route table loads it on navigation, the sidebar on hover or
 * focus of a link and a typed page once its cards are shown; all call this same import, so it is fetched once.
 */
export const loadConsolePages = () => import('./console-pages.ts');
