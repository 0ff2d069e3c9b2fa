import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { storedFiles } from '../schema';

export type StoredFileKind = 'image' | 'resume';
export type StoredFileRow = typeof storedFiles.$inferSelect;
export type StoredFileMeta = Omit<StoredFileRow, 'bytes'>;
export type StoredFileWrite = Omit<typeof storedFiles.$inferInsert, 'createdAt'>;

// Bytes travel as base64 text and are converted by the database: PGlite's bytea parameter and
// result handling takes seconds for a 5 MB file (about 0.3 s this way), and postgres.js would
// send twice the size as hex.
export async function insertStoredFile(db: Database, file: StoredFileWrite): Promise<void> {
  const bytes = file.bytes ? sql`decode(${Buffer.from(file.bytes).toString('base64')}, 'base64')` : null;
  await db
    .insert(storedFiles)
    .values({ ...file, bytes })
    .onConflictDoNothing();
}

const { bytes: _bytes, ...metaColumns } = getTableColumns(storedFiles);

export async function findStoredFile(
  db: Database,
  name: string,
  kind: StoredFileKind,
): Promise<StoredFileRow | undefined> {
  const [row] = await db
    .select({ ...metaColumns, base64: sql<string | null>`encode(${storedFiles.bytes}, 'base64')` })
    .from(storedFiles)
    .where(and(eq(storedFiles.name, name), eq(storedFiles.kind, kind)));
  if (!row) return undefined;
  const { base64, ...meta } = row;
  // encode() wraps lines; Node's base64 decoder skips the newlines.
  return { ...meta, bytes: base64 === null ? null : new Uint8Array(Buffer.from(base64, 'base64')) };
}

/** Deletes the file and, through the foreign key, every variant made from it. */
export async function deleteStoredFile(db: Database, name: string, kind: StoredFileKind): Promise<void> {
  await db.delete(storedFiles).where(and(eq(storedFiles.name, name), eq(storedFiles.kind, kind)));
}

/** Which of these names are already stored (for importing files from an older disk layout). */
export async function findStoredFileNames(db: Database, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ name: storedFiles.name })
    .from(storedFiles)
    .where(inArray(storedFiles.name, names));
  return new Set(rows.map((r) => r.name));
}

/** The names of the variants (resized copies) made from a stored file. */
export async function findVariantNames(db: Database, name: string): Promise<string[]> {
  const rows = await db
    .select({ name: storedFiles.name })
    .from(storedFiles)
    .where(eq(storedFiles.variantOf, name));
  return rows.map((r) => r.name);
}
