import { Writable } from 'node:stream';
import fc from 'fast-check';
import { createTestApp, multipart, PNG_1X1, type TestApp, TINY_PDF } from '../testing/test-app';
import { findProblem, safetyNetMessage } from './answer-check';
import { type FuzzRequest, restRequestArb, trpcRequestArb } from './requests';
import { REST_ROUTES, routeLabel } from './rest-routes';
import { TRPC_PROCEDURES } from './trpc-procedures';

/** Stands for the admin's current token in generated requests; swapped in when sent. */
const TOKEN = '__token__';

export type FuzzTarget = { label: string; requests: fc.Arbitrary<FuzzRequest> };

/** One target per REST route and per tRPC procedure in the tables. */
export function fuzzTargets(): FuzzTarget[] {
  return [
    ...REST_ROUTES.map((r) => ({ label: routeLabel(r), requests: restRequestArb(r, TOKEN) })),
    ...Object.entries(TRPC_PROCEDURES).map(([name, p]) => ({
      label: `tRPC ${name}`,
      requests: trpcRequestArb(name, p, TOKEN),
    })),
  ];
}

export type FuzzApp = {
  t: TestApp;
  /** Sends one request; the answer's problem (null when it holds) and what the server logged. */
  send(req: FuzzRequest): Promise<{
    statusCode: number;
    problem: string | null;
    /** Set when the answer came from a last-resort net rather than validation. */
    netMessage: string | null;
    log: string[];
  }>;
  close(): Promise<void>;
};

/**
 * The real app on a fresh database with a few rows of every kind (so ids 1–3
 * exist), limits raised so the fuzzer reaches the handlers, and the server's
 * error log captured per request.
 */
export async function createFuzzApp(): Promise<FuzzApp> {
  let captured: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      captured.push(String(chunk));
      done();
    },
  });
  const t = await createTestApp({
    rateLimits: {
      signInFailuresPerAccount: 1e9,
      signInFailuresPerAddressPerDay: 1e9,
      formsPerAddress: 1e9,
      formsPerMinute: 1e9,
    },
    logger: { level: 'warn', stream },
  });
  let token = await t.login();
  await seedContent(t, token);

  return {
    t,
    async send(req) {
      captured = [];
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, v.replace(TOKEN, token)]),
      );
      const res = await t.app.inject({
        method: req.method,
        url: req.url,
        headers,
        payload: req.payload,
        remoteAddress: req.remoteAddress,
      });
      // Signing out revokes the token the next requests need (a tRPC batch may hold a sign-out too).
      const signedOut =
        (req.label === 'POST /api/admin/logout' && res.statusCode === 200) ||
        (req.url.includes('auth.logout') && res.statusCode < 300);
      if (signedOut) token = await t.login();
      return {
        statusCode: res.statusCode,
        problem: findProblem(res),
        netMessage: safetyNetMessage(res),
        log: captured,
      };
    },
    close: () => t.close(),
  };
}

async function seedContent(t: TestApp, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  const post = async (url: string, payload: object | ReturnType<typeof multipart>) => {
    const res =
      'payload' in payload
        ? await t.app.inject({
            method: 'POST',
            url,
            headers: { ...auth, ...payload.headers },
            payload: payload.payload,
          })
        : await t.app.inject({ method: 'POST', url, headers: auth, payload });
    if (res.statusCode >= 300) throw new Error(`seeding ${url}: ${res.statusCode} ${res.body}`);
  };
  const image = { image: { filename: 'a.png', contentType: 'image/png', data: PNG_1X1 } };
  for (let i = 1; i <= 3; i++) {
    await post('/api/admin/video_subcategories', { top_category: 'product', name: `Sub ${i}` });
    await post('/api/admin/videos', {
      title: `Video ${i}`,
      top_category: 'product',
      sub_category_id: 1,
      status: 'published',
    });
    await post('/api/admin/careers', { title: `Job ${i}`, status: 'published' });
    await post(
      '/api/admin/broadcasts',
      multipart({ kind: 'news', title: `News ${i}`, status: 'published', image_alt: 'A photo' }, image),
    );
    await post('/api/admin/testimonials', multipart({ person_name: `P ${i}`, message: 'Great' }, image));
    await post(
      '/api/admin/apply',
      multipart(
        { name: 'Asha', email: 'asha@example.com', phone: '9876543210' },
        { resume: { filename: 'cv.pdf', contentType: 'application/pdf', data: TINY_PDF } },
      ),
    );
  }
}

export type Finding = { label: string; problem: string; count: number; example: FuzzRequest; log: string };
export type NetCatch = { label: string; message: string; count: number; example: FuzzRequest };
export type FuzzReport = {
  requests: number;
  serverErrors: number;
  findings: Finding[];
  netCatches: NetCatch[];
};

/** Sends `runs` generated requests to each target (fixed seed) and groups what went wrong. */
export async function runFuzz(
  fuzz: FuzzApp,
  opts: { seed: number; runsPerTarget: number; targets?: FuzzTarget[]; onTarget?: (label: string) => void },
): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, serverErrors: 0, findings: [], netCatches: [] };
  const byKey = new Map<string, Finding>();
  const caught = new Map<string, NetCatch>();
  for (const [i, target] of (opts.targets ?? fuzzTargets()).entries()) {
    opts.onTarget?.(target.label);
    // Generated in batches: long strings and files make a whole run too big to hold at once.
    for (let done = 0; done < opts.runsPerTarget; done += 200) {
      const batch = fc.sample(target.requests, {
        seed: opts.seed + i * 100_003 + done,
        numRuns: Math.min(200, opts.runsPerTarget - done),
      });
      for (const req of batch) {
        const { statusCode, problem, netMessage, log } = await fuzz.send(req);
        report.requests++;
        if (statusCode >= 500) report.serverErrors++;
        if (netMessage) {
          const key = `${target.label}|${netMessage}`;
          const seen = caught.get(key);
          if (seen) seen.count++;
          else caught.set(key, { label: target.label, message: netMessage, count: 1, example: req });
        }
        if (!problem) continue;
        const cause = firstLoggedError(log);
        const key = `${target.label}|${problem.slice(0, 60)}|${cause}`;
        const found = byKey.get(key);
        if (found) found.count++;
        else byKey.set(key, { label: target.label, problem, count: 1, example: req, log: cause });
      }
    }
  }
  report.findings = [...byKey.values()].sort((a, b) => b.count - a.count);
  report.netCatches = [...caught.values()].sort(
    (a, b) => a.label.localeCompare(b.label) || b.count - a.count,
  );
  return report;
}

/** The message of the first error the server logged for a request, for grouping findings. */
function firstLoggedError(lines: string[]): string {
  for (const line of lines) {
    try {
      const entry = JSON.parse(line) as { err?: { message?: string; code?: string }; msg?: string };
      if (entry.err) return `${entry.err.code ?? ''} ${entry.err.message ?? ''}`.trim().slice(0, 160);
    } catch {
      // not a JSON log line
    }
  }
  return '';
}

/** A request as a one-line description for a report. */
export function describeRequest(req: FuzzRequest): string {
  const payload =
    req.payload === undefined ? '' : ` body=${JSON.stringify(String(req.payload).slice(0, 160))}`;
  const type = req.headers['content-type'] ? ` ct=${req.headers['content-type']}` : '';
  const auth = req.headers.authorization ? ` auth=${req.headers.authorization.slice(0, 20)}…` : '';
  return `${req.method} ${req.url.slice(0, 160)}${type}${auth}${payload}`;
}
