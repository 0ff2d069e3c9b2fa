// The primitives every input schema is built from. One strict layer: the tRPC procedures, the browser
// forms and (through them) the REST adapter all validate with these, so a value that is wrong for the
// database never gets past the door, and each problem has a message a person can act on.
import { z } from 'zod';
import { MAX_LIST_LIMIT } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import {
  DECIMAL_ID,
  EMAIL,
  HTTP_URL,
  ISO_DATE_TIME_PATTERN,
  RELATIVE_PATH,
  SITE_PATH,
  textPattern,
  trimmed,
} from './patterns';

/** The largest value of a PostgreSQL `integer` (serial ids). */
export const MAX_INT32 = 2_147_483_647;

export const ZId = z
  .number({ error: MESSAGES.invalidId })
  .int(MESSAGES.invalidId)
  .min(1, MESSAGES.invalidId)
  .max(MAX_INT32, MESSAGES.invalidId);
export const ZIdInput = z.object({ id: ZId });
/** An id written in decimal digits (a path segment, a form field): '0x10', '1e3' and '+1' are not ids. */
export const ZDecimalId = z
  .string({ error: MESSAGES.invalidId })
  .regex(new RegExp(`^${DECIMAL_ID}$`), MESSAGES.invalidId)
  .transform(Number)
  .pipe(ZId);

/** A list size: absent means the procedure's own default, anything above the cap is cut to it. */
export const ZLimit = z
  .number()
  .int()
  .min(1)
  .transform((n) => Math.min(n, MAX_LIST_LIMIT))
  .optional();
export const ZPage = z.number().int().min(1).max(100_000).optional().default(1);

// NUL cannot be stored in PostgreSQL text, and a lone surrogate is not text at all.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isStorableText = (s: string) => !s.includes('\u0000') && !LONE_SURROGATE.test(s);
export const UNSTORABLE_TEXT = 'Text contains characters that are not allowed.';

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;
/** Characters as a person counts them: an emoji is one, as in PostgreSQL's length(). */
export const charCount = (s: string) => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};
const atMost = (label: string, max: number) =>
  z.string().refine((s) => s.length <= max || charCount(s) <= max, tooLong(label, max));

/** Storable text of at most `max` characters, trimmed unless `keepSpace`. */
export function zText(label: string, max: number, opts: { keepSpace?: boolean } = {}) {
  const base = z.string({ error: `${label} must be text.` }).refine(isStorableText, UNSTORABLE_TEXT);
  return (opts.keepSpace ? base : base.trim())
    .pipe(atMost(label, max))
    .meta({ pattern: textPattern(0, max, opts.keepSpace) });
}

/** Required text: blank (or absent) gives `required`, too long says so. */
export function zRequiredText(label: string, max: number, required: string) {
  return z
    .string({ error: required })
    .refine(isStorableText, UNSTORABLE_TEXT)
    .trim()
    .pipe(z.string().min(1, required).pipe(atMost(label, max)))
    .meta({ minLength: 1, pattern: textPattern(1, max) });
}

/** Optional text: '' when absent. */
export const zOptionalText = (label: string, max: number, opts: { keepSpace?: boolean } = {}) =>
  zText(label, max, opts).optional().default('');

/** An enum with the product's message for a value outside it. */
export const zEnum = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

const HTTP_URL_RE = new RegExp(`^${HTTP_URL}$`, 'u');
const SITE_PATH_RE = new RegExp(`^${SITE_PATH}$`, 'u');
const RELATIVE_PATH_RE = new RegExp(`^${RELATIVE_PATH}$`, 'u');
const isHttpUrl = (v: string) => {
  if (!HTTP_URL_RE.test(v)) return false;
  try {
    return Boolean(new URL(v).host);
  } catch {
    return false;
  }
};

/** A link that may be blank; when filled it must be an http(s) URL (no javascript:, no HTML). */
export const zOptionalHttpUrl = (label = 'Link') =>
  zText(label, 2000)
    .refine((v) => v === '' || isHttpUrl(v), MESSAGES.linkScheme)
    .meta({ maxLength: 2000, pattern: trimmed(HTTP_URL, true) })
    .optional()
    .default('');

/** Like zOptionalHttpUrl, but a path on this site (/uploads/…, /images/…, a page) is also accepted. */
export const zOptionalMediaUrl = (label: string) =>
  zText(label, 2000)
    .refine((v) => v === '' || isHttpUrl(v) || SITE_PATH_RE.test(v), MESSAGES.linkScheme)
    .meta({ maxLength: 2000, pattern: trimmed(`${HTTP_URL}|${SITE_PATH}`, true) })
    .optional()
    .default('');

/**
 * An image's URL: as zOptionalMediaUrl, and a relative path too, stored rooted ('thumbs/a.jpg' is
 * '/thumbs/a.jpg'): the spec resolves relative image paths against the API's origin, which is this site.
 */
export const zOptionalImageUrl = (label: string) =>
  zText(label, 2000)
    .refine(
      (v) => v === '' || isHttpUrl(v) || SITE_PATH_RE.test(v) || RELATIVE_PATH_RE.test(v),
      MESSAGES.linkScheme,
    )
    .transform((v) => (RELATIVE_PATH_RE.test(v) ? `/${v}` : v))
    .meta({ maxLength: 2000, pattern: trimmed(`${HTTP_URL}|${SITE_PATH}|${RELATIVE_PATH}`, true) })
    .optional()
    .default('');

export const zEmail = (required: string) =>
  zRequiredText('Email', 254, required)
    .pipe(z.email(MESSAGES.invalidEmail))
    .meta({ minLength: 1, maxLength: 254, pattern: trimmed(EMAIL) });
/** The email rule of the document for an optional email field: blank, or an email. */
export const OPTIONAL_EMAIL_DOC = { maxLength: 254, pattern: trimmed(EMAIL, true) };

// Dates far outside the company's life are typing mistakes (publish_at=+275760-09-13 was accepted once).
const MIN_YEAR = 1990;
const MAX_YEAR = 2199;
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** True for an ISO 8601 date or date-time whose parts name a real instant (no 2024-02-31). */
export function isIsoDateTime(v: string): boolean {
  const m = ISO_DATE_TIME.exec(v);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return false;
  const [h, min, s] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  return h < 24 && min < 60 && s < 60 && !Number.isNaN(new Date(v).getTime());
}

/** An ISO 8601 date-time, or null to clear it; '' is taken as null (an emptied date field). */
export const ZOptionalDateTime = z
  .union([z.string(), z.null()], { error: MESSAGES.invalidDate })
  .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || isIsoDateTime(v), MESSAGES.invalidDate)
  .transform((v) => (v === null ? null : new Date(v).toISOString()))
  .meta({
    anyOf: [{ type: 'string', pattern: trimmed(ISO_DATE_TIME_PATTERN.slice(1, -1), true) }, { type: 'null' }],
  })
  .optional();

/** A file picked in a form: `File` from the browser, or one the REST adapter made from multipart. */
export const ZFile = z.instanceof(File);

/**
 * A multipart form as a plain object: a field sent twice keeps its first value (a client cannot smuggle a
 * second one past validation), and an empty file input (a File of 0 bytes with no name) counts as absent.
 */
export function formDataToObject(form: FormData): Record<string, FormDataEntryValue> {
  const out: Record<string, FormDataEntryValue> = {};
  for (const [key, value] of form.entries()) {
    if (key in out) continue;
    if (typeof value !== 'string' && value.size === 0 && !value.name) continue;
    out[key] = value;
  }
  return out;
}

/** A procedure input that arrives as FormData (it carries a file) and is validated by `fields`. */
export const zFormData = <T extends z.ZodType>(fields: T) =>
  z.instanceof(FormData, { error: 'Expected a multipart form.' }).transform((form, ctx): z.output<T> => {
    const parsed = fields.safeParse(formDataToObject(form));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
    return z.NEVER;
  });

/**
 * A yes/no field from a form: true/false, or the strings a multipart form carries ('1'/'0', 'true'/'false',
 * 'on' for a checked box).
 */
/** A focal point coordinate, 0–1 from the left or the top: a number, or its decimal text from a form. */
export const ZFraction = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/)
        .transform(Number),
    ],
    { error: MESSAGES.imageFocus },
  )
  .pipe(z.number({ error: MESSAGES.imageFocus }).min(0, MESSAGES.imageFocus).max(1, MESSAGES.imageFocus));

/** The image fields beside a file: alt text (absent keeps the stored one) and the focal point. */
export const imageDetails = {
  imageAlt: zText('Alt text', 300).optional(),
  imageFocusX: ZFraction.optional(),
  imageFocusY: ZFraction.optional(),
};

export const zFlag = (message: string) =>
  z
    .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on'])], { error: message })
    .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');
