import http, { IncomingMessage, type RequestListener, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { Readable } from 'node:stream';
import proxyAddr from '@fastify/proxy-addr';
import { type RateLimiters, signInBlockedFromHere, signInBlockedHereMs } from '@manovo/api';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerFactory } from 'fastify';
import { TOO_MANY, trpcTooMany } from './plugins/limits';
import { PERMISSIONS_POLICY } from './plugins/response-headers';
import { securityHeaders } from './plugins/security';

/** Bigger than any sign-in (email, password, code); a larger body is left to the usual path. */
const SIGN_IN_BODY_MAX = 16 * 1024;

type SignInRoute = {
  /** Where the body names the account. */
  accountIn: (body: unknown) => unknown;
  /** The procedure's refusal, in this route's envelope. */
  refusal: string;
};
type Json = { email?: unknown; 0?: { email?: unknown } } | null;

/** The sign-in requests the gate knows, by method POST and exact URL. */
const SIGN_IN_ROUTES = new Map<string, SignInRoute>([
  [
    '/api/admin/login',
    { accountIn: (b) => (b as Json)?.email, refusal: JSON.stringify({ error: TOO_MANY }) },
  ],
  [
    '/api/trpc/auth.login',
    { accountIn: (b) => (b as Json)?.email, refusal: JSON.stringify(trpcTooMany('auth.login')) },
  ],
  // The browser's client sends even a lone call as a batch of one.
  [
    '/api/trpc/auth.login?batch=1',
    { accountIn: (b) => (b as Json)?.[0]?.email, refusal: JSON.stringify([trpcTooMany('auth.login')]) },
  ],
]);

/** The account a sign-in body names, or null when it names none (the usual path then answers it). */
function signInAccountIn(route: SignInRoute, body: Buffer): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  const email = route.accountIn(parsed);
  return typeof email === 'string' ? email.trim() : null;
}

/**
 * The client address as Fastify's `request.ip` works it out for the same trustProxy setting
 * (fastify/lib/request.js: a function is the trust test, a string a comma-separated list).
 */
export function clientAddressOf(
  trustProxy: false | string | ((addr: string, hop: number) => boolean),
): (req: IncomingMessage) => string {
  if (trustProxy === false) return (req) => req.socket.remoteAddress ?? '';
  const trust =
    typeof trustProxy === 'string'
      ? proxyAddr.compile(trustProxy.split(',').map((s) => s.trim()))
      : trustProxy;
  return (req) => proxyAddr(req, trust);
}

/**
 * helmet's headers as a flat [name, value, …] list, worked out once on a response no one receives:
 * none of them depends on the request, and applying the middleware per refusal was two fifths of
 * its cost. (sign-in-gate.test.ts compares the gate's headers with Fastify's.)
 */
function securityHeaderList(): string[] {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  securityHeaders(req, res, () => {});
  return res.getHeaderNames().flatMap((name) => [name, String(res.getHeader(name))]);
}

const bodiesRead = new WeakMap<IncomingMessage, Buffer>();

/**
 * A sign-in the gate read to learn its account and then let through has a spent body stream:
 * Fastify's parser reads the gate's copy instead.
 */
export function registerGateBodies(app: FastifyInstance) {
  // A callback hook: it runs on every request, and most have nothing to swap.
  app.addHook('preParsing', (req, _reply, payload, done) => {
    const body = bodiesRead.get(req.raw);
    done(null, body ? Readable.from([body], { objectMode: false }) : payload);
  });
}

/**
 * The sign-in gate: an HTTP server whose requests go to Fastify, except a sign-in that this process
 * already knows to be blocked (the account from this address, or the address for the day), which is
 * answered 429 here, before Fastify sees it.
 *
 * Why in front of Fastify: a flood against a blocked account is the cheapest attack on the site.
 * Refused inside Fastify (its hooks, routing and reply pipeline), a sign-in cost 1.5–1.8 times what a
 * /healthz answer costs at the same rate, and a flood at a tenth of /healthz's rate took a third of
 * the public reads' throughput (issue #11). Here a refusal costs less than a /healthz answer. It carries
 * the headers of every other sign-in answer (security headers, no-store) with Retry-After, and the
 * procedure's refusal body in the caller's envelope (REST, tRPC, or a tRPC batch of one).
 *
 * Only from an address with a block known here is the (small) body read before Fastify, to learn
 * the account; a sign-in to any other account is then handed to Fastify with that body.
 */
export function signInGate(opts: {
  limiters: RateLimiters;
  trustProxy: false | string | ((addr: string, hop: number) => boolean);
  /** Fastify's logger, once there is one: a refusal is logged as Fastify logs a request it answers. */
  log: () => FastifyBaseLogger;
}): FastifyServerFactory {
  const addressOf = clientAddressOf(opts.trustProxy);
  const refusalHeaders = [
    ...securityHeaderList(),
    'Permissions-Policy',
    PERMISSIONS_POLICY,
    'Content-Type',
    'application/json; charset=utf-8',
    'Cache-Control',
    'no-store',
  ];

  const refuse = (req: IncomingMessage, res: ServerResponse, route: SignInRoute, ip: string, ms: number) => {
    opts
      .log()
      .info(
        { req: { method: req.method, url: req.url, ip }, res: { statusCode: 429 } },
        'sign-in refused: blocked',
      );
    res.writeHead(429, [
      ...refusalHeaders,
      'Retry-After',
      String(Math.max(1, Math.ceil(ms / 1000))),
      'Content-Length',
      String(Buffer.byteLength(route.refusal)),
    ]);
    res.end(route.refusal);
  };

  return (fastify, options) => {
    const gate: RequestListener = (req, res) => {
      const route = req.method === 'POST' ? SIGN_IN_ROUTES.get(req.url!) : undefined;
      const length = Number(req.headers['content-length']);
      if (!route || !(length <= SIGN_IN_BODY_MAX) || req.headers['content-encoding'] !== undefined)
        return fastify(req, res);
      const ip = addressOf(req);
      if (!signInBlockedFromHere(opts.limiters, ip)) return fastify(req, res);

      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.once('end', () => {
        const body = Buffer.concat(chunks);
        const account = signInAccountIn(route, body);
        const ms = account ? signInBlockedHereMs(opts.limiters, { account, ip }) : 0;
        if (ms > 0) return refuse(req, res, route, ip, ms);
        bodiesRead.set(req, body);
        fastify(req, res);
      });
      // An aborted upload: nothing to answer (the socket is gone).
      req.once('error', () => req.socket.destroy());
    };
    // As Fastify sets up its own server from its options, defaults filled in (fastify/lib/server.js).
    const setting = (name: string) => (typeof options[name] === 'number' ? (options[name] as number) : 0);
    const server = http.createServer(gate);
    server.keepAliveTimeout = setting('keepAliveTimeout');
    server.requestTimeout = setting('requestTimeout');
    server.setTimeout(setting('connectionTimeout'));
    if (setting('maxRequestsPerSocket') > 0) server.maxRequestsPerSocket = setting('maxRequestsPerSocket');
    return server;
  };
}
