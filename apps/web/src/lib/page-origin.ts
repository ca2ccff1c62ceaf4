// The site's origin (https://runtogether.example): the page's own in the browser; on the server, where there is
// no window, the public URL the server was configured with (server.ts sets it).
let serverOrigin = 'http://localhost';

export function setServerOrigin(origin: string) {
  serverOrigin = origin;
}

export const pageOrigin = () => (typeof window === 'undefined' ? serverOrigin : window.location.origin);
