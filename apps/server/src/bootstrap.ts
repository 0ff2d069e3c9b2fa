import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashPassword } from '@manovo/api';
import {
  countAdmins,
  createAdmin,
  type Database,
  findAdminByEmail,
  findOrStoreSecret,
} from '@manovo/db/queries';

type Log = { info(msg: string): void; warn(msg: string): void };

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create that admin if missing. With no admin at all
 * and none given, one is created with a generated password printed once.
 */
export async function ensureAdmin(
  db: Database,
  env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string },
  log: Log,
) {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    if (!(await findAdminByEmail(db, env.ADMIN_EMAIL))) {
      await createAdmin(db, env.ADMIN_EMAIL, await hashPassword(env.ADMIN_PASSWORD));
      log.info(`Created admin ${env.ADMIN_EMAIL} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
    }
    return;
  }
  if ((await countAdmins(db)) > 0) return;
  const email = env.ADMIN_EMAIL ?? 'admin@manovo.local';
  const password = randomBytes(12).toString('base64url');
  await createAdmin(db, email, await hashPassword(password));
  // Printed on stdout once, never logged through pino (which may be shipped elsewhere).
  process.stdout.write(
    `\n  First admin created.\n  Email:    ${email}\n  Password: ${password}\n  Change it under Admin → Profile, or: npm run admin -- reset-password ${email}\n\n`,
  );
}

/**
 * JWT_SECRET, else a random secret generated once and kept in the database, so every process on one
 * database signs and accepts the same tokens with no configuration, and restarts keep sessions
 * valid. A secret an earlier version kept in DATA_DIR/.jwt-secret becomes the stored one, so
 * sessions survive the upgrade.
 */
export async function loadJwtSecret(db: Database, dataDir: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  let candidate = randomBytes(48).toString('base64url');
  try {
    const previous = (await readFile(path.join(dataDir, '.jwt-secret'), 'utf8')).trim();
    if (previous.length >= 32) candidate = previous;
  } catch {
    // no earlier secret on disk
  }
  return findOrStoreSecret(db, 'jwt', candidate);
}
