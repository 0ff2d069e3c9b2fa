import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut and restore, to play a
 * database outage without touching the server itself:
 * - `refuse`: every connection is reset and new ones are closed at once (the
 *   database is down or restarting);
 * - `blackhole`: connections stay open but nothing passes either way, and new
 *   ones are accepted and never answered (a network partition, a frozen host).
 * `restore` resets whatever the outage left hanging and forwards again.
 */
/** Listens on a free port of its own (`port` in the answer), so parallel runs never collide. */
export async function startTcpProxy(opts: { targetHost: string; targetPort: number }) {
  let mode: 'open' | 'refuse' | 'blackhole' = 'open';
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };

  const server = net.createServer((client) => {
    track(client);
    if (mode === 'refuse') return client.destroy();
    if (mode === 'blackhole') return; // accepted, never answered
    const upstream = net.connect(opts.targetPort, opts.targetHost);
    track(upstream);
    client.on('data', (d) => mode === 'open' && upstream.write(d));
    upstream.on('data', (d) => mode === 'open' && client.write(d));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });

  const resetAll = () => {
    for (const s of sockets) s.destroy();
  };
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    cut(how: 'refuse' | 'blackhole') {
      mode = how;
      if (how === 'refuse') resetAll();
    },
    restore() {
      if (mode === 'blackhole') resetAll();
      mode = 'open';
    },
    close: async () => {
      resetAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
