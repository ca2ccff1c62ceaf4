// The service worker's caches of personal answers (decision 037): emptied when someone logs out, so the next
// person on this device never sees them, online or offline.
const PERSONAL_CACHES = ['rt-api', 'rt-pages'];

export async function forgetPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)));
}
