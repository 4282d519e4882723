/**
 * The one page module of every generated catalog route. The route table loads it on navigation and the
 * sidebar on hover or focus of a link; both call this same import, so the chunk is fetched once.
 */
export const loadScaffoldRoute = () => import('./scaffold-route.tsx');
