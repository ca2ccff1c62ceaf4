import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// Long forms validate on every keystroke and lazy routes are transformed on first import: on a busy machine
// a second is not always enough for either.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Sonner keeps toasts in a module-wide store and replays them to the next <Toaster>: start each test clean.
  toast.dismiss();
});

// jsdom does not implement scrolling; the app scrolls to top on every route change.
window.scrollTo = () => {};

// Tests talk to a real HTTP server through Node's fetch, which does not understand jsdom's FormData and File
// (it would send "[object FormData]"). Rebuild such bodies with Node's own classes on the way out.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
const nodeFetch = globalThis.fetch;

async function toNodeFormData(form: FormData): Promise<FormData> {
  const out = new NodeFormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') out.append(name, value);
    else {
      const file = new NodeFile([new Uint8Array(await value.arrayBuffer())], value.name, {
        type: value.type,
      });
      out.append(name, file as unknown as Blob, value.name);
    }
  }
  return out;
}

globalThis.fetch = async (input, init) =>
  init?.body instanceof FormData && !(init.body instanceof NodeFormData)
    ? nodeFetch(input, { ...init, body: await toNodeFormData(init.body) })
    : nodeFetch(input, init);
