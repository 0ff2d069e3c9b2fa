import net from 'node:net';
import { hashPassword } from '@manovo/api';
import { createAdmin } from '@manovo/db';
import { contactMessages, jobApplications } from '@manovo/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  multipart,
  postJson,
  statusesOf,
  TEST_ADMIN,
  type TestApp,
  TINY_PDF,
  withTestApp,
} from './testing/test-app';

const WRONG = 'not-the-password';
const message = (i: number) => ({
  name: 'Ravi',
  email: 'r@example.org',
  purpose: 'Others',
  message: `m${i}`,
});

const apply = (t: TestApp, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = {}) => {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/apply',
    headers: body.headers,
    payload: body.payload,
  });
};

const signIn = (t: TestApp, email: string, password: string, remoteAddress = '203.0.113.1') =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, remoteAddress });
const signInViaTrpc = (t: TestApp, email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/trpc/auth.login', payload: { email, password }, remoteAddress });

describe('sign-in limits count failures per account and address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('blocks an account from one address after 5 failures in a row, with Retry-After', async () => {
    const statuses = await statusesOf(6, () => signIn(t, TEST_ADMIN.email, WRONG, '198.51.100.7'));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await signIn(t, TEST_ADMIN.email, TEST_ADMIN.password, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('refuses the blocked pair through tRPC too, in its error envelope', async () => {
    const res = await signInViaTrpc(t, TEST_ADMIN.email, TEST_ADMIN.password, '198.51.100.7');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json().error.data.code).toBe('TOO_MANY_REQUESTS');
  });

  it('locks neither the owner out from another address nor other accounts from the attacked address', async () => {
    expect((await signIn(t, TEST_ADMIN.email, TEST_ADMIN.password, '192.0.2.50')).statusCode).toBe(200);
    // Another account from the attacker's address: only unknown, so 401 rather than 429.
    expect((await signIn(t, 'someone.else@manovo.test', WRONG, '198.51.100.7')).statusCode).toBe(401);
  });

  // The procedure's own checks: app.inject does not pass the sign-in gate in front of Fastify, which
  // sign-in-gate.test.ts tries over sockets.
  it('lets another account sign in from the attacked address while the pair stays blocked', async () => {
    const colleague = { email: 'colleague@manovo.test', password: 'another-horse-77' };
    await createAdmin(t.db.db, colleague.email, await hashPassword(colleague.password));
    const signedIn = await signIn(t, colleague.email, colleague.password, '198.51.100.7');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().admin).toEqual({ email: colleague.email });
    expect((await signInViaTrpc(t, colleague.email, colleague.password, '198.51.100.7')).statusCode).toBe(
      200,
    );
    expect((await signIn(t, TEST_ADMIN.email, TEST_ADMIN.password, '198.51.100.7')).statusCode).toBe(429);
  });

  it('does not count successes, and a success starts the failure count over', async () => {
    const address = '192.0.2.77';
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++)
        expect((await signIn(t, TEST_ADMIN.email, WRONG, address)).statusCode).toBe(401);
      for (let i = 0; i < 3; i++)
        expect((await signIn(t, TEST_ADMIN.email, TEST_ADMIN.password, address)).statusCode).toBe(200);
    }
  });

  it('checks at most 5 passwords of a burst of parallel guesses', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => signIn(t, TEST_ADMIN.email, WRONG, '198.51.100.99')),
    );
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe('sign-in blocks grow', () => {
  it('doubles the block each time the pair is blocked again', () =>
    withTestApp({ rateLimits: { signInBlockSeconds: 1 } }, async (t) => {
      const address = '198.51.100.20';
      const failFive = async () => {
        for (let i = 0; i < 5; i++)
          expect((await signIn(t, TEST_ADMIN.email, WRONG, address)).statusCode).toBe(401);
      };
      await failFive();
      const first = await signIn(t, TEST_ADMIN.email, WRONG, address);
      expect(first.statusCode).toBe(429);
      expect(first.headers['retry-after']).toBe('1');
      await new Promise((r) => setTimeout(r, 1100));
      await failFive();
      const second = await signIn(t, TEST_ADMIN.email, WRONG, address);
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBe('2');
    }));
});

describe('after a burst of parallel guesses', () => {
  it('blocks for the block length only, then lets the owner in from that address', () =>
    withTestApp({ rateLimits: { signInBlockSeconds: 1 } }, async (t) => {
      const address = '198.51.100.30';
      const burst = await Promise.all(
        Array.from({ length: 10 }, () => signIn(t, TEST_ADMIN.email, WRONG, address)),
      );
      expect(burst.filter((r) => r.statusCode === 429).length).toBe(5);
      expect((await signIn(t, TEST_ADMIN.email, TEST_ADMIN.password, address)).statusCode).toBe(429);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await signIn(t, TEST_ADMIN.email, TEST_ADMIN.password, address)).statusCode).toBe(200);
    }));
});

describe('public forms', () => {
  it('lets an office submit 20 messages per 10 minutes from one address, then answers 429 with Retry-After', () =>
    withTestApp({ rateLimits: {} }, async (t) => {
      const post = (i: number, remoteAddress: string) =>
        t.app.inject({ method: 'POST', url: '/api/admin/contact', payload: message(i), remoteAddress });
      for (let i = 0; i < 20; i++) expect((await post(i, '203.0.113.5')).statusCode).toBe(200);
      const refused = await post(20, '203.0.113.5');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ ok: false, error: 'Too many requests. Please try again later.' });
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(500);
      expect(wait).toBeLessThanOrEqual(600);
      // Another address still has its own budget.
      expect((await post(21, '203.0.113.6')).statusCode).toBe(200);
      expect(await t.db.db.select().from(contactMessages)).toHaveLength(21);
    }));

  it('caps all addresses together per minute', () =>
    withTestApp({ rateLimits: { formsPerMinute: 3 } }, async (t) => {
      const statuses = await statusesOf(4, (i) =>
        postJson(t, '/api/admin/contact', message(i), `203.0.113.${10 + i}`),
      );
      expect(statuses).toEqual([200, 200, 200, 429]);
    }));

  it('drops a submission with the honeypot field filled, answering success and storing nothing', () =>
    withTestApp({ rateLimits: {} }, async (t) => {
      const rest = await postJson(t, '/api/admin/contact', { ...message(1), website: 'http://spam.example' });
      expect(rest.statusCode).toBe(200);
      expect(rest.json()).toEqual({ ok: true, id: 0 });
      const applied = await apply(t, {
        name: 'Bot',
        email: 'bot@example.org',
        phone: '9876543210',
        website: 'x',
      });
      expect(applied.statusCode).toBe(200);
      expect(applied.json()).toEqual({ success: true, id: 0 });
      const trpc = await postJson(t, '/api/trpc/contact.send', { ...message(2), website: 'filled' });
      expect(trpc.json().result.data).toEqual({ id: 0 });
      expect(await t.db.db.select().from(contactMessages)).toHaveLength(0);
      expect(await t.db.db.select().from(jobApplications)).toHaveLength(0);
      // An empty honeypot (what a person sends) goes through.
      const person = await postJson(t, '/api/admin/contact', { ...message(3), website: '' });
      expect(person.json().ok).toBe(true);
      expect(await t.db.db.select().from(contactMessages)).toHaveLength(1);
    }));

  it('counts every form call of a tRPC batch', () =>
    withTestApp({ rateLimits: { formsPerAddress: 2 } }, async (t) => {
      const batch = await postJson(t, '/api/trpc/contact.send,contact.send,contact.send?batch=1', {
        0: message(0),
        1: message(1),
        2: message(2),
      });
      expect(batch.statusCode).toBe(429);
      expect(batch.headers['retry-after']).toBeDefined();
      expect(batch.json()).toHaveLength(3);
      expect(batch.json()[0].error.data.code).toBe('TOO_MANY_REQUESTS');
      expect(await t.db.db.select().from(contactMessages)).toHaveLength(0);
    }));

  it('refuses a resume over budget before reading its body', () =>
    withTestApp({ rateLimits: { formsPerAddress: 1 } }, async (t) => {
      const pdf = { filename: 'cv.pdf', contentType: 'application/pdf', data: TINY_PDF };
      const first = await apply(
        t,
        { name: 'Asha', email: 'a@example.org', phone: '9876543210' },
        { resume: pdf },
      );
      expect(first.statusCode).toBe(200);

      // Over a real socket: announce a 5 MB body and send none of it. The answer comes anyway.
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as net.AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /api/admin/apply HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n' +
              `Content-Length: ${5 * 1024 * 1024}\r\n\r\n`,
          );
        });
        let data = '';
        socket.on('data', (chunk) => {
          data += chunk.toString();
        });
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
        setTimeout(() => reject(new Error(`no answer without the body; got: ${data}`)), 5000).unref();
      });
      expect(answer).toMatch(/^HTTP\/1.1 429/);
      expect(answer).toMatch(/retry-after: \d+/i);
      expect(answer).toContain('"success":false');
    }));
});

describe('tRPC batches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { adminCallsPerSessionPerMinute: 12 } });
  });
  afterAll(() => t.close());

  const batchUrl = (path: string, n: number) => {
    const input = Object.fromEntries(Array.from({ length: n }, (_, i) => [i, {}]));
    return `/api/trpc/${Array(n).fill(path).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
  };

  it('answers 400 to more than 10 calls in one request', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: batchUrl('testimonials.listPublic', 10) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: batchUrl('testimonials.listPublic', 11) })).statusCode,
    ).toBe(400);
  });

  it('counts each admin call of a batch against its session; another session has its own budget', async () => {
    const h = auth(await t.login());
    const first = await t.app.inject({ method: 'GET', url: batchUrl('auth.me', 10), headers: h });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({ method: 'GET', url: batchUrl('auth.me', 4), headers: h });
    const codes = second
      .json()
      .map((r: { error?: { data: { code: string } } }) => r.error?.data.code ?? 'OK');
    // The calls of a batch run concurrently: which two get through is not fixed, how many is.
    expect(codes.sort()).toEqual(['OK', 'OK', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    expect(second.headers['retry-after']).toBeDefined();
    // Another session (a colleague at the same address) has its own budget.
    const other = auth(await t.login());
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/videos', headers: other })).statusCode).toBe(
      200,
    );
  });
});

describe('TRUST_PROXY', () => {
  const contactVia = (t: TestApp, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/contact',
      payload: message(0),
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('with one hop, keys limits on the address the proxy saw; a prepended address changes nothing', () =>
    withTestApp({ rateLimits: { formsPerAddress: 2 }, trustProxy: 1 }, async (db) => {
      expect(await statusesOf(3, (i) => contactVia(db, `198.18.0.${i}, 203.0.113.200`))).toEqual([
        200, 200, 429,
      ]);
      // A different client behind the same proxy has its own budget.
      expect((await contactVia(db, '203.0.113.201')).statusCode).toBe(200);
    }));

  it('unset, ignores X-Forwarded-For altogether', () =>
    withTestApp({ rateLimits: { formsPerAddress: 2 } }, async (db) => {
      expect(await statusesOf(3, (i) => contactVia(db, `198.18.1.${i}`))).toEqual([200, 200, 429]);
    }));
});
