import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
