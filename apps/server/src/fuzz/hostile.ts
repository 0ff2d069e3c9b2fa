import fc from 'fast-check';

/**
 * Values a hostile or careless client sends, grouped by what a field is meant to
 * hold. Each arbitrary mixes plausible values (so requests get past the first
 * check and reach the database) with the forms that broke the server before:
 * NUL bytes, lone surrogates, numbers beyond 32 bits, loose date forms.
 */

const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', 'a\uD83Dz'];

/** Free text: ordinary, empty, huge, NUL-bearing, lone surrogates, LIKE and SQL metacharacters. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('', ' ', '\t\n', '%', '_', '\\', 'a\\', "'", '"', "'; drop table videos; --", '<script>'),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...LONE_SURROGATES)).map(([s, u]) => s + u),
  fc.integer({ min: 200, max: 70_000 }).map((n) => 'x'.repeat(n)),
);

/** What an id or a count may arrive as, in a path or a query string. */
export const hostileNumeral: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1, max: 5 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '1e400',
    '0x10',
    '+1',
    '0b11',
    '2147483647',
    '2147483648',
    '-2147483649',
    '99999999999',
    '9007199254740993',
    'NaN',
    'Infinity',
    ' 1',
    '１',
    '',
    'all',
  ),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  hostileText,
);

/** A JSON number or its look-alikes: beyond 32 and 53 bits, negative, fractional, exponent forms. */
export const hostileJsonNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: 1, max: 5 }),
  fc.constantFrom(0, -1, 1.5, 1e3, 2147483648, -2147483649, 1e12, Number.MAX_SAFE_INTEGER, 1e300, -0),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  hostileNumeral,
);

/** Dates: valid ISO, out of range for PostgreSQL, impossible days, loose forms. */
export const hostileDate: fc.Arbitrary<string> = fc.oneof(
  fc
    .date({ min: new Date('1990-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom(
    '+275760-09-13T00:00:00Z',
    '-271821-04-20T00:00:00Z',
    '294277-01-01T00:00:00Z',
    '-4714-11-24T00:00:00Z',
    '2024-02-31',
    '2024-13-01',
    '1',
    '-1',
    '0',
    '2024-01-01T25:61:00Z',
    '0000-01-01',
    'not a date',
  ),
  hostileText,
);

/** A string field sent as another JSON type: arrays for scalars, objects for strings. */
export const wrongJsonType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], { toString: 'x' }, { __proto__: { a: 1 } }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.integer({ min: 2, max: 40 }).map((depth) => nest(depth)),
);

/** `depth` arrays inside one another. */
export function nest(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** A JSON text nested `depth` levels, built as text so producing it cannot overflow the stack. */
export const deepJsonText = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** Any hostile JSON value: text, a number out of range, or the wrong type altogether. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileJsonNumber,
  wrongJsonType,
);
