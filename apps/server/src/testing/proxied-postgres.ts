import { createDb, type DbHandle, runMigrations } from '@manovo/db';
import postgres from 'postgres';
import { startTcpProxy } from './tcp-proxy';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, migrated PostgreSQL database for one test file, reached by the server through a TCP proxy
 * the test can cut (an outage the server itself never hears of), and directly by the test: writes
 * through `direct` are another instance's, which still reaches the database.
 */
export async function createProxiedPostgres(
  prefix: string,
  deadlines: Parameters<typeof createDb>[0]['deadlines'],
) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = postgres(BASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const direct: DbHandle = await createDb({ databaseUrl: url.toString() });
  await runMigrations(direct);
  const target = new URL(BASE_URL);
  const proxy = await startTcpProxy({ targetHost: target.hostname, targetPort: Number(target.port || 5432) });
  const viaProxy = new URL(url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  const db = await createDb({ databaseUrl: viaProxy.toString(), deadlines });
  return {
    db,
    direct,
    proxy,
    async close() {
      await db.close();
      await direct.close();
      await proxy.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
