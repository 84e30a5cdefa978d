import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can take the database away with, as an outage
 * does after start-up (issue 47 item 3):
 * - `stall()`: new connections are accepted and never answered (a dropped route, a failover that
 *   hangs), and every open one is dropped;
 * - `cut()`: nothing listens any more (connect: ECONNREFUSED) and every open connection is dropped;
 * - `restore()`: forwards again on the same port.
 */
export async function cuttableProxy(target: { host: string; port: number }) {
  let mode: 'forward' | 'stall' = 'forward';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'stall') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', drop);
    upstream.on('close', drop);
  });
  const listen = (port: number) =>
    new Promise<void>((listening, failed) => {
      server.once('error', failed);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', failed);
        listening();
      });
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const stopListening = () =>
    new Promise<void>((stopped) => (server.listening ? server.close(() => stopped()) : stopped()));

  return {
    /** The same database URL, through the proxy. */
    urlFor(databaseUrl: string) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    stall() {
      mode = 'stall';
      dropAll();
    },
    async cut() {
      const stopped = stopListening();
      dropAll();
      await stopped;
    },
    async restore() {
      mode = 'forward';
      if (!server.listening) await listen(port);
    },
    async close() {
      const stopped = stopListening();
      dropAll();
      await stopped;
    },
  };
}
