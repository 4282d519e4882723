/**
 * The catalog's page module (catalog-pages.ts). The route table loads it on navigation, the sidebar on hover or
 * focus of a link and the tariff page once its cards are shown; all call this same import, so it is fetched once.
 */
export const loadCatalogPages = () => import('./catalog-pages.ts');
