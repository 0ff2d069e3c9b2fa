import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/use-test-app';

const { t } = useTestApp();

async function fetchDocument() {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return res.json();
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(await fetchDocument());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every path of the REST door with its method', async () => {
    const { paths } = await fetchDocument();
    expect(Object.keys(paths['/login'])).toEqual(['post']);
    expect(Object.keys(paths['/videos/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(paths['/public/broadcasts']?.get).toBeDefined();
    expect(paths['/apply']?.post?.requestBody?.content['multipart/form-data']).toBeDefined();
  });

  it('generates a typed client: openapi-typescript turns it into TypeScript paths and schemas', async () => {
    const source = astToString(await openapiTS(await fetchDocument()));
    expect(source).toContain('"/videos/{id}": {');
    expect(source).toContain('"/public/careers": {');
    // The wire shape, not the domain one: integrators see snake_case.
    expect(source).toMatch(/sub_category_id\??: number/);
  });
});

describe('the document’s rules are the ones the server checks', () => {
  // The document as JSON: untyped, as an integrator's tool reads it.
  type Json = Awaited<ReturnType<typeof fetchDocument>>;
  const op = (doc: Json, path: string, method: string) => doc.paths[path]?.[method];
  const param = (operation: Json, name: string) =>
    operation.parameters.find((p: { name: string }) => p.name === name).schema;
  const jsonBody = (operation: Json) => operation.requestBody.content['application/json'].schema;
  const formBody = (operation: Json) => operation.requestBody.content['multipart/form-data'];

  it('ids are int32: every documented id is answered (404 when unknown), one past the maximum is a 400', async () => {
    const doc = await fetchDocument();
    expect(param(op(doc, '/videos/{id}', 'get'), 'id')).toEqual({
      type: 'integer',
      format: 'int32',
      minimum: 1,
      maximum: 2147483647,
    });
    const headers = { authorization: `Bearer ${await t.login()}` };
    const get = (id: string) => t.app.inject({ method: 'GET', url: `/api/admin/videos/${id}`, headers });
    expect((await get('2147483647')).statusCode).toBe(404);
    expect((await get('2147483648')).statusCode).toBe(400);
    expect((await get('6385915874')).statusCode).toBe(400);
  });

  it('required text has a minLength and a pattern that refuses blank; a blank title is a 400', async () => {
    const doc = await fetchDocument();
    const title = jsonBody(op(doc, '/videos', 'post')).properties.title;
    expect(title.minLength).toBe(1);
    const pattern = new RegExp(title.pattern, 'u');
    expect(['', '   ', '\t'].some((v) => pattern.test(v))).toBe(false);
    expect(pattern.test('  Demo  ')).toBe(true);
    expect(pattern.test('x'.repeat(300))).toBe(true);
    expect(pattern.test('x'.repeat(301))).toBe(false);
    // Characters as a person counts them: 300 emoji fit a 300-character title.
    expect(pattern.test('🎥'.repeat(300))).toBe(true);
    const headers = { authorization: `Bearer ${await t.login()}` };
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/videos', headers, payload });
    expect((await post({ title: '', top_category: 'product' })).json()).toEqual({
      error: 'Title is required',
    });
    expect((await post({ title: '🎥'.repeat(300), top_category: 'product' })).statusCode).toBe(201);
  });

  it('every fixed set is an enum: top_category, category and kind filters, statuses, social sources', async () => {
    const doc = await fetchDocument();
    expect(param(op(doc, '/public/videos', 'get'), 'top_category').enum).toEqual([
      '',
      'product',
      'surgery',
      'training',
      'others',
    ]);
    expect(param(op(doc, '/public/careers', 'get'), 'category').enum).toEqual(['', 'fulltime', 'internship']);
    expect(param(op(doc, '/public/broadcasts', 'get'), 'category').enum).toEqual(['', 'social', 'news']);
    expect(jsonBody(op(doc, '/videos', 'post')).properties.top_category.enum).toEqual([
      'product',
      'surgery',
      'training',
    ]);
    const broadcast = formBody(op(doc, '/broadcasts', 'post'));
    expect(broadcast.schema.properties.kind.enum).toEqual(['social', 'news']);
    expect(
      broadcast.schema.properties.status.anyOf.flatMap(
        (s: { enum?: string[]; const?: string }) => s.enum ?? [s.const],
      ),
    ).toEqual(['draft', 'published', 'archived', '']);
    expect(broadcast.encoding.image.contentType).toBe('image/png, image/jpeg, image/webp, image/gif');
  });

  it('documents what the door accepts: alt text and the two-factor code optional, a blank code allowed', async () => {
    const doc = await fetchDocument();
    for (const path of ['/broadcasts', '/testimonials'])
      expect(formBody(op(doc, path, 'post')).schema.required).not.toContain('image_alt');
    const login = jsonBody(op(doc, '/login', 'post'));
    expect(login.required).toEqual(['email', 'password']);
    expect(
      login.properties.code.anyOf.some(
        (s: { pattern?: string }) => s.pattern && new RegExp(s.pattern).test(''),
      ),
    ).toBe(true);
    // The honeypot is a trap for bots, not part of the API.
    expect(jsonBody(op(doc, '/contact', 'post')).properties.website).toBeUndefined();
    expect(formBody(op(doc, '/apply', 'post')).schema.properties.website).toBeUndefined();
  });

  it('documents the errors each operation answers: 404 where there is an id, 422 for an unknown sub-category', async () => {
    const doc = await fetchDocument();
    expect(Object.keys(op(doc, '/videos/{id}', 'put').responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '415', '422', '429', '503']),
    );
    expect(Object.keys(op(doc, '/public/videos', 'get').responses)).not.toContain('404');
    const headers = { authorization: `Bearer ${await t.login()}` };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/videos',
      headers,
      payload: { title: 'Demo', top_category: 'product', sub_category_id: 2147483647 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'Invalid sub-category' });
  });
});

describe('the API reference page', () => {
  it('renders the self-hosted viewer, loading nothing from another origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/admin/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="swagger-ui"></div>');
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    for (const asset of ['/api/admin/docs/init.js', '/api/admin/docs/assets/swagger-ui-bundle.js']) {
      const res = await t.app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
      expect(res.headers['content-type']).toContain('javascript');
    }
  });
});
