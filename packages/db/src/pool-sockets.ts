import net from 'node:net';

type Watched = {
  socket: net.Socket;
  /** When a request was written that nothing has been read after yet. */
  waitingSince: number | null;
  /** bytesRead when that request was written. */
  readMark: number;
  readCount: number;
  readAt: number;
};

/**
 * The pool's TCP connections, made by us (postgres.js' `socket` option) so that a connection whose peer
 * went silent is noticed. A silent peer (a partition, a firewall that dropped the connection's state)
 * never closes the socket, and a query sent on it waits for ever: TCP keepalive only speaks up after
 * minutes, and not at all through a middlebox that answers for the server. So a socket that sent a
 * request and got no byte back for `silenceMs` (longer than any statement may run: the server's own
 * statement_timeout answers first) is taken for dead and destroyed; postgres.js then fails what was
 * waiting on it and opens a fresh connection for the next query. When one is found dead, every other
 * socket that has received nothing since that one started waiting is ended too: it lived through the
 * same outage, and an idle one (the LISTEN connection, a pool connection between queries) would
 * otherwise only be found out by the next query it makes wait.
 */
export function createPoolSockets(opts: { silenceMs: number; keepAliveMs: number }) {
  const watched = new Set<Watched>();
  let sweeper: NodeJS.Timeout | undefined;

  const sweep = () => {
    const now = performance.now();
    let outageSince = Number.POSITIVE_INFINITY;
    const dead = (w: Watched) => w.waitingSince !== null && now - w.waitingSince >= opts.silenceMs;
    for (const w of watched) {
      const read = w.socket.bytesRead;
      if (read !== w.readCount) {
        w.readCount = read;
        w.readAt = now;
      }
      if (w.waitingSince !== null && read > w.readMark) w.waitingSince = null;
      if (dead(w)) outageSince = Math.min(outageSince, w.waitingSince!);
    }
    if (outageSince === Number.POSITIVE_INFINITY) return;
    for (const w of watched) if (dead(w) || w.readAt <= outageSince) w.socket.destroy();
  };

  return {
    /** postgres.js' `socket` option. */
    socket(options: { host: string[]; port: number[]; path?: string | false }): net.Socket {
      const socket = options.path
        ? net.connect(options.path)
        : net.connect({
            host: options.host[0],
            port: options.port[0] ?? 5432,
            keepAlive: true,
            keepAliveInitialDelay: opts.keepAliveMs,
          });
      socket.setNoDelay(true);
      const w: Watched = { socket, waitingSince: null, readMark: 0, readCount: 0, readAt: performance.now() };
      // Reads are counted by the socket itself (postgres.js replaces its listeners at times); a
      // request is seen as it is written.
      const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
      socket.write = ((...args: unknown[]) => {
        if (w.waitingSince === null) {
          w.waitingSince = performance.now();
          w.readMark = socket.bytesRead;
        }
        return write(...args);
      }) as typeof socket.write;
      watched.add(w);
      socket.once('close', () => watched.delete(w));
      if (!sweeper) {
        sweeper = setInterval(sweep, Math.max(50, Math.min(500, opts.silenceMs / 8)));
        sweeper.unref();
      }
      return socket;
    },
    /** Ends every socket this made (a pool being replaced). */
    destroyAll() {
      for (const w of watched) w.socket.destroy();
    },
    stop() {
      clearInterval(sweeper);
      sweeper = undefined;
    },
  };
}
