import { isAppError } from '@runtogether/shared/errors/app-error';
import type { Locale } from '@runtogether/shared/i18n/locales';
import type { Role, User } from '@runtogether/shared/users/user.schemas';
import {
  createContext,
  use,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { locale } from '@/lib/i18n';
import { createSessionStore, type SessionStore } from '@/lib/session-store';
import { queryKeys } from '@/lib/query-keys';

/** The auth state machine of docs/product.md §4: loading → unauthenticated | authenticated (with a role). */
export type AuthState =
  { status: 'loading' } | { status: 'unauthenticated' } | { status: 'authenticated'; user: User };

/**
 * Navigation state understood by /login: where to go after signing in, and a role to preselect on the
 * Sign Up tab (which then opens first, as does `tab: 'signup'`).
 */
export interface LoginRedirectState {
  redirectTo?: string;
  role?: Role;
  tab?: 'login' | 'signup';
}

/** Reads /login's navigation state defensively: it is whatever a link put there, or a stale history entry. */
export function readLoginState(state: unknown): LoginRedirectState {
  if (typeof state !== 'object' || state === null) return {};
  const { redirectTo, role, tab } = state as Record<string, unknown>;
  return {
    // Only paths inside the app: never '//elsewhere.example' or an absolute URL.
    ...(typeof redirectTo === 'string' && /^\/(?![/\\])/.test(redirectTo) ? { redirectTo } : {}),
    ...(role === 'runner' || role === 'business' ? { role } : {}),
    ...(tab === 'login' || tab === 'signup' ? { tab } : {}),
  };
}

/** Where a signed-in user belongs: a business on its dashboard, a runner on their home. */
export function roleHomePath(role: Role): string {
  return role === 'business' ? paths.businessHome.getHref() : paths.userHome.getHref();
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * GET /api/auth/me's body, checked by hand instead of with meResponseSchema: every page waits on this
 * answer, and zod would add 25 KB to the boot path (decision 014). The server's response schema is zod.
 */
export const meParser = {
  parse(data: unknown): { user: User | null } {
    const user = (data as { user?: unknown } | null)?.user;
    if (user === null) return { user: null };
    if (typeof user !== 'object' || user === undefined) throw new Error('not a user');
    const u = user as Partial<Record<keyof User, unknown>>;
    const valid =
      isString(u.id) &&
      isString(u.name) &&
      isString(u.email) &&
      (u.role === 'runner' || u.role === 'business') &&
      (u.profileImageUrl === null || isString(u.profileImageUrl)) &&
      (u.businessDetails === undefined ||
        (typeof u.businessDetails === 'object' && u.businessDetails !== null));
    if (!valid) throw new Error('not a user');
    return { user: u as User };
  },
};

/** The signed-in user, or null for an anonymous visitor (the server answers `{ user: null }`, or 401). */
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  try {
    return (await api.get('/api/auth/me', meParser, { signal })).user;
  } catch (error) {
    if (isAppError(error) && error.status === 401) return null;
    throw error;
  }
}

/** Where the query cache keeps the session once it has loaded (lib/query-layer.tsx keeps both in step). */
export const meQueryKey = queryKeys.me;

export const AuthContext = createContext<AuthState | null>(null);
/** The session store behind AuthProvider, for logout and for lib/query-layer.tsx. */
export const SessionContext = createContext<SessionStore | null>(null);

/**
 * Reads the session with a plain request, not the query library: the shell renders before that library loads
 * (decision 014). `store` is for tests that start from a known session.
 */
export function AuthProvider({ children, store }: { children: ReactNode; store?: SessionStore }) {
  const [session] = useState(() => store ?? createSessionStore());
  const user = useSyncExternalStore(session.subscribe, session.get, session.get);
  // The whole app waits on this answer: one try, and a failure counts as signed out.
  useEffect(() => session.load(() => getMe()), [session]);
  useEffect(() => {
    if (user) followAccountLanguage(user.language);
  }, [user]);
  const state = useMemo<AuthState>(() => {
    if (user === undefined) return { status: 'loading' };
    if (user) return { status: 'authenticated', user };
    return { status: 'unauthenticated' };
  }, [user]);
  return (
    <SessionContext value={session}>
      <AuthContext value={state}>{children}</AuthContext>
    </SessionContext>
  );
}

const LANGUAGE_RELOAD = 'rt-language-reload';

/**
 * A signed-in account's pages are in its language. When the session (after a log-in, or loaded on a
 * page drawn for a visitor) has another language than the page, the page reloads once: the server draws it in
 * the account's language. Once per language and tab, so a page that still differs never reloads in a loop.
 * Browser only (an effect); the server already draws a signed-in page in the account's language.
 */
export function followAccountLanguage(
  language: Locale | undefined,
  reload: () => void = () => window.location.reload(),
) {
  try {
    if (!language || language === locale()) {
      sessionStorage.removeItem(LANGUAGE_RELOAD);
      return;
    }
    if (sessionStorage.getItem(LANGUAGE_RELOAD) === language) return;
    sessionStorage.setItem(LANGUAGE_RELOAD, language);
  } catch {
    return; // No storage (a locked-down browser): no reload rather than a possible loop.
  }
  reload();
}

export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

export async function logout(): Promise<void> {
  try {
    await api.post('/api/auth/logout', null);
  } catch (error) {
    // Already signed out on the server: nothing left to revoke.
    if (!(isAppError(error) && error.status === 401)) throw error;
  }
  // The offline copies of this person's runs and pages go with the session.
  await import('@/lib/offline-cache').then(({ forgetPersonalCaches }) => forgetPersonalCaches());
}

/** Navigation state of the trip home after a logout (see the landing route). */
export const signOutState = { signedOut: true } as const;
export const isSignOutState = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { signedOut?: unknown }).signedOut === true;
