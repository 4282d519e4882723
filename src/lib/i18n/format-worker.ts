// Builds a number, a date and a relative-time formatter for a locale in a worker. What makes a page's first formatter
// slow is loading the language's data, and that data belongs to the browser's process, not to a thread: once this
// worker has built these, the page builds its own (any options) in a fraction of a millisecond.

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage: (done: true) => void;
};

scope.onmessage = ({ data: locale }) => {
  if (typeof locale === 'string') {
    new Intl.NumberFormat(locale).format(0);
    new Intl.DateTimeFormat(locale).format(0);
    new Intl.RelativeTimeFormat(locale).format(0, 'day');
  }
  scope.postMessage(true);
};
