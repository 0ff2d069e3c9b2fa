import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auth, multipart, PNG_1X1, TEST_JWT_SECRET } from '../testing/test-app';
import { useTestApp } from '../testing/use-test-app';

const { t, h, sendForm } = useTestApp({
  signedIn: true,
});

const leaks = /\n\s+at |node_modules|Failed query|select .* from|params:/i;

// The schemas stop these values first, with the field's own message; the database net (errors.ts) is the
// backstop for anything they miss (packages/db/src/errors.test.ts).
describe('input the database cannot hold is a 400, never a 500 or a leak', () => {
  it('answers the issue probe videos.listPublic {subCategoryId: 1e12} with a 400 and no stack', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/trpc/videos.listPublic?input=${encodeURIComponent('{"subCategoryId":1e12}')}`,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.message).toBe('Invalid id');
    expect(body.error.data.stack).toBeUndefined();
    expect(res.body).not.toMatch(leaks);
  });

  it('answers an id beyond the integer column with a 400 on public and admin REST routes', async () => {
    const pub = await t.app.inject({ method: 'GET', url: '/api/admin/public/broadcasts/99999999999' });
    expect(pub.statusCode).toBe(400);
    expect(pub.json()).toEqual({ ok: false, error: 'Invalid id' });
    const adm = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/careers/99999999999',
      headers: h,
    });
    expect(adm.statusCode).toBe(400);
    expect(adm.json()).toEqual({ error: 'Invalid id' });
  });

  it('refuses a NUL byte in a contact message with a 400 and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/contact',
      payload: { name: 'Asha\u0000', email: 'asha@example.com', purpose: 'Others', message: 'Hello' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      error: 'Text contains characters that are not allowed.',
    });
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/trpc/inbox.messages?input={}',
      headers: h,
    });
    expect(inbox.json().result.data.items).toEqual([]);
  });

  it('refuses a date PostgreSQL cannot hold with a 400', async () => {
    const res = await sendForm(
      'POST',
      '/api/admin/broadcasts',
      { image_alt: 'Photo', kind: 'news', title: 'Far future', publish_at: '+275760-09-13T00:00:00Z' },
      { image: { filename: 'a.png', contentType: 'image/png', data: PNG_1X1 } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/date/i);
  });

  it('answers 401 for a validly signed token whose session id is not a uuid', async () => {
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', sid: 'nope', iss: 'manovo-admin', exp: 4e9 })}`;
    const sig = createHmac('sha256', TEST_JWT_SECRET).update(unsigned).digest('base64url');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/videos',
      headers: auth(`${unsigned}.${sig}`),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('bodies that cannot be parsed are a 400', () => {
  it('refuses multipart with no boundary, a wrong one, or cut short', async () => {
    const form = multipart({ name: 'Asha', email: 'asha@example.com', phone: '9876543210' });
    const boundary = form.headers['content-type'].split('boundary=')[1];
    const cases = [
      { type: 'multipart/form-data', payload: form.payload },
      { type: 'multipart/form-data; boundary=other', payload: form.payload },
      { type: `multipart/form-data; boundary=${boundary}`, payload: form.payload.subarray(0, 40) },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/apply',
        headers: { 'content-type': c.type },
        payload: c.payload,
      });
      expect(res.statusCode, c.type).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
  });

  it('answers a 5,000-deep JSON array with a 400 on JSON, multipart and tRPC routes', async () => {
    for (const url of [
      '/api/admin/contact',
      '/api/admin/testimonials',
      '/api/admin/videos',
      '/api/trpc/contact.send',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...h, 'content-type': 'application/json' },
        payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.body).not.toMatch(leaks);
    }
  });
});
