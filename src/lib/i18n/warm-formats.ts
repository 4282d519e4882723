import { prepareFormats } from './format.ts';
import { type Language, locales } from './languages.ts';

// The first Intl formatter a page builds loads its language's data: on a phone's CPU, a task long enough to delay a
// tap, and it would come with the first page of numbers and dates. A worker loads that data (format-worker.ts) while
// the page starts. Where no worker may start (a policy that forbids workers, a script that fails to load), the
// formatters are built on the page in a task of their own, the shortest place for them.

const started = new Set<Language>();

/** Gets the language's formatters ready before a page of numbers and dates is drawn; once per language. */
export function warmFormats(lang: Language): void {
  if (started.has(lang)) return;
  started.add(lang);
  const onPage = () => setTimeout(() => prepareFormats(lang));
  let worker: Worker;
  try {
    worker = new Worker(new URL('./format-worker.ts', import.meta.url), { type: 'module', name: 'relay-formats' });
  } catch {
    onPage();
    return;
  }
  worker.onmessage = () => worker.terminate();
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    onPage();
  };
  worker.postMessage(locales[lang]);
}
