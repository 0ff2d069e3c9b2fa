// The rules of the input schemas written as regular expressions, for two readers: the validators
// themselves where a rule is a pattern (ids, dates, links), and the REST door's OpenAPI document, which
// publishes each field's rule as JSON Schema. One source, so the document cannot be looser or stricter
// than what the server checks. Written to mean the same with and without the `u` flag: a character is
// one code point, and an astral character (a surrogate pair) counts as one, as the length checks do.

/** A storable character: not NUL, not half of a surrogate pair. */
const CHAR = String.raw`(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])`;
/** A storable character that is not whitespace (what `String.prototype.trim` keeps at the ends). */
const INK = String.raw`(?:[^\s\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])`;

/** Text of `min`–`max` characters, counted after trimming surrounding whitespace unless `keepSpace`. */
export function textPattern(min: 0 | 1, max: number, keepSpace = false): string {
  if (keepSpace) return `^${CHAR}{${min},${max}}$`;
  const core = max === 1 ? INK : `${INK}(?:${CHAR}{0,${max - 2}}${INK})?`;
  return min ? String.raw`^\s*${core}\s*$` : String.raw`^\s*(?:${core})?\s*$`;
}

/** A positive PostgreSQL `integer` in decimal digits: 1 to 2147483647, no sign or leading zero. */
export const DECIMAL_ID =
  '(?:[1-9]\\d{0,8}|1\\d{9}|20\\d{8}|21[0-3]\\d{7}|214[0-6]\\d{6}|2147[0-3]\\d{5}|21474[0-7]\\d{4}|214748[0-2]\\d{3}|2147483[0-5]\\d{2}|21474836[0-3]\\d|214748364[0-7])';

// Real calendar dates from 1990 to 2199 (isIsoDateTime's range), leap days included.
const YEAR = '(?:199\\d|20\\d\\d|21\\d\\d)';
const LEAP_YEAR = '(?:199[26]|20(?:[02468][048]|[13579][26])|21(?:0[48]|[2468][048]|[13579][26]))';
const MONTH_DAY =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';
const TIME =
  'T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,9})?)?(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)?';
/** A real calendar day, YYYY-MM-DD, in the same range. */
export const ISO_DATE = `(?:${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29)`;
/** An ISO 8601 date or date-time naming a real instant, as isIsoDateTime accepts it. */
export const ISO_DATE_TIME_PATTERN = `^(?:${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29)(?:${TIME})?$`;

/** zod's email rule (z.email()), which the email fields check after trimming. */
export const EMAIL = String.raw`(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}`;

// A web link: http(s), a host (ASCII labels whose last starts with a letter, so it is never read as an
// IP address, or a dotted IPv4 address), an optional port, then anything without whitespace. Every such
// link parses as a URL.
const LABEL = '[A-Za-z0-9_](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?';
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = `${OCTET}(?:\\.${OCTET}){3}`;
const PORT = '(?::(?:\\d{1,4}|[1-5]\\d{4}|6[0-4]\\d{3}|65[0-4]\\d\\d|655[0-2]\\d|6553[0-5]))?';
const REST = `(?:[/?#]${INK}*)?`;
const HOST = `(?:(?:${LABEL}\\.)*[A-Za-z](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?|${IPV4})`;
export const HTTP_URL = `[hH][tT][tT][pP][sS]?://${HOST}${PORT}${REST}`;
/** A path on this site: /uploads/…, /images/… (never //host). */
export const SITE_PATH = `/(?:[^\\s<>"'/\\u0000\\uD800-\\uDFFF](?:[^\\s<>"'\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*)?`;

/**
 * A relative path ('thumbs/a.jpg'): no leading slash, and no colon before the first slash, so never a
 * scheme (javascript:, data:). The spec resolves relative image paths against the API's origin, which is
 * this site. Written without lookahead so the document's fuzz can generate it.
 */
const PAIR = '[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]';
const SEGMENT_CHAR = `(?:[^\\s<>"'/:\\\\\\u0000\\uD800-\\uDFFF]|${PAIR})`;
const PATH_CHAR = `(?:[^\\s<>"'\\\\\\u0000\\uD800-\\uDFFF]|${PAIR})`;
export const RELATIVE_PATH = `${SEGMENT_CHAR}+(?:/${PATH_CHAR}*)?`;

/** A whole value: the pattern, with the whitespace a trimmed field ignores, or blank when `optional`. */
export const trimmed = (core: string, optional = false) =>
  optional ? String.raw`^\s*(?:${core})?\s*$` : String.raw`^\s*${core}\s*$`;
