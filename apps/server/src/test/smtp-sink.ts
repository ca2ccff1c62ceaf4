// A real SMTP server that accepts every message and keeps it, for counting deliveries (smtp-server, local).
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  readonly url: string;
  /** Raw messages in the order they arrived. */
  readonly received: string[];
  /** The recipient header of each message received. */
  recipients(): string[];
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the SMTP sink has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    recipients: () => received.map((message) => /^To: (.+)$/m.exec(message)?.[1]?.trim() ?? ''),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
