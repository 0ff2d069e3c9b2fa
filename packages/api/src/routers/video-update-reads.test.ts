import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';

// Every statement the database is sent while `counting` is on.
const sent: string[] = [];
let counting = false;
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ queryLogger: { logQuery: (query) => void (counting && sent.push(query)) } });
});
afterAll(() => api.close());

it('an update of a video reads its row once and answers the row it wrote', async () => {
  const staff = api.caller(await api.signIn());
  const sub = await staff.subcategories.create({ topCategory: 'surgery', name: 'Hernia repair' });
  const video = await staff.videos.create({
    title: 'TAPP repair',
    topCategory: 'surgery',
    subCategoryId: sub.id,
    youtubeUrl: 'https://youtu.be/abcdefghijk',
  });

  counting = true;
  const updated = await staff.videos.update({ ...video, title: 'TAPP repair, part 2' });
  counting = false;

  expect(updated).toMatchObject({ title: 'TAPP repair, part 2', subCategoryName: 'Hernia repair' });
  const onVideos = sent.filter((q) => /(from|update) "videos"/.test(q));
  // The row as it was (for the first version of an older item), then the update that answers the new row.
  expect(onVideos).toHaveLength(2);
  expect(onVideos[1]).toMatch(/^with "updated" as \(update "videos"/);
  // The version kept is the table's row, without the joined sub-category name.
  const [latest] = await staff.versions.list({ entity: 'video', id: video.id });
  expect(latest?.record).toMatchObject({ title: 'TAPP repair, part 2', subCategoryId: sub.id });
  expect(latest?.record).not.toHaveProperty('subCategoryName');
});
