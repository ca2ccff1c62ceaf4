import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createMailTransport } from './mail-transport';
import { startMailWorker, type MailWorker } from './mail-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker: `kick()` after an enqueue commits; `flush()` delivers everything due (tests). */
    mail: Pick<MailWorker, 'kick' | 'flush'>;
  }
}

export interface MailPluginOptions {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'publicUrl' | 'mailPollIntervalMs'>;
}

function registerMail(app: FastifyInstance, { config }: MailPluginOptions, done: () => void) {
  const transport = createMailTransport(config, app.log);
  const worker = startMailWorker({
    db: app.db,
    transport,
    log: app.log.child({ module: 'mail' }),
    pollIntervalMs: config.mailPollIntervalMs,
  });
  app.log.info(`Mail: ${transport.description}`);
  app.decorate('mail', { kick: worker.kick, flush: worker.flush });
  // preClose runs before the database closes (onClose), so a delivery under way can still record its result.
  app.addHook('preClose', () => worker.stop());
  done();
}

export const mailPlugin = fp(registerMail, { name: 'mail', dependencies: ['db'] });
