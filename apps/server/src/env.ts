import path from 'node:path';
import { passwordProblem } from '@manovo/api';
import { z } from 'zod';

/** An optional variable: set empty, it counts as unset. */
const orBlank = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal('').transform(() => undefined));

// The only reader of process.env: validated once at start, with a clear message on failure.
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: orBlank(z.string().url()),
  DATA_DIR: z.string().default('./data'),
  ADMIN_EMAIL: orBlank(z.string().email()),
  // The same rule as a password set in the admin: 12 characters, not a common one.
  ADMIN_PASSWORD: z
    .string()
    .superRefine((v, ctx) => {
      const problem = passwordProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: `ADMIN_PASSWORD: ${problem}` });
    })
    .optional(),
  // 1: every admin must enrol two-factor sign-in at the next sign-in.
  ADMIN_REQUIRE_2FA: z.enum(['0', '1']).default('0'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  // Proxy hops in front of the server (0, 1, 2…) or a comma-separated list of proxy addresses/CIDRs.
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((v) => (/^\d+$/.test(v.trim()) ? Number(v) : v.trim())),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().url().optional(),
  // Failed sign-ins per client address per day (any accounts); 5 in a row on one account block it there.
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  // Server processes sharing the port (node:cluster); more than 1 needs DATABASE_URL.
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  // PostgreSQL outage bounds: wait this long for a connection, and let a statement run this long;
  // past either the request answers 503 with Retry-After.
  DB_CONNECTION_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  // After SIGTERM, /readyz answers 503 for this long while requests are still served.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(5000),
});

export type Env = z.infer<typeof ZEnv> & { dataDir: string };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  if (parsed.data.WORKERS > 1 && !parsed.data.DATABASE_URL)
    throw new Error(
      `WORKERS=${parsed.data.WORKERS} needs a PostgreSQL DATABASE_URL: the embedded database (PGlite) lives inside one process, so it runs with WORKERS=1 only.`,
    );
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
