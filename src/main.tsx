import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { loadRuntimeConfig } from './app/bootstrap.ts';
import { sendKeptReads } from './lib/api/reads-ahead.ts';
import { appMessages, applyDocumentLanguage } from './lib/i18n/i18n.ts';
import { warmFormats } from './lib/i18n/warm-formats.ts';
import { usePrefsStore } from './lib/prefs/prefs-store.ts';
import { startThemeSync } from './lib/prefs/theme.ts';
import { ownTask } from './lib/own-task.ts';
import { queryClient } from './lib/query-client.ts';
import { restoreLastSeen, startKeepingLastSeen } from './lib/query-persistence.ts';
import { startSessionKeeper } from './lib/session/session-keeper.ts';
import './styles.css';

startThemeSync();
const { language } = usePrefsStore.getState();
applyDocumentLanguage(language);
warmFormats(language);
usePrefsStore.subscribe((state, previous) => {
  if (state.language === previous.language) return;
  applyDocumentLanguage(state.language);
  warmFormats(state.language);
});

// config.json is read in the background (index.html preloads it; calls to the service wait for it); the page itself
// renders at once. Only a Russian or Chinese reader waits, for the messages, so the page never shows a mix of
// languages. The plans of the last visit come from localStorage, before the first render, so it paints them. The
// reads this address's page made first last time are sent now, so their answers come with its code.
void loadRuntimeConfig();
// The query client's timers go on one browser timer from the pages that read many things (lib/query-timers.ts), not
// from the first load. TanStack Query warns in development when its timer provider changes after a timer was set
// (a change this provider is built for), so a development server installs it first, before any; a built app has
// no such branch.
if (import.meta.env.DEV) await import('./lib/query-timers.ts');
sendKeptReads(location.pathname);
// What follows the script's evaluation is three tasks of its own (`ownTask`, resumed ahead of the tasks already
// waiting): reading back the last visit, building the router (which matches the first URL and starts loading a lazy
// page's code), and the first render's start. In one task with the evaluation, or with each other, they make one of
// the longest tasks of a phone's load, which counts as blocking time (`npm run bench:tasks` shows the tasks). Where
// the browser has no scheduler, a timer still keeps the router's building out of the evaluation's task.
await ownTask();
restoreLastSeen(queryClient);
await appMessages.load(language);
startKeepingLastSeen(queryClient);
startSessionKeeper();

// User Timing marks (read by `npm run bench:startup`, shown in any browser's performance panel) around building the
// router and the render.
await (ownTask() ?? new Promise((resolve) => setTimeout(resolve)));
performance.mark('relay:router');
const router = createAppRouter();
performance.measure('relay:router', 'relay:router');
await ownTask();
performance.mark('relay:render');

// A transition, so React draws the first page in slices of a few milliseconds instead of one task: on a phone's CPU
// one task would be the longest of the load, and all of it would count as blocking time.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
