import { describe, expect, it } from 'vitest';
import { authenticated } from '@/testing/render';
import { snapPaceToTenth } from './pace';
import { isRunFull, registerControlState, type RegisterControlInput } from './register-control-state';

const now = new Date('2030-05-10T12:00:00Z');
const run = {
  startsAt: '2030-05-18T05:30:00.000Z',
  maxParticipants: 20,
  currentParticipants: 8,
  hostId: 'b-1',
};
const confirmed = {
  id: 1,
  runId: 7,
  userId: 'u-1',
  userName: 'Rita',
  userEmail: 'rita@example.com',
  userPace: 6,
  registeredAt: '2030-05-01T10:00:00.000Z',
  status: 'confirmed' as const,
  waitlistPosition: null,
};
const input = (overrides: Partial<RegisterControlInput> = {}): RegisterControlInput => ({
  run,
  auth: authenticated(),
  registration: null,
  registrationFailed: false,
  now,
  ...overrides,
});

describe('registerControlState', () => {
  it('closes registration at the start time, and keeps telling a runner they were registered', () => {
    const started = { ...run, startsAt: now.toISOString() };
    expect(registerControlState(input({ run: started, registration: confirmed }))).toEqual({
      kind: 'started',
      registration: confirmed,
    });
    expect(registerControlState(input({ run: started, auth: { status: 'unauthenticated' } }))).toEqual({
      kind: 'started',
      registration: null,
    });
  });

  it('waits for the session and for the runner’s registration', () => {
    expect(registerControlState(input({ auth: { status: 'loading' } }))).toEqual({ kind: 'checking' });
    expect(registerControlState(input({ registration: undefined }))).toEqual({ kind: 'checking' });
  });

  it('offers to register when the registration lookup failed (the server refuses duplicates)', () => {
    expect(registerControlState(input({ registration: undefined, registrationFailed: true }))).toEqual({
      kind: 'register',
      who: 'runner',
      full: false,
    });
  });

  it('tells apart visitors, businesses and runners, on open and full runs', () => {
    const full = { ...run, currentParticipants: 20 };
    expect(registerControlState(input({ auth: { status: 'unauthenticated' } }))).toMatchObject({
      who: 'anonymous',
      full: false,
    });
    expect(
      registerControlState(input({ auth: authenticated({ role: 'business' }), run: full })),
    ).toMatchObject({
      who: 'not-runner',
      full: true,
    });
    expect(registerControlState(input({ run: full }))).toMatchObject({ who: 'runner', full: true });
  });

  it('shows a registration as registered or waitlisted with its place', () => {
    expect(registerControlState(input({ registration: confirmed }))).toEqual({ kind: 'registered' });
    expect(
      registerControlState(
        input({ registration: { ...confirmed, status: 'waitlisted', waitlistPosition: 4 } }),
      ),
    ).toEqual({ kind: 'waitlisted', position: 4 });
  });

  it("gives the run's own host its host actions, before and after the start, never a way to register", () => {
    const host = authenticated({ id: 'b-1', role: 'business' });
    expect(registerControlState(input({ auth: host }))).toEqual({ kind: 'host', started: false });
    expect(registerControlState(input({ auth: host, run: { ...run, currentParticipants: 20 } }))).toEqual({
      kind: 'host',
      started: false,
    });
    expect(registerControlState(input({ auth: host, run: { ...run, startsAt: now.toISOString() } }))).toEqual(
      { kind: 'host', started: true },
    );
    // Another business is still told that only runners register.
    expect(
      registerControlState(input({ auth: authenticated({ id: 'b-2', role: 'business' }) })),
    ).toMatchObject({ kind: 'register', who: 'not-runner' });
  });
});

describe('isRunFull', () => {
  it('is full only for a limited run with no spots left', () => {
    expect(isRunFull({ maxParticipants: 10, currentParticipants: 10 })).toBe(true);
    expect(isRunFull({ maxParticipants: 10, currentParticipants: 12 })).toBe(true);
    expect(isRunFull({ maxParticipants: 10, currentParticipants: 9 })).toBe(false);
    expect(isRunFull({ maxParticipants: null, currentParticipants: 500 })).toBe(false);
  });
});

describe('snapPaceToTenth', () => {
  it.each([
    ['5.3', 5.3],
    [5.30000001, 5.3],
    ['12', 12],
    [3, 3],
    [6.05, 6.1],
  ])('snaps %s to %s', (value, expected) => {
    expect(snapPaceToTenth(value)).toBe(expected);
  });
});
