// The state a server-rendered page carries for the browser to hydrate with: the session it was rendered for and
// the answers of the queries it ran, so the browser neither asks again nor draws anything different.
import { AppError } from '@runtogether/shared/errors/app-error';
import type { User } from '@runtogether/shared/users/user.schemas';
import { t } from '@/lib/i18n';

/** The element holding the state: a JSON data block, which the CSP allows as it is never run. */
export const SERVER_STATE_ELEMENT_ID = 'rt-state';

/** An error of a query, as plain data (an AppError's message and class do not survive JSON). */
export interface SerializedError {
  code: string;
  message: string;
  status: number;
}

export interface ServerState {
  user: User | null;
  /** TanStack Query's dehydrated state (finished queries only), errors as SerializedError. */
  queries: {
    queries: {
      queryKey: readonly unknown[];
      queryHash: string;
      state: { status: string; error?: unknown; fetchFailureReason?: unknown };
    }[];
    mutations: unknown[];
  };
}

/** The AppError a query's serialized error stands for (lib/query-layer.tsx, when hydrating). */
export const reviveError = (error: SerializedError) => new AppError(error.code, error.message, error.status);

export const serializeError = (error: unknown): SerializedError =>
  error instanceof AppError
    ? { code: error.code, message: error.message, status: error.status }
    : { code: 'INTERNAL', message: t('core.api.loadFailed'), status: 500 };

/** The page's server state, read once; null for a page the browser renders alone. */
export const readServerState = (() => {
  let read: ServerState | null | undefined;
  return (): ServerState | null => {
    if (read !== undefined) return read;
    const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ELEMENT_ID);
    read = element?.textContent ? (JSON.parse(element.textContent) as ServerState) : null;
    return read;
  };
})();
