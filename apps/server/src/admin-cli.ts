import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { hashPassword } from '@manovo/api';
import {
  createAdmin,
  createDb,
  findAdminByEmail,
  revokeAdminSessions,
  runMigrations,
  setAdminPassword,
} from '@manovo/db';
import { readEnv } from './env';

const USAGE =
  'Usage: npm run admin -- add <email> | reset-password <email>   (ADMIN_PASSWORD sets the password, else one is generated)';

async function main() {
  const [command, email] = process.argv.slice(2);
  if (!email || (command !== 'add' && command !== 'reset-password')) {
    console.error(USAGE);
    process.exit(2);
  }
  const env = readEnv();
  await mkdir(env.dataDir, { recursive: true });
  const db = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.dataDir, 'pglite') });
  try {
    await runMigrations(db);
    const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
    const existing = await findAdminByEmail(db.db, email);
    if (command === 'add') {
      if (existing) throw new Error(`An admin ${email} already exists.`);
      await createAdmin(db.db, email, await hashPassword(password));
      console.log(`Added admin ${email}.`);
    } else {
      if (!existing) throw new Error(`No admin ${email}.`);
      await setAdminPassword(db.db, existing.id, await hashPassword(password));
      await revokeAdminSessions(db.db, existing.id);
      console.log(`Password reset for ${email}; existing sessions revoked.`);
    }
    if (!env.ADMIN_PASSWORD) console.log(`Password: ${password}`);
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
