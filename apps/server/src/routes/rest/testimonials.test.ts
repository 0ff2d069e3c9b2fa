import { describe, expect, it } from 'vitest';
import { PNG_1X1 } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const { t, h, rest, sendForm } = useTestApp({ signedIn: true });

const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, withImage = false) =>
  sendForm(
    method,
    `/api/admin${url}`,
    fields,
    withImage ? { image: { filename: 'a.png', contentType: 'image/png', data: PNG_1X1 } } : {},
  );
const get = (url: string) => rest('GET', url);

describe('testimonials', () => {
  it('creates with an image, edits, hides and activates, deletes', async () => {
    const created = await send(
      'POST',
      '/testimonials',
      {
        person_name: 'Dr. Test',
        person_title: 'Surgeon',
        company: 'General',
        message: 'Works well.',
        is_active: '1',
        linkedin: 'https://www.linkedin.com/in/test',
      },
      true,
    );
    expect(created.statusCode).toBe(201);
    const item = created.json().item;
    expect(item).toMatchObject({
      person_name: 'Dr. Test',
      is_active: 1,
      linkedin: 'https://www.linkedin.com/in/test',
    });
    expect(item.image).toMatch(/^\/uploads\/.+\.png$/);

    const edited = await send('PUT', `/testimonials/${item.id}`, {
      person_name: 'Dr. Test',
      message: 'Works very well.',
      is_active: '1',
    });
    expect(edited.json().item).toMatchObject({ message: 'Works very well.', image: item.image });

    const hidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/testimonials/${item.id}/active`,
      headers: h,
      payload: { is_active: 0 },
    });
    expect(hidden.json().item.is_active).toBe(0);
    let pub = await t.app.inject({ method: 'GET', url: '/api/admin/public/testimonials?limit=10' });
    expect(pub.json().items.map((x: { id: number }) => x.id)).not.toContain(item.id);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/testimonials/${item.id}/active`,
      headers: h,
      payload: { is_active: 1 },
    });
    pub = await t.app.inject({ method: 'GET', url: '/api/admin/public/testimonials?limit=10' });
    expect(pub.json().items[0]).toMatchObject({
      id: item.id,
      person_name: 'Dr. Test',
      company: '',
      image: item.image,
    });

    expect(
      (
        await t.app.inject({ method: 'DELETE', url: `/api/admin/testimonials/${item.id}`, headers: h })
      ).json(),
    ).toEqual({ ok: true });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/testimonials/${item.id}`, headers: h }))
        .statusCode,
    ).toBe(404);
  });

  it('paginates in the database with items, total and page, and filters by status and q', async () => {
    for (let i = 0; i < 25; i++) {
      await send('POST', '/testimonials', {
        person_name: `Person ${i}`,
        message: `Message ${i}`,
        is_active: i % 5 === 0 ? '0' : '1',
      });
    }
    const p1 = await get('/testimonials?status=all&page=1&limit=20');
    expect(p1.json()).toMatchObject({ total: 25, page: 1 });
    expect(p1.json().items).toHaveLength(20);
    const p2 = await get('/testimonials?status=all&page=2&limit=20');
    expect(p2.json().items).toHaveLength(5);
    expect((await get('/testimonials?status=inactive')).json().total).toBe(5);
    expect((await get('/testimonials?status=active')).json().total).toBe(20);
    expect(
      (await get('/testimonials?q=person%2012'))
        .json()
        .items.map((x: { person_name: string }) => x.person_name),
    ).toEqual(['Person 12']);
  });

  it('requires a name and a message', async () => {
    const res = await send('POST', '/testimonials', { message: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Name is required');
  });
});
