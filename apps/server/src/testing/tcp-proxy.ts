import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut and restore, to play a
 * database outage without touching the server itself:
 * - `refuse`: every connection is reset and new ones are closed at once (the
 *   database is down or restarting);
 * - `blackhole`: connections stay open but nothing passes either way, and new
 *   ones are accepted and never answered (a network partition, a frozen host);
 * - `silent`: the same, except that `restore` leaves the connections it held open
 *   and silent for good (a firewall or NAT that forgot them drops their packets):
 *   only the client can notice they are dead.
 * `restore` resets whatever a `blackhole` left hanging and forwards new connections again.
 */
/** Listens on a free port of its own (`port` in the answer), so parallel runs never collide. */
export async function startTcpProxy(opts: { targetHost: string; targetPort: number }) {
  let mode: 'open' | 'refuse' | 'blackhole' | 'silent' = 'open';
  const sockets = new Set<net.Socket>();
  const silencers = new Set<() => void>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };

  const clients = new Set<net.Socket>();
  const server = net.createServer((client) => {
    track(client);
    clients.add(client);
    client.on('close', () => clients.delete(client));
    if (mode === 'refuse') return client.destroy();
    if (mode !== 'open') return; // accepted, never answered
    const upstream = net.connect(opts.targetPort, opts.targetHost);
    track(upstream);
    // A pair that lived through a silent cut never forwards again.
    let live = true;
    const silence = () => {
      live = false;
    };
    silencers.add(silence);
    const forwards = () => live && mode === 'open';
    client.on('data', (d) => forwards() && upstream.write(d));
    upstream.on('data', (d) => forwards() && client.write(d));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => {
      silencers.delete(silence);
      client.destroy();
    });
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
    /** Client connections the proxy holds open (live, or silenced and kept). */
    connections: () => clients.size,
    cut(how: 'refuse' | 'blackhole' | 'silent') {
      mode = how;
      if (how === 'refuse') resetAll();
      if (how === 'silent') for (const silence of silencers) silence();
      silencers.clear();
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
