import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestQueryClient, testUser } from '@/testing/render';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { AuthProvider, meParser, useAuth } from './auth';

function ShowAuth() {
  const auth = useAuth();
  return <p>{auth.status === 'authenticated' ? `${auth.status}:${auth.user.role}` : auth.status}</p>;
}

const renderAuth = () =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthProvider>
        <ShowAuth />
      </AuthProvider>
    </QueryClientProvider>,
  );

describe('AuthProvider', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, { user: testUser() }));
    setPageOrigin(server.url);
  });
  afterAll(() => server.close());

  it('starts loading, then is authenticated with the role from /api/auth/me', async () => {
    server.handle((_req, res) => sendJson(res, 200, { user: testUser({ role: 'business' }) }));
    renderAuth();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('authenticated:business')).toBeInTheDocument();
    expect(server.requests.at(-1)).toBe('GET /api/auth/me');
  });

  it('is unauthenticated for an anonymous visitor', async () => {
    server.handle((_req, res) => sendJson(res, 200, { user: null }));
    renderAuth();
    expect(await screen.findByText('unauthenticated')).toBeInTheDocument();
  });

  it('is unauthenticated on 401', async () => {
    server.handle((_req, res) =>
      sendJson(res, 401, { error: { code: 'UNAUTHORIZED', message: 'Not signed in' } }),
    );
    renderAuth();
    expect(await screen.findByText('unauthenticated')).toBeInTheDocument();
  });

  it('is unauthenticated when the session cannot be checked', async () => {
    server.handle((_req, res) =>
      sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Internal error' } }),
    );
    renderAuth();
    expect(await screen.findByText('unauthenticated')).toBeInTheDocument();
  });
});

describe('meParser (the boot path checks /api/auth/me by hand, without zod)', () => {
  it('accepts a user, with or without business details, and an anonymous visitor', () => {
    expect(meParser.parse({ user: testUser() })).toEqual({ user: testUser() });
    const business = testUser({ role: 'business', businessDetails: {} as never });
    expect(meParser.parse({ user: business }).user?.role).toBe('business');
    expect(meParser.parse({ user: null })).toEqual({ user: null });
  });

  it('refuses what is not a user', () => {
    for (const body of [
      null,
      {},
      { user: 'rita' },
      { user: { ...testUser(), role: 'admin' } },
      { user: { ...testUser(), id: 7 } },
      { user: { ...testUser(), profileImageUrl: undefined } },
      { user: { ...testUser(), businessDetails: null } },
    ])
      expect(() => meParser.parse(body)).toThrow();
  });
});
