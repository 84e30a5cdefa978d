// A round-robin TCP load balancer for the bench, in its own process so it never competes with the
// load generator's event loop: `node --import tsx bench/funnel/balancer.ts <port> <backend-port>...`.
// Each client connection is pinned to one backend, as HAProxy or an AWS NLB in TCP mode would do;
// with many keep-alive connections the load spreads evenly. It prints "ready" once listening.
import { connect, createServer } from 'node:net';

const [listenPort, ...backendPorts] = process.argv.slice(2).map(Number);
if (!listenPort || backendPorts.length === 0) {
  console.error('usage: balancer.ts <port> <backend-port>...');
  process.exit(2);
}

let next = 0;
const server = createServer((client) => {
  const port = backendPorts[next % backendPorts.length]!;
  next += 1;
  const backend = connect({ host: '127.0.0.1', port });
  client.setNoDelay(true);
  backend.setNoDelay(true);
  client.pipe(backend).pipe(client);
  const close = () => {
    client.destroy();
    backend.destroy();
  };
  client.on('error', close);
  backend.on('error', close);
  client.on('close', close);
  backend.on('close', close);
});
server.listen(listenPort, '127.0.0.1', () => console.log('ready'));
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
