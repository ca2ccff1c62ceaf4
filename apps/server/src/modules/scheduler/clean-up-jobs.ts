// The periodic clean-ups and top-ups. Each is safe to run at any time and more than once.
import { deleteExpiredSessions } from '../auth/auth.repository';
import { deleteExpiredPasswordResetTokens } from '../auth/password-reset.repository';
import { deleteExpiredVerificationTokens } from '../auth/verification.repository';
import { forgetOldAnswers } from '../geocode/geocode.service';
import {
  deleteExpiredEmailChanges,
  deleteOldMail,
  forgetWalkUpGuests,
} from '../my-data/retention.repository';
import { deletePassedCancelledRuns } from '../runs/cancelled-runs.repository';
import { extendAllSeries } from '../series/series.service';
import type { ScheduledJob } from './scheduler';

const HOUR = 60 * 60_000;

export const cleanUpJobs: readonly ScheduledJob[] = [
  { name: 'delete-expired-sessions', intervalMs: HOUR, run: deleteExpiredSessions },
  { name: 'delete-expired-verification-tokens', intervalMs: HOUR, run: deleteExpiredVerificationTokens },
  {
    name: 'delete-expired-password-reset-tokens',
    intervalMs: HOUR,
    run: deleteExpiredPasswordResetTokens,
  },
  // Retention periods of docs/decisions/049, told in the privacy page.
  { name: 'delete-old-mail', intervalMs: HOUR, run: deleteOldMail },
  { name: 'delete-expired-email-changes', intervalMs: HOUR, run: deleteExpiredEmailChanges },
  // Walk-up guests' emergency contacts after check-in, the rest after 90 days (docs/decisions/055).
  { name: 'forget-walk-up-guests', intervalMs: HOUR, run: forgetWalkUpGuests },
  // docs/product.md §9's hourly geocode cache clean-up (expired answers are kept a week as the stale fallback).
  { name: 'forget-old-geocode-answers', intervalMs: HOUR, run: forgetOldAnswers },
  // Calendar feeds show a cancelled run until its date passes (docs/decisions/033).
  { name: 'delete-passed-cancelled-runs', intervalMs: HOUR, run: deletePassedCancelledRuns },
  // Weekly series keep their runs 8 weeks ahead (each creation already covers 9).
  {
    name: 'extend-weekly-series',
    intervalMs: 24 * HOUR,
    run: async (db, now) => void (await extendAllSeries(db, now)),
  },
];
