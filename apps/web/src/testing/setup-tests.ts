import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { afterEach } from 'vitest';
import { setBrowserMessages } from '@/lib/i18n';

// Long forms validate on every keystroke and lazy routes are transformed on first import: on a busy machine
// a second is not always enough for either.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Sonner keeps toasts in a module-wide store and replays them to the next <Toaster>: start each test clean.
  toast.dismiss();
});

// jsdom does not implement scrolling; the app scrolls to top on every route change, and brings a form's
// message into view (the pin field).
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// Tests talk to a real HTTP server through Node's fetch, which does not understand jsdom's FormData and File
// (it would send "[object FormData]"), and whose own FormData wraps files in the global File — jsdom's, here —
// losing their bytes. So such bodies are encoded here as the browser would: multipart with a fresh boundary.
const nodeFetch = globalThis.fetch;
const quoted = (s: string) => s.replace(/"/g, '%22').replace(/\r?\n/g, ' ');

async function encodeMultipart(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const boundary = `----RunTogetherTest${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of form.entries()) {
    const head =
      typeof value === 'string'
        ? `content-disposition: form-data; name="${quoted(name)}"\r\n\r\n`
        : `content-disposition: form-data; name="${quoted(name)}"; filename="${quoted(value.name)}"\r\n` +
          `content-type: ${value.type || 'application/octet-stream'}\r\n\r\n`;
    parts.push(Buffer.from(`--${boundary}\r\n${head}`));
    parts.push(typeof value === 'string' ? Buffer.from(value) : Buffer.from(await value.arrayBuffer()));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

globalThis.fetch = async (input, init) => {
  if (!(init?.body instanceof FormData)) return nodeFetch(input, init);
  const { body, contentType } = await encodeMultipart(init.body);
  const headers = new Headers(init.headers);
  headers.set('content-type', contentType);
  return nodeFetch(input, { ...init, headers, body: new Uint8Array(body) });
};

// The page's words: English, the catalogue the spec's texts live in (Lingui compiles it on first use in tests).
setBrowserMessages('en', CATALOGUES.en);
