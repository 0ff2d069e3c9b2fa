import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classifyDatabaseError, DatabaseTimeoutError, UNAVAILABLE_MESSAGE } from './errors';
import { createContactMessage } from './queries';
import { useTestDb } from './use-test-db';

const handle = useTestDb();

/** The error the real driver throws for a statement (PGlite, or PostgreSQL with DATABASE_URL). */
async function errorOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('the statement succeeded');
}

describe('classifyDatabaseError on the driver in use', () => {
  it('calls a NUL byte in stored text input, with a plain message', async () => {
    const err = await errorOf(() =>
      createContactMessage(handle.db, { name: 'a\u0000b', email: 'a@b.co', purpose: 'Others', message: 'x' }),
    );
    expect(classifyDatabaseError(err)).toEqual({
      kind: 'input',
      message: 'Text contains characters that are not allowed (such as NUL).',
    });
  });

  it('calls integers beyond the column, dates out of range or impossible, and malformed uuids input', async () => {
    const cases = [
      sql`select ${'99999999999'}::integer`,
      sql`select ${'+275760-09-13T00:00:00.000Z'}::timestamptz`,
      sql`select ${'294277-01-01T00:00:00Z'}::timestamptz`,
      sql`select ${'2024-02-31'}::date`,
      sql`select ${'not-a-uuid'}::uuid`,
    ];
    for (const statement of cases) {
      const failure = classifyDatabaseError(await errorOf(() => handle.db.execute(statement)));
      expect(failure?.kind, String(statement.queryChunks)).toBe('input');
    }
  });

  it('calls timeouts and refused connections unavailable, and leaves our own faults alone', async () => {
    expect(classifyDatabaseError(new DatabaseTimeoutError('connection wait', 3000))).toEqual({
      kind: 'unavailable',
      message: UNAVAILABLE_MESSAGE,
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(classifyDatabaseError(new Error('Failed query', { cause: refused }))?.kind).toBe('unavailable');
    // A database dropped under a running server (PostgreSQL's invalid_catalog_name) is an outage too.
    const dropped = Object.assign(new Error('database "manovo" does not exist'), { code: '3D000' });
    expect(classifyDatabaseError(new Error('Failed query', { cause: dropped }))?.kind).toBe('unavailable');
    expect(
      classifyDatabaseError(await errorOf(() => handle.db.execute(sql`select * from no_such_table`))),
    ).toBeNull();
    expect(classifyDatabaseError(new TypeError('x is undefined'))).toBeNull();
  });
});
