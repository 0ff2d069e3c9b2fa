import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/use-test-app';

const { rest: req } = useTestApp({ signedIn: true });

describe('versions over REST', () => {
  it('lists a video’s versions newest first and restores one, answering the restored item', async () => {
    const item = (await req('POST', '/videos', { title: 'Wrist demo', top_category: 'product' })).json().item;
    await req('PUT', `/videos/${item.id}`, { title: 'Wrist demo, part 2', top_category: 'product' });
    const list = await req('GET', `/videos/${item.id}/versions`);
    expect(list.statusCode).toBe(200);
    const versions = list.json().items;
    expect(versions.map((v: { number: number; action: string }) => [v.number, v.action])).toEqual([
      [2, 'update'],
      [1, 'create'],
    ]);
    expect(versions[0]).toMatchObject({ admin_email: 'staff@manovo.test', image_url: null });
    expect(versions[0].record).toMatchObject({ title: 'Wrist demo, part 2', topCategory: 'product' });
    expect(versions[1].record).toMatchObject({ title: 'Wrist demo' });

    const restored = await req('POST', `/videos/${item.id}/versions/${versions[1].id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      ok: true,
      version: { number: 3, action: 'restore' },
      item: { id: item.id, title: 'Wrist demo' },
    });
    expect((await req('GET', `/videos/${item.id}`)).json().item.title).toBe('Wrist demo');
  });

  it('brings a deleted career back under its id', async () => {
    const job = (await req('POST', '/careers', { title: 'Field Engineer', location: 'Pune' })).json().item;
    expect((await req('DELETE', `/careers/${job.id}`)).statusCode).toBe(200);
    expect((await req('GET', `/careers/${job.id}`)).statusCode).toBe(404);
    const [last] = (await req('GET', `/careers/${job.id}/versions`)).json().items;
    expect(last).toMatchObject({ number: 2, action: 'delete', record: { title: 'Field Engineer' } });
    const back = await req('POST', `/careers/${job.id}/versions/${last.id}/restore`);
    expect(back.statusCode).toBe(200);
    expect(back.json().item).toMatchObject({ id: job.id, title: 'Field Engineer', location: 'Pune' });
  });

  it('answers 404 for a version of another item, 400 for a bad id, 401 without a token', async () => {
    const a = (await req('POST', '/careers', { title: 'A' })).json().item;
    const b = (await req('POST', '/careers', { title: 'B' })).json().item;
    const [ofB] = (await req('GET', `/careers/${b.id}/versions`)).json().items;
    const wrong = await req('POST', `/careers/${a.id}/versions/${ofB.id}/restore`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ error: 'Version not found' });
    expect((await req('POST', `/careers/${a.id}/versions/0x10/restore`)).statusCode).toBe(400);
    for (const path of ['/broadcasts/1/versions', '/testimonials/1/versions'])
      expect((await req('GET', path, undefined, {})).statusCode).toBe(401);
    expect((await req('GET', '/testimonials/99999/versions')).json()).toEqual({ items: [] });
  });
});
