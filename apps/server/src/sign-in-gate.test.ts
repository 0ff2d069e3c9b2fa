import net from 'node:net';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { hashPassword } from '@manovo/api';
import { createAdmin } from '@manovo/db';
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyOption } from './plugins/limits';
import { clientAddressOf } from './sign-in-gate';
import { createTestApp, TEST_ADMIN, type TestApp } from './testing/test-app';

const WRONG = 'not-the-password';
const TOO_MANY = 'Too many requests. Please try again later.';
const COLLEAGUE = { email: 'colleague@manovo.test', password: 'another-horse-77' };
// Headers that differ between any two answers, whatever they say.
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

// Over real sockets: the gate sits in front of Fastify, where app.inject does not go. Every request
// comes from 127.0.0.1, the attacker's address in this suite.
describe('a blocked sign-in is refused at the gate, before Fastify', () => {
  let t: TestApp;
  let base: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    // A day's failures per address high enough for the property below, which fails many sign-ins.
    t = await createTestApp({
      logger: { level: 'info', stream },
      rateLimits: { signInFailuresPerAddressPerDay: 100_000 },
    });
    await createAdmin(t.db.db, COLLEAGUE.email, await hashPassword(COLLEAGUE.password));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const post = (path: string, body: string | Blob, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const signIn = (who: { email: string; password: string }) => post('/api/admin/login', JSON.stringify(who));
  const signInViaTrpc = (who: { email: string; password: string }) =>
    post('/api/trpc/auth.login', JSON.stringify(who));
  const headerNames = (res: Response) =>
    [...res.headers.keys()].filter((name) => !PER_CONNECTION.has(name)).sort();

  it('answers 429 with Retry-After and every header a sign-in answer carries, and logs it by path', async () => {
    let failure: Response | undefined;
    for (let i = 0; i < 5; i++) {
      failure = await signIn({ email: TEST_ADMIN.email, password: WRONG });
      expect(failure.status).toBe(401);
    }
    logLines.length = 0;
    const refused = await signIn({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: TOO_MANY });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(headerNames(refused)).toEqual([...headerNames(failure!), 'retry-after'].sort());
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-security-policy')).toBe(
      failure!.headers.get('content-security-policy'),
    );

    // Answered before Fastify: no request of Fastify's in the log, the gate's line instead, by path.
    const log = logLines.join('');
    expect(log).toContain('"msg":"sign-in refused: blocked"');
    expect(log).toContain('"url":"/api/admin/login"');
    expect(log).not.toContain('incoming request');
    expect(log).not.toContain(TEST_ADMIN.email);
    expect(log).not.toContain(TEST_ADMIN.password);
  });

  // app.inject goes around the gate, to the procedure, which refuses the same pair from memory.
  it.each([
    ['REST', '/api/admin/login', TEST_ADMIN],
    ['tRPC', '/api/trpc/auth.login', TEST_ADMIN],
    ['tRPC batch of one, as the browser sends it', '/api/trpc/auth.login?batch=1', { 0: TEST_ADMIN }],
  ])('answers a %s sign-in with the procedure’s refusal, not to be stored', async (_, url, input) => {
    logLines.length = 0;
    const atGate = await post(url, JSON.stringify(input));
    expect(logLines.join('')).toContain('"msg":"sign-in refused: blocked"');
    const byProcedure = await t.app.inject({
      method: 'POST',
      url,
      payload: input,
      remoteAddress: '127.0.0.1',
    });
    expect(atGate.status).toBe(429);
    expect(byProcedure.statusCode).toBe(429);
    expect(await atGate.json()).toEqual(byProcedure.json());
    expect(atGate.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(atGate.headers.get('cache-control')).toBe('no-store');
  });

  it('hands a colleague’s sign-in from the same address on to Fastify, body and all', async () => {
    const rest = await signIn(COLLEAGUE);
    expect(rest.status).toBe(200);
    expect((await rest.json()).admin).toEqual({ email: COLLEAGUE.email });
    const trpc = await signInViaTrpc(COLLEAGUE);
    expect(trpc.status).toBe(200);
    expect((await trpc.json()).result.data.admin).toEqual({ email: COLLEAGUE.email });
    const batch = await post('/api/trpc/auth.login?batch=1', JSON.stringify({ 0: COLLEAGUE }));
    expect(batch.status).toBe(200);
    expect((await batch.json())[0].result.data.admin).toEqual({ email: COLLEAGUE.email });
    // The blocked account, spelled differently, is still the blocked account.
    expect((await signIn({ email: `  ${TEST_ADMIN.email.toUpperCase()} `, password: WRONG })).status).toBe(
      429,
    );
  });

  it('leaves what it cannot read to Fastify: a compressed body is refused there, never a 5xx', async () => {
    const gzipped = await post('/api/admin/login', new Blob([gzipSync(JSON.stringify(TEST_ADMIN))]), {
      'content-encoding': 'gzip',
    });
    expect(gzipped.status).toBeGreaterThanOrEqual(400);
    expect(gzipped.status).toBeLessThan(500);
    // Over the gate's 16 KiB: read by Fastify, whose validation refuses the overlong password.
    const large = await signIn({ email: TEST_ADMIN.email, password: 'x'.repeat(20_000) });
    expect(large.status).toBe(400);
    expect(await large.json()).toHaveProperty('error');
  });

  it('survives a sign-in whose body never arrives', async () => {
    const port = new URL(base).port;
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /api/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
            'Content-Length: 200\r\n\r\n{"email":"sta',
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    expect((await signIn(COLLEAGUE)).status).toBe(200);
  });

  it('never answers 5xx, and refuses exactly the sign-ins that name the blocked account', async () => {
    let unknown = 0;
    const email = fc.oneof(
      fc.constantFrom(TEST_ADMIN.email, TEST_ADMIN.email.toUpperCase(), ` ${TEST_ADMIN.email}\t`),
      // A new unknown account each time, so that none of them gets blocked in turn.
      fc.constant('NEW').map(() => `nobody${unknown++}@example.org`),
      fc.string(),
      fc.integer(),
    );
    const body = fc.oneof(
      fc.record({ email, password: fc.oneof(fc.constant(WRONG), fc.string()) }, { requiredKeys: [] }),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          body.map((b) => JSON.stringify(b)),
          fc.string(),
        ),
        async (text) => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {}
          const named = (parsed as { email?: unknown } | null)?.email;
          const blocked = typeof named === 'string' && named.trim().toLowerCase() === TEST_ADMIN.email;
          const res = await post('/api/admin/login', text);
          expect(res.status).toBeLessThan(500);
          expect(res.status === 429).toBe(blocked);
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('the gate finds the client address as Fastify does', () => {
  const addresses = fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 20 }));
  for (const setting of [0, 1, 2, '127.0.0.1, 10.0.0.0/8'] as const) {
    it(`with TRUST_PROXY=${setting}, whatever X-Forwarded-For says`, async () => {
      const trustProxy = trustProxyOption(setting);
      const addressOf = clientAddressOf(trustProxy);
      const app = Fastify({ trustProxy });
      app.get('/', async (req) => ({ fastify: req.ip, gate: addressOf(req.raw) }));
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('127.0.0.1', '10.1.2.3', '203.0.113.9'),
          fc.option(fc.array(addresses, { maxLength: 4 }).map((list) => list.join(', '))),
          async (remoteAddress, forwardedFor) => {
            const res = await app.inject({
              url: '/',
              remoteAddress,
              headers: forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor },
            });
            const { fastify, gate } = res.json();
            expect(gate).toBe(fastify);
          },
        ),
        { numRuns: 150 },
      );
      await app.close();
    });
  }
});
