import fc from 'fast-check';
import { PNG_1X1, TINY_PDF } from '../testing/test-app';
import { hostileDate, hostileJsonNumber, hostileNumeral, hostileText, wrongJsonType } from './hostile';

/**
 * One input field of a route: how it is fuzzed as text (path, query string,
 * multipart) and as a JSON value. Every field mostly sends something plausible
 * for its meaning, so requests reach the procedures and the database, and
 * otherwise something hostile.
 */
export type Field = { text: fc.Arbitrary<string>; json: fc.Arbitrary<unknown> };

const field = (plausible: fc.Arbitrary<string>, hostile: fc.Arbitrary<string>): Field => ({
  text: fc.oneof({ arbitrary: plausible, weight: 2 }, { arbitrary: hostile, weight: 3 }),
  json: fc.oneof(
    { arbitrary: plausible, weight: 2 },
    { arbitrary: hostile, weight: 2 },
    { arbitrary: wrongJsonType, weight: 1 },
    { arbitrary: hostileJsonNumber, weight: 1 },
  ),
});

export const text = (...examples: string[]) =>
  field(
    examples.length ? fc.constantFrom(...examples) : fc.string({ minLength: 1, maxLength: 30 }),
    hostileText,
  );

export const oneOf = (...values: string[]) => field(fc.constantFrom(...values), hostileText);

export const id = (): Field => ({
  text: fc.oneof(
    { arbitrary: fc.constantFrom('1', '2', '3'), weight: 1 },
    { arbitrary: hostileNumeral, weight: 3 },
  ),
  json: fc.oneof(
    fc.constantFrom(1, 2, 3),
    hostileJsonNumber,
    wrongJsonType,
    fc.constantFrom(null, '', 'all'),
  ),
});

export const date = () => field(fc.constant('2024-05-01T10:00:00.000Z'), hostileDate);
export const email = () => field(fc.constantFrom('someone@example.com', 'a@b.co'), hostileText);
export const phone = () => field(fc.constant('9876543210'), hostileNumeral);
export const url = () =>
  field(
    fc.constantFrom('https://example.com/a', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', ''),
    fc.oneof(hostileText, fc.constantFrom('javascript:alert(1)', 'http://', '//evil.example', 'mailto:x')),
  );
export const flag = () => field(fc.constantFrom('1', '0', 'true', 'false'), hostileNumeral);
export const limit = () => field(fc.constantFrom('1', '10', '24', '200'), hostileNumeral);

/** A multipart file part: a real image or PDF, random bytes, or nothing. */
export type FilePart = { filename: string; contentType: string; data: Buffer };
export const file: fc.Arbitrary<FilePart | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant({ filename: 'a.png', contentType: 'image/png', data: PNG_1X1 }),
  fc.constant({ filename: 'cv.pdf', contentType: 'application/pdf', data: TINY_PDF }),
  fc.constant({ filename: 'empty.pdf', contentType: 'application/pdf', data: Buffer.alloc(0) }),
  fc.tuple(hostileText, fc.uint8Array({ maxLength: 64 })).map(([name, bytes]) => ({
    filename: name,
    contentType: 'application/octet-stream',
    data: Buffer.from(bytes),
  })),
  fc.constant({
    filename: 'x.svg',
    contentType: 'image/svg+xml',
    data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  }),
);
