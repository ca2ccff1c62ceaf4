// Runs in a worker (lib/intl-warm-up.ts): ICU's data, loaded here, is shared by the page's whole process.
self.onmessage = (event: MessageEvent<string>) => {
  const lang = event.data;
  new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(0);
  Intl.DateTimeFormat().resolvedOptions();
  new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(1);
  new Intl.PluralRules(lang).select(1);
  postMessage('warm');
};
