import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Keep-alive sockets that no request used this long into the drain are closed. */
const IDLE_CLOSE_AFTER_MS = 1000;

/**
 * The HTTP side of the shutdown drain (shutdown.ts): nothing a client sent may be lost.
 * - Every answer from the start of the drain carries `Connection: close` (those already being worked
 *   on too, unless their headers are out), so a client learns from the answer itself not to reuse the
 *   connection, and the server closes it once the answer is sent: no request races a closing socket.
 * - A keep-alive socket is closed by the server only if no request used it in the drain's first
 *   second (or half, if shorter): a client sending at a steady rate has used its idle connections by
 *   then (each one closing after its answer), so what is left belongs to clients that send nothing.
 *   Closing idle sockets at once would reset a request crossing the close on the wire.
 * - In-flight requests are waited for by Fastify's close at the end of the drain.
 */
export function drainable(server: Server) {
  let draining = false;
  const answering = new Set<ServerResponse>();
  // Per socket, how many of its requests are being answered.
  const busy = new Map<Socket, number>();
  const usedInDrain = new WeakSet<Socket>();
  server.on('connection', (socket: Socket) => {
    busy.set(socket, 0);
    socket.once('close', () => busy.delete(socket));
  });
  // Ahead of the app's own listener, so the header is there whatever answers the request.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    res.once('close', () => busy.has(socket) && busy.set(socket, (busy.get(socket) ?? 1) - 1));
    if (draining) {
      usedInDrain.add(socket);
      res.setHeader('Connection', 'close');
      return;
    }
    answering.add(res);
    res.once('close', () => answering.delete(res));
  });

  return {
    start(drainMs: number) {
      if (draining) return;
      draining = true;
      for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close');
      answering.clear();
      const idleAtStart = [...busy].filter(([, n]) => n === 0).map(([socket]) => socket);
      setTimeout(
        () => {
          for (const socket of idleAtStart)
            if (!usedInDrain.has(socket) && busy.get(socket) === 0) socket.destroySoon();
        },
        Math.min(IDLE_CLOSE_AFTER_MS, drainMs / 2),
      ).unref();
    },
  };
}
