import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { followJobs } from '../follows/follow-digest.service';
import { reminderJobs } from '../reminders/reminders.service';
import { changeNoticeJobs } from '../run-change-notices/run-change-notices.service';
import { askToConfirmJobs } from '../registrations/ask-to-confirm.service';
import { registrationDepsOf } from '../registrations/registrations.service';
import { seriesRegistrationJobs } from '../series/series-registrations.service';
import { cleanUpJobs } from './clean-up-jobs';
import { startScheduler, type Scheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic clean-ups; `runDue()` runs what is due now (tests). */
    scheduler: Pick<Scheduler, 'runDue'>;
  }
}

export interface SchedulerPluginOptions {
  config: Pick<
    Config,
    'schedulerPollIntervalMs' | 'publicUrl' | 'sessionSecret' | 'reminderLeads' | 'waitlistCutoffMinutes'
  >;
}

async function registerScheduler(app: FastifyInstance, { config }: SchedulerPluginOptions) {
  const mailQueued = () => app.mail.kick();
  const registrationDeps = registrationDepsOf(app.db, config, mailQueued);
  const scheduler = await startScheduler({
    db: app.db,
    jobs: [
      ...cleanUpJobs,
      ...followJobs({ publicUrl: config.publicUrl, mailQueued }),
      // Reminders before runs and notices of changed runs.
      ...reminderJobs({
        publicUrl: config.publicUrl,
        secret: config.sessionSecret,
        leads: config.reminderLeads,
        mailQueued,
      }),
      ...changeNoticeJobs({ publicUrl: config.publicUrl, secret: config.sessionSecret, mailQueued }),
      // "Still coming?" before "Ask to confirm" runs, and the runs a weekly series' runners get (decision 053).
      ...askToConfirmJobs(registrationDeps),
      ...seriesRegistrationJobs(registrationDeps),
    ],
    log: app.log.child({ module: 'scheduler' }),
    pollIntervalMs: config.schedulerPollIntervalMs,
  });
  app.decorate('scheduler', { runDue: () => scheduler.runDue() });
  // Before the database closes (onClose), so a job under way can finish and record its result.
  app.addHook('preClose', () => scheduler.stop());
}

export const schedulerPlugin = fp(registerScheduler, { name: 'scheduler', dependencies: ['db', 'mail'] });
