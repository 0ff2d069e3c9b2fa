import { type AnyPgColumn, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// postgres.js hands bytea back as a Buffer, PGlite as a Uint8Array; both accept either.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Uploaded files (public images and private resumes), so every server process reads what any of
 * them stored. `name` is the generated file name that URLs and rows hold (`<uuid>.<ext>`); a
 * derived file (a resized image) names its original in `variant_of` and goes when the original
 * goes. `bytes` is null when the bytes are kept beside the embedded database instead (one process
 * only; PGlite would spend about half a second of that process per 5 MB file).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    name: text('name').primaryKey(),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    // Hex SHA-256 of the bytes: the strong ETag of a public image.
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes'),
    variantOf: text('variant_of').references((): AnyPgColumn => storedFiles.name, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_variant_of_idx').on(t.variantOf)],
);
