// The server's side of a page request, as the loaders read it (packages/shared/src/pages/page-context.ts).
import type { PageContext } from '@runtogether/shared/pages/page-context';
import { createContext as createReactContext } from 'react';
import { createContext } from 'react-router';

export const pageContext = createContext<PageContext>();

/** The nonce of the page's Content-Security-Policy (entry.server.tsx): the framework's inline scripts carry it. */
export const NonceContext = createReactContext<string | undefined>(undefined);
