// How a message leaves the server: SMTP when SMTP_URL is set, otherwise an .eml file in DATA_DIR/mail.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Config } from '../../config';
import { attachmentsOf, headersOf, type OutboxMail } from './mail.repository';

export interface MailTransport {
  /** Resolves once the message is accepted (by the SMTP server, or written to disk); rejects otherwise. */
  send(mail: OutboxMail): Promise<void>;
  close(): void;
  readonly description: string;
}

type TransportConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'publicUrl'>;

export function createMailTransport(config: TransportConfig, log: FastifyBaseLogger): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : fileTransport(path.join(config.dataDir, 'mail'), config, log);
}

// Quoted-printable keeps every line of the message readable, so a person (or a test) can find the link.
function messageOf(mail: OutboxMail, from: string): Mail.Options {
  const attachments = attachmentsOf(mail);
  const headers = headersOf(mail);
  return {
    from,
    // Stable per outbox row: should a retry repeat a delivery whose acknowledgement was lost, the receiving
    // side (and anyone reading headers) can tell it is the same message.
    messageId: outboxMessageId(mail, from),
    to: mail.toAddress,
    subject: mail.subject,
    text: mail.textBody,
    ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
    ...(attachments.length > 0 ? { attachments } : {}),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    textEncoding: 'quoted-printable',
  };
}

/** The row's id and creation time: ids alone repeat after a database is recreated. */
export function outboxMessageId(mail: Pick<OutboxMail, 'id' | 'createdAt'>, from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'runtogether.invalid';
  return `<outbox-${mail.id}.${mail.createdAt.getTime()}@${domain}>`;
}

function smtpTransport(url: string, from: string): MailTransport {
  // Bounded waits: a hanging server must not hold the worker (or its claim on the message) for long.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    description: `SMTP ${describeSmtpUrl(url)}`,
    send: async (mail) => {
      await transporter.sendMail(messageOf(mail, from));
    },
    close: () => transporter.close(),
  };
}

/**
 * Without an SMTP server, each message becomes an RFC 822 file. Names start with the time, so a directory
 * listing is in sending order, and carry the recipient, so a person (or an end-to-end test) finds theirs:
 * `20250614T081500123Z-42-ana@example.com.eml`. Links in the text are logged so a developer can click them.
 */
function fileTransport(dir: string, config: TransportConfig, log: FastifyBaseLogger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `.eml files in ${dir}`,
    send: async (mail) => {
      const info = await transporter.sendMail(messageOf(mail, config.mailFrom));
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport did not return a buffer');
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, emlFileName(mail, new Date()));
      // Written under a temporary name first: whoever watches the folder never reads half a message.
      const partial = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(partial, info.message);
      await fs.rename(partial, file);
      log.info(
        { to: mail.toAddress, file, links: linksTo(config.publicUrl, mail.textBody) },
        `Mail written: ${mail.subject}`,
      );
    },
    close: () => transporter.close(),
  };
}

export function emlFileName(mail: Pick<OutboxMail, 'id' | 'toAddress'>, now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  const recipient = mail.toAddress
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, '_')
    .slice(0, 100);
  return `${stamp}-${mail.id}-${recipient}.eml`;
}

const linksTo = (publicUrl: string, text: string) =>
  text.match(/https?:\/\/\S+/g)?.filter((link) => link.startsWith(`${publicUrl}/`)) ?? [];

/** Host and port only: the URL may carry a password. */
function describeSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? '465' : '25')}`;
  } catch {
    return '(unparsable URL)';
  }
}
