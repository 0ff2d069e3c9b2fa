import path from 'node:path';
import { z } from 'zod';

// The only reader of process.env: validated once at start, with a clear message on failure.
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('./data'),
  ADMIN_EMAIL: z
    .string()
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().url().optional(),
  // Sign-in attempts per client address per 15 minutes (per-account stays at 5).
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
});

export type Env = z.infer<typeof ZEnv> & { dataDir: string };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
