// Drops the databases the browser suite's server created on DATABASE_URL. Playwright stops
// the server with a signal the server script cannot always catch, so the suite's global
// teardown (and the next start) clean up here instead. A database whose server process is
// still alive belongs to another run on this machine and is left alone.
import postgres from 'postgres';

/** Whether the process that created `manovo_e2e_<pid>_<time>` is still running. */
function ownerAlive(datname) {
  const pid = Number(datname.split('_')[2]);
  if (!pid || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

export async function dropE2eDatabases(databaseUrl = process.env.DATABASE_URL) {
  if (!databaseUrl) return;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin`select datname from pg_database where datname like 'manovo_e2e_%'`;
    for (const { datname } of rows.filter((r) => !ownerAlive(r.datname)))
      await admin.unsafe(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}

export default async function globalTeardown() {
  await dropE2eDatabases();
}
