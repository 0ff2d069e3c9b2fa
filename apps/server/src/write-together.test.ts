// A write, its audit row and its stored file commit together: when the database refuses the write
// after the file was staged, neither a stored_files row nor a file on disk is left behind.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { auditLog, broadcasts, jobApplications, storedFiles } from '@manovo/db/schema';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PNG_1X1, TINY_PDF } from './testing/test-app';
import { useTestApp } from './testing/use-test-app';

const REFUSED = 'Refused by the database';

const { t, sendForm } = useTestApp({
  signedIn: true,
  // Values only the database refuses (the schemas accept them): the write fails after its file was staged.
  setUp: async (t) => {
    await t.db.db.execute(
      sql.raw(`alter table broadcasts add constraint refused_title check (title <> '${REFUSED}')`),
    );
    await t.db.db.execute(
      sql.raw(`alter table job_applications add constraint refused_name check (name <> '${REFUSED}')`),
    );
  },
});

const png = { filename: 'photo.png', contentType: 'image/png', data: PNG_1X1 };
const pdf = { filename: 'cv.pdf', contentType: 'application/pdf', data: TINY_PDF };

const post = (url: string, fields: Record<string, string>, files: Parameters<typeof sendForm>[3]) =>
  sendForm('POST', url, fields, files);

/** The stored files: rows in the database and, with the embedded database, files on disk. */
async function storedNow() {
  const rows = await t.db.db.select({ name: storedFiles.name }).from(storedFiles);
  const onDisk = async (dir: string) => (await readdir(dir).catch(() => [] as string[])).length;
  const disk =
    (await onDisk(path.join(t.dataDir, 'uploads'))) +
    (await onDisk(path.join(t.dataDir, 'private', 'resumes')));
  return { rows: rows.length, disk };
}

describe('a write and its stored file commit together', () => {
  it('keeps the file of a write that commits', async () => {
    const before = await storedNow();
    const res = await post(
      '/api/admin/broadcasts',
      { image_alt: 'Photo', kind: 'news', title: 'Booth 12' },
      { image: png },
    );
    expect(res.statusCode).toBe(201);
    const after = await storedNow();
    // The image and its variants (a 1 px image has one width, as AVIF and WebP).
    expect(after.rows).toBe(before.rows + 3);
    if (t.db.kind === 'pglite') expect(after.disk).toBe(before.disk + 3);
  });

  it('leaves no stored file, row or audit entry when the database refuses an admin write', async () => {
    const before = await storedNow();
    const audits = (await t.db.db.select().from(auditLog)).length;
    const res = await post(
      '/api/admin/broadcasts',
      { image_alt: 'Photo', kind: 'news', title: REFUSED },
      { image: png },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'A value is not allowed.' });
    expect(await storedNow()).toEqual(before);
    expect(await t.db.db.select().from(auditLog)).toHaveLength(audits);
    expect((await t.db.db.select().from(broadcasts)).map((b) => b.title)).not.toContain(REFUSED);
  });

  it('leaves no resume behind when the database refuses an application', async () => {
    const before = await storedNow();
    const fields = { name: REFUSED, email: 'asha@example.org', phone: '9876543210', message: 'Hello' };
    const res = await post('/api/admin/apply', fields, { resume: pdf });
    expect(res.statusCode).toBe(400);
    expect(await storedNow()).toEqual(before);
    expect(await t.db.db.select().from(jobApplications)).toHaveLength(0);
  });
});
