// Entry point: read the configuration, build the app, listen, and shut down cleanly on SIGTERM/SIGINT.
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function build(config: Config) {
  try {
    return await buildApp(config);
  } catch (error) {
    // Typically the database: unreachable PostgreSQL, a DATA_DIR in use or not writable, a failed migration.
    // One readable line; the stack only when asked for, as it rarely helps someone running the app.
    const verbose = config.logLevel === 'debug' || config.logLevel === 'trace';
    console.error(`RunTogether could not start: ${describe(error)}`);
    if (verbose && error instanceof Error) console.error(error.stack);
    process.exit(1);
  }
}

/** AggregateError (a refused connection on both IPv4 and IPv6) has an empty message of its own. */
function describe(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(describe).join('; ');
  return error instanceof Error ? error.message : String(error);
}

const config = readConfig();
const app = await build(config);

let shuttingDown = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (shuttingDown) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    shuttingDown = true;
    app.log.info(`${signal} received: finishing open requests, then closing`);
    // A client that never finishes its request must not keep the process (and its replacement) waiting.
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${config.shutdownTimeoutMs} ms: exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    // close() stops accepting connections, waits for in-flight requests, then closes the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.error({ err: error }, `cannot listen on ${config.host}:${config.port}`);
  await app.close();
  process.exit(1);
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// 0.0.0.0 and :: mean "every interface"; a browser reaches them through localhost.
const shownHost = ['0.0.0.0', '::', '[::]'].includes(config.host) ? 'localhost' : config.host;
const line = `RunTogether is running at http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
app.log.info(line);
console.log(line);
