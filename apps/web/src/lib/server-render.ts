// What a page tells the server while it is rendered there (entry-server.tsx): its HTTP status and title. In the
// browser there is no record and these calls do nothing.
import { createContext, use } from 'react';

export interface ServerRenderRecord {
  status: number;
  /** The page's own title, without the ' | RunTogether' suffix; undefined for the app's title. */
  title?: string;
}

export const ServerRenderContext = createContext<ServerRenderRecord | null>(null);

/** A page state that is an HTTP error (a run that does not exist: 404) answers with that status. */
export function useHttpStatus(status: number) {
  const record = use(ServerRenderContext);
  if (record) record.status = status;
}

/** Records the page's title for the server's <title>; the browser's document.title is set by an effect. */
export function useServerTitle(title: string | undefined) {
  const record = use(ServerRenderContext);
  if (record) record.title = title;
}
