// A TCP proxy in front of PostgreSQL that a test can take down and bring back: the network failures of a real
// deployment (database restarting, a cut, a silent network) without touching the shared database server.
import net from 'node:net';

export interface TcpProxy {
  readonly port: number;
  /** Refuses new connections and resets open ones: the server is gone. */
  stop(): Promise<void>;
  /** Listens again on the same port and forwards. */
  start(): Promise<void>;
  /** Keeps connections open but holds every byte back: a network that silently stopped answering. */
  pause(): void;
  /** Delivers what `pause` held back and forwards again. */
  resume(): void;
  /** How many connections it has accepted since it was created. */
  readonly accepted: number;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const held: (() => void)[] = [];
  let paused = false;
  let accepted = 0;
  let port = 0;

  const pipe = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (paused) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  };

  const createServer = () =>
    net.createServer((client) => {
      accepted++;
      const upstream = net.connect(targetPort, targetHost);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      }
      pipe(client, upstream);
      pipe(upstream, client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });

  let server: net.Server | null = null;
  const listen = async () => {
    const created = createServer();
    await new Promise<void>((resolve, reject) => {
      created.once('error', reject);
      created.listen(port, '127.0.0.1', () => resolve());
    });
    const address = created.address();
    if (typeof address !== 'object' || !address) throw new Error('the proxy has no port');
    port = address.port;
    server = created;
  };
  await listen();

  return {
    get port() {
      return port;
    },
    get accepted() {
      return accepted;
    },
    stop: async () => {
      const closing = server;
      server = null;
      held.length = 0;
      paused = false;
      for (const socket of sockets) socket.resetAndDestroy();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    start: listen,
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      for (const deliver of held.splice(0)) deliver();
    },
  };
}
