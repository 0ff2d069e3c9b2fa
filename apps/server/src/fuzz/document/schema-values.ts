import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';

/**
 * Values for a JSON Schema of the OpenAPI document: ones it accepts and ones it refuses. Only the
 * keywords the document uses are read; every value is then checked against the schema itself (ajv), so a
 * generator's shortcut can never mislabel a value as valid or invalid.
 */
export type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  [key: string]: unknown;
};

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
const compiled = new Map<string, (v: unknown) => boolean>();
/** Whether the schema accepts the value, as any JSON Schema validator would say. */
export function accepts(schema: JsonSchema, value: unknown): boolean {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    const fn = ajv.compile(schema);
    validate = (v) => fn(v) as boolean;
    compiled.set(key, validate);
  }
  return validate(value);
}

// Any string at all: NUL, lone surrogates, astral characters, whitespace. Lengths count code points,
// as JSON Schema's do.
const anyString = (min = 0, max = min + 40) => fc.string({ unit: 'binary', minLength: min, maxLength: max });
const typesOf = (s: JsonSchema) => (s.type === undefined ? [] : [s.type].flat());

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, 60);
  if (s.pattern) {
    const re = new RegExp(s.pattern, 'u');
    return fc.stringMatching(re).filter((v) => [...v].length >= min && [...v].length <= max);
  }
  return anyString(min, Math.min(max, min + 60));
}

function byType(s: JsonSchema, type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: s.minimum ?? -(2 ** 31), max: s.maximum ?? 2 ** 31 - 1 });
    case 'number':
      return fc.oneof(
        fc.integer({ min: Math.ceil(s.minimum ?? -1e6), max: Math.floor(s.maximum ?? 1e6) }),
        fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true }),
      );
    case 'string':
      return stringArb(s);
    case 'array':
      return fc.array(validValue(s.items ?? {}), { minLength: s.minItems ?? 0, maxLength: s.maxItems ?? 4 });
    case 'object': {
      const props = Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, p]) => [k, validValue(p)]),
      );
      return fc.record(props, { requiredKeys: s.required ?? [] });
    }
    default:
      throw new Error(`a schema type the fuzz cannot generate: ${type}`);
  }
}

/** Values the schema accepts. */
export function validValue(s: JsonSchema): fc.Arbitrary<unknown> {
  let arb: fc.Arbitrary<unknown>;
  if (s.const !== undefined) arb = fc.constant(s.const);
  else if (s.enum) arb = fc.constantFrom(...s.enum);
  else if (s.anyOf ?? s.oneOf) arb = fc.oneof(...(s.anyOf ?? s.oneOf ?? []).map(validValue));
  else if (typesOf(s).length) arb = fc.oneof(...typesOf(s).map((t) => byType(s, t)));
  else arb = fc.oneof(anyString(), fc.integer(), fc.boolean());
  return arb.filter((v) => accepts(s, v));
}

/** Strings the schema refuses, or null when it accepts every string. */
export function invalidString(s: JsonSchema): fc.Arbitrary<string> | null {
  const candidates: fc.Arbitrary<string>[] = [anyString(0, 12)];
  if (s.minLength) candidates.push(anyString(0, s.minLength - 1));
  if (s.maxLength !== undefined) candidates.push(anyString(s.maxLength + 1, s.maxLength + 8));
  if (s.pattern) {
    // Near misses: a valid value with a character added, removed or swapped.
    candidates.push(
      stringArb({ ...s, minLength: undefined, maxLength: undefined }).chain((v) =>
        fc
          .tuple(fc.nat(v.length), anyString(1, 2), fc.constantFrom('insert', 'delete', 'replace'))
          .map(([at, ch, how]) =>
            how === 'insert'
              ? v.slice(0, at) + ch + v.slice(at)
              : v.slice(0, at) + (how === 'replace' ? ch : '') + v.slice(at + 1),
          ),
      ),
    );
  }
  return acceptsEveryString(s) ? null : fc.oneof(...candidates).filter((v) => !accepts(s, v));
}

/** True when no string of a fixed sample is refused: the schema has no invalid strings to offer. */
function acceptsEveryString(s: JsonSchema): boolean {
  const probe = [
    ...fc.sample(anyString(0, 12), { numRuns: 200, seed: 7 }),
    '',
    ' ',
    '\u0000',
    'x'.repeat(5000),
  ];
  return probe.every((v) => accepts(s, v));
}

/** JSON values the schema refuses: a wrong type, a value out of range, a missing or bad property. */
export function invalidValue(s: JsonSchema): fc.Arbitrary<unknown> {
  const candidates: fc.Arbitrary<unknown>[] = [
    fc.constantFrom<unknown>(null, true, 0, -1, 1.5, 2 ** 31, 'text', '', [], {}),
  ];
  const strings = invalidString(s);
  if (strings) candidates.push(strings);
  if (s.minimum !== undefined) candidates.push(fc.integer({ min: s.minimum - 1000, max: s.minimum - 1 }));
  if (s.maximum !== undefined) candidates.push(fc.integer({ min: s.maximum + 1, max: s.maximum + 1000 }));
  if (s.properties) {
    const valid = validValue(s) as fc.Arbitrary<Record<string, unknown>>;
    for (const [key, prop] of Object.entries(s.properties))
      if (Object.keys(prop).length)
        candidates.push(fc.tuple(valid, invalidValue(prop)).map(([o, bad]) => ({ ...o, [key]: bad })));
    for (const key of s.required ?? []) candidates.push(valid.map(({ [key]: _drop, ...rest }) => rest));
  }
  return fc.oneof(...candidates).filter((v) => !accepts(s, v));
}
