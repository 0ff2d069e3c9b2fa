import { describe, expect, it } from 'vitest';
import { PNG_1X1 } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const { t, rest: admin, sendForm } = useTestApp({ signedIn: true });

const search = async (q: string, perPage = 20) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/search?q=${encodeURIComponent(q)}&perPage=${perPage}`,
    })
  ).json();
const titles = (body: { items: { title: string }[] }) => body.items.map((i) => i.title);

const broadcast = (fields: Record<string, string>) =>
  sendForm('POST', '/api/admin/broadcasts', fields, {
    image: { filename: 'a.png', contentType: 'image/png', data: PNG_1X1 },
  });

describe('GET /api/admin/search', () => {
  it('finds published content and the site pages; never drafts or future broadcasts', async () => {
    await broadcast({
      image_alt: 'Photo',
      kind: 'news',
      title: 'Zircon congress keynote',
      status: 'published',
    });
    await broadcast({ image_alt: 'Photo', kind: 'news', title: 'Zircon draft memo', status: 'draft' });
    await broadcast({
      image_alt: 'Photo',
      kind: 'news',
      title: 'Zircon future launch',
      status: 'published',
      publish_at: '2099-01-01T00:00:00Z',
    });
    await admin('POST', '/careers', { title: 'Zircon engineer', status: 'published' });
    await admin('POST', '/careers', { title: 'Zircon hidden job', status: 'draft' });

    const body = await search('zircon');
    expect(titles(body).sort()).toEqual(['Zircon congress keynote', 'Zircon engineer']);
    const hit = body.items.find((i: { type: string }) => i.type === 'broadcast');
    expect(hit).toMatchObject({ url: '/news#newsandevents', path: '/news#newsandevents' });
    for (const key of ['id', 'snippet', 'image', 'date', 'score']) expect(hit).toHaveProperty(key);

    const pages = await search('careers');
    expect(
      pages.items.some((i: { type: string; path: string }) => i.type === 'page' && i.path === '/careers'),
    ).toBe(true);
  });

  it('follows an edit at once, without a restart', async () => {
    const created = await admin('POST', '/videos', {
      title: 'Quokka suturing drill',
      top_category: 'training',
      status: 'published',
    });
    expect(titles(await search('quokka'))).toEqual(['Quokka suturing drill']);
    await admin('PUT', `/videos/${created.json().item.id}`, {
      title: 'Wombat suturing drill',
      top_category: 'training',
      status: 'published',
    });
    expect(titles(await search('quokka'))).toEqual([]);
    expect(titles(await search('wombat'))).toEqual(['Wombat suturing drill']);
  });

  it('drops an item at once when it is unpublished or deleted, and adds it when published', async () => {
    const job = await admin('POST', '/careers', { title: 'Axolotl technician', status: 'draft' });
    const jobId = job.json().item.id;
    const news = await broadcast({
      image_alt: 'Photo',
      kind: 'news',
      title: 'Axolotl symposium',
      status: 'published',
    });
    expect(titles(await search('axolotl'))).toEqual(['Axolotl symposium']);

    await admin('PUT', `/careers/${jobId}`, { title: 'Axolotl technician', status: 'published' });
    expect(titles(await search('axolotl')).sort()).toEqual(['Axolotl symposium', 'Axolotl technician']);

    await admin('PUT', `/careers/${jobId}`, { title: 'Axolotl technician', status: 'draft' });
    await admin('DELETE', `/broadcasts/${news.json().item.id}`);
    expect(titles(await search('axolotl'))).toEqual([]);
  });

  it('shows a scheduled broadcast once its time has come', async () => {
    const publishAt = new Date(Date.now() + 1500).toISOString();
    await broadcast({
      image_alt: 'Photo',
      kind: 'news',
      title: 'Pangolin roadshow',
      status: 'published',
      publish_at: publishAt,
    });
    expect(titles(await search('pangolin'))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(titles(await search('pangolin'))).toEqual(['Pangolin roadshow']);
  });

  it('follows a sub-category rename in the videos it names', async () => {
    const sub = await admin('POST', '/video_subcategories', {
      top_category: 'surgery',
      name: 'Platypus approaches',
    });
    const subId = sub.json().item.id;
    await admin('POST', '/videos', {
      title: 'Cholecystectomy case',
      top_category: 'surgery',
      sub_category_id: subId,
      status: 'published',
    });
    expect(titles(await search('platypus'))).toEqual(['Cholecystectomy case']);
    await admin('PUT', `/video_subcategories/${subId}`, { name: 'Echidna approaches' });
    expect(titles(await search('platypus'))).toEqual([]);
    expect(titles(await search('echidna'))).toEqual(['Cholecystectomy case']);
  });

  it('honours perPage and answers nothing for a blank query', async () => {
    for (let i = 0; i < 8; i++)
      await admin('POST', '/careers', { title: `Numbat role ${i}`, status: 'published' });
    expect((await search('numbat', 6)).items).toHaveLength(6);
    expect((await search('   ')).items).toEqual([]);
  });
});
