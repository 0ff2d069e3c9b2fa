import fc from 'fast-check';
import { hostileJsonNumber, hostileText, wrongJsonType } from './hostile';

/**
 * tRPC procedures under fuzz: name → kind and input generator. The inputs are
 * hostile JSON objects keyed by each procedure's field names; the answer check
 * is the same as for REST. Add a row per procedure as their inputs settle.
 */
export type TrpcProcedure = { type: 'query' | 'mutation'; admin: boolean; input: fc.Arbitrary<unknown> };

const anyValue = fc.oneof(hostileText, hostileJsonNumber, wrongJsonType);
/** An object with some of `keys`, each holding a hostile value; sometimes not an object at all. */
const hostileObject = (...keys: string[]) =>
  fc.oneof(
    {
      arbitrary: fc.record(Object.fromEntries(keys.map((k) => [k, anyValue])), { requiredKeys: [] }),
      weight: 4,
    },
    { arbitrary: anyValue, weight: 1 },
  );

export const TRPC_PROCEDURES: Record<string, TrpcProcedure> = {
  'videos.listPublic': {
    type: 'query',
    admin: false,
    input: hostileObject('top_category', 'sub_category', 'limit', 'topCategory', 'subCategoryId'),
  },
  'subcategories.listPublic': {
    type: 'query',
    admin: false,
    input: hostileObject('top_category', 'topCategory'),
  },
  'broadcasts.listPublic': { type: 'query', admin: false, input: hostileObject('category', 'kind', 'limit') },
  'broadcasts.byIdPublic': { type: 'query', admin: false, input: hostileObject('id') },
  'careers.listPublic': { type: 'query', admin: false, input: hostileObject('category', 'limit') },
  'testimonials.listPublic': { type: 'query', admin: false, input: hostileObject('limit') },
  'search.query': { type: 'query', admin: false, input: hostileObject('q', 'perPage', 'types') },
  'contact.send': {
    type: 'mutation',
    admin: false,
    input: hostileObject('name', 'email', 'purpose', 'message'),
  },
  'videos.byId': { type: 'query', admin: true, input: hostileObject('id') },
  'search.admin': { type: 'query', admin: true, input: hostileObject('q') },
  'versions.list': { type: 'query', admin: true, input: hostileObject('entity', 'id') },
  'versions.pair': { type: 'query', admin: true, input: hostileObject('entity', 'id', 'a', 'b') },
  'versions.restore': { type: 'mutation', admin: true, input: hostileObject('entity', 'id', 'versionId') },
};
