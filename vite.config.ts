import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractApiPlugin } from './api/vite-plugin.ts';
import { firstLoadChunk } from './scripts/first-load-chunk.ts';
import { type PageAhead, pagesAhead } from './scripts/pages-ahead.ts';
import { reactRouterProduction } from './scripts/react-router-production.ts';
import { type PageName, placeOf, placePattern, routeMap } from './src/config/route-map.ts';

/** A route map line's route module (app/routes/<name>-route.tsx): its name in kebab-case. */
const routeModuleName = (page: string) => `${page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-route`;

/**
 * The first load's files; the chunk of the routes it does not hold (app/page-routes.ts); a designed page's route
 * module's, which holds its view (not the first load's page's: what goes below its cards comes after them).
 */
const FIRST_LOAD = /(^|\/)(app|rolldown-runtime)-[\w-]+\.js$/;
const PAGE_ROUTES = /(^|\/)page-routes-[\w-]+\.js$/;
const DESIGNED_PAGE_ROUTE = new RegExp(
  `(^|/)(${routeMap.flatMap((place) => (place.group && !place.eager ? [routeModuleName(place.page)] : [])).join('|')})-[\\w-]+\\.js$`,
);
/** Home's list of projects (features/projects/project-list.tsx), which the overview in the first load draws. */
const HOME_LIST = /(^|\/)project-list-[\w-]+\.js$/;

/**
 * A designed project page's address (its route map line), any project's number in it, and with `subPages` its own
 * pages (one segment more). Not the group's operations, which are the console's pages (app/page-routes.ts): they load
 * neither the view nor its stylesheet, and a stylesheet announced and left unused is a warning in the console.
 */
const projectPage = (page: PageName) => {
  const place = placeOf(page);
  return `^${placePattern(place, '[1-9]\\d*')}${place.subPages ? '(/(?!operations(/|$))[^/]+)?' : ''}/*$`;
};
const PAGE_ROUTES_MODULE = 'src/app/page-routes.ts';
/** A page's route module, from its line's name. */
const routeModule = (page: PageName) => `src/app/routes/${routeModuleName(page)}.tsx`;
/** Home's list of projects, which the overview in the first load draws. */
const HOME_LIST_MODULE = 'src/features/projects/project-list.tsx';

/**
 * The pages people open from a link or a bookmark, whose files then come with the first load: the sign-in page
 * (anyone's first page), the Stream page (a streamer's) and Billing. Each costs every page's first load its files'
 * names.
 */
const SIGN_IN_MODULE = 'src/features/sign-in/sign-in-route.tsx';
const PAGES_AHEAD: PageAhead[] = [
  { path: '^/sign-in(/[^/]*)?/*$', modules: [SIGN_IN_MODULE] },
  { path: projectPage('stream'), modules: [PAGE_ROUTES_MODULE, routeModule('stream')] },
  { path: projectPage('billing'), modules: [PAGE_ROUTES_MODULE, routeModule('billing')] },
];

// `npm start` serves the app and the contract API on one origin, so `/method/...` works with no configuration.
export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    contractApiPlugin(),
    firstLoadChunk({
      drawnFirst: [...PAGES_AHEAD.flatMap((page) => page.modules), HOME_LIST_MODULE],
      drawnSignedOut: [SIGN_IN_MODULE],
    }),
    pagesAhead(PAGES_AHEAD),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // A lazy chunk's scripts are fetched by the browser as it imports them rather than announced first, one
    // <link rel="modulepreload"> per file: inserting those links (sixteen for the catalog's pages, below the tariff
    // cards) made some of the longest tasks after the cards on a phone's CPU. A lazy page's deeper imports may then
    // come a round trip later. Its stylesheets are still inserted first, so nothing is drawn unstyled; the first
    // load's files are announced in index.html as before. Four exceptions, for the pages people open from a link:
    // - the routes the first load does not hold (app/page-routes.ts: every page's route, with the designed pages'
    //   manifests and loaders) are announced with the one shared chunk they import (scripts/first-load-chunk.ts),
    //   since Vite's loader imports a chunk only once its stylesheets are here (else the script's round trip follows
    //   theirs, and the shared chunk's follows the script's). A file name in the first load for each other lazy chunk
    //   would cost it bytes;
    // - a designed page's route module (app/routes/<name>-route.tsx, with its view) announces every one of its files
    //   at once, so the page is one round trip away rather than one per level of its imports (at the addresses of
    //   pagesAhead's pages, its files are announced before the first load has even come);
    // - Home's list of projects, for the same reason: it imports the shared chunk, which imports the session's
    //   refresh (scripts/first-load-chunk.ts);
    // - the parts a designed page's view draws after its first paint (the Stream page's live panel, chat and last
    //   stream) announce theirs: they import the chunk only later parts share, which is not loaded yet.
    // The first load's own files are never announced again: they are loaded already.
    modulePreload: {
      // No polyfill for browsers without <link rel="modulepreload"> (Firefox before 115): they load the same files
      // when the first load imports them, a little later, while every other browser would fetch the polyfill's code
      // with the first load for nothing.
      polyfill: false,
      // Called with the scripts only; Vite adds the stylesheets after them.
      resolveDependencies: (file, scripts, { hostId, hostType }) => {
        if (hostType !== 'js') return scripts;
        return PAGE_ROUTES.test(file) ||
          DESIGNED_PAGE_ROUTE.test(file) ||
          HOME_LIST.test(file) ||
          DESIGNED_PAGE_ROUTE.test(hostId)
          ? scripts.filter((dep) => !FIRST_LOAD.test(dep))
          : [];
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
});
