// A real API for router tests: the procedures through createCaller on a freshly migrated database (PGlite in
// memory, or a new database on DATABASE_URL), one admin, and uploads kept in memory behind the storage
// interface the server implements on disk.
import { createHash, randomUUID } from 'node:crypto';
import { createAdmin } from '@manovo/db/queries';
import { auditLog } from '@manovo/db/schema';
import { createTestDb } from '@manovo/db/testing';
import { TRPCError } from '@trpc/server';
import { and, eq, type Logger } from 'drizzle-orm';
import { expect } from 'vitest';
import { IFU_MESSAGES } from '../domain/ifu-messages';
import { type ImageFormat, variantUrl } from '../domain/images';
import { badRequest } from '../errors';
import { createCaller } from '../root';
import type { FileStorage, StagedFile } from '../services/files';
import { hashPassword } from '../services/passwords';
import {
  createRateLimiters,
  DEFAULT_RATE_LIMITS,
  limitsForRequest,
  type RateLimitConfig,
} from '../services/rate-limits';
import { createSearchService } from '../services/site-search';
import { secretKey } from '../services/tokens';
import { createApiContext, publicMessage } from '../trpc';

export const TEST_ADMIN = { email: 'editor@manovo.test', password: 'a-good-long-password' };

function memoryStorage() {
  const images = new Map<string, Uint8Array>();
  const resumes = new Map<string, Uint8Array>();
  const ifus = new Map<string, Uint8Array>();
  // Staging puts the bytes in the map at once, recording does nothing (no stored_files row), and a
  // failed write's discard takes them out again: the map holds what a disk folder would.
  const staged = (map: Map<string, Uint8Array>, ref: string, bytes: Uint8Array): StagedFile => {
    map.set(ref, bytes);
    return { ref, record: async () => {}, discard: async () => void map.delete(ref) };
  };
  const storage: FileStorage = {
    async stageImage(image) {
      const ref = `/uploads/${randomUUID()}.${image.original.ext}`;
      const variants = image.variants.map((v) =>
        staged(images, variantUrl(ref, v.width, v.ext as ImageFormat), v.bytes),
      );
      const original = staged(images, ref, image.original.bytes);
      return {
        ...original,
        discard: async () => void (await Promise.all([original, ...variants].map((f) => f.discard()))),
      };
    },
    async deleteImage(_db, path) {
      images.delete(path);
    },
    stageResume: async (bytes) => staged(resumes, `${randomUUID()}.pdf`, bytes),
    async readResume(key) {
      const bytes = resumes.get(key);
      if (!bytes) throw new Error('no such resume');
      return bytes;
    },
    // The server's stageIfu streams; here the small test files are read whole and checked the same way.
    async stageIfu(file) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-')
        throw badRequest(IFU_MESSAGES.ifuNotPdf);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      return { ...staged(ifus, `${randomUUID()}.pdf`, bytes), size: bytes.length, sha256 };
    },
  };
  return { storage, images, resumes, ifus };
}

export type TestApiOptions = { rateLimits?: Partial<RateLimitConfig>; queryLogger?: Logger };

export async function createTestApi(opts: TestApiOptions = {}) {
  const handle = await createTestDb({ queryLogger: opts.queryLogger });
  const files = memoryStorage();
  const limiters = createRateLimiters(handle.db, { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits });
  const shared = {
    db: handle.db,
    storage: files.storage,
    search: createSearchService(handle.db, []),
    jwtKey: secretKey('router-tests-router-tests-router-tests'),
  };
  await createAdmin(handle.db, TEST_ADMIN.email, await hashPassword(TEST_ADMIN.password));

  /** What a request with this token (null: a visitor) from this address runs with. */
  const context = (token: string | null = null, ip = '192.0.2.1') =>
    createApiContext({ ...shared, limits: limitsForRequest(limiters), token, ip });
  /** The procedures as a caller with this token and address sees them. */
  const caller = (token: string | null = null, ip = '192.0.2.1') => createCaller(context(token, ip));
  const signIn = async () => (await caller().auth.login(TEST_ADMIN)).token;
  /** The audit rows one kind of action left on one item. */
  const auditRows = (entity: string, id: number, action: string) =>
    handle.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)),
      );

  return { db: handle.db, files, context, caller, signIn, auditRows, close: () => handle.close() };
}
export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** The error a call fails with, as a client would read it: its code and its public message. */
export async function failureOf(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (err) {
    if (err instanceof TRPCError) return { code: err.code, message: publicMessage(err) };
    throw err;
  }
  throw new Error('expected the call to fail');
}

/**
 * An item's public read by id: NOT_FOUND while it is unpublished, then what `publish` answers, then
 * NOT_FOUND again for an id no item has.
 */
export async function expectPublicOnlyOncePublished(
  read: (input: { id: number }) => Promise<unknown>,
  id: number,
  publish: () => Promise<object>,
  /** The languages the item's page exists in, which the public read adds to the row. */
  pageLocales: string[],
): Promise<void> {
  expect((await failureOf(read({ id }))).code).toBe('NOT_FOUND');
  const live = await publish();
  expect(await read({ id })).toEqual({ ...live, pageLocales });
  expect((await failureOf(read({ id: 999_999 }))).code).toBe('NOT_FOUND');
}

export const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
export const TINY_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A multipart form as the browser's admin forms build it. */
export function formOf(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}
export const pngFile = (name = 'photo.png') => new File([PNG_1X1], name, { type: 'image/png' });

/** A form with a real image and its alt text, as every image-bearing save needs. */
export const formWithImage = (fields: Record<string, string | File>) =>
  formOf({ ...fields, image: pngFile(), imageAlt: 'Photo' });
