import type { APIRequestContext } from '@playwright/test';
import { adminToken, expect, TINY_PDF, test } from '../../fixtures';
import { fillApplication, publicList, slugOf } from '../public/helpers';

// Issue #20 (and #24's "cards are links"): the home hero's every slide, the item cards and the apply
// form's job work as HTML, before and without JavaScript.
test.use({ javaScriptEnabled: false });

test('[NO-JS][HOME]: the hero second slide is reached through its thumbnail and by scrolling', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Manovo Articulate 8 highlights' });
  const second = hero.getByRole('group', { name: '2 of 2' });
  await expect(second).not.toBeInViewport();
  await hero.getByRole('link', { name: 'Show slide 2: Manovo Articulate 8 series' }).click();
  await expect(second).toBeInViewport({ ratio: 0.95 });
  await expect(second.getByRole('heading', { name: 'Manovo Articulate 8 series' })).toBeVisible();
  await expect(second.getByRole('link', { name: 'KNOW MORE' })).toBeVisible();

  await hero.getByRole('link', { name: 'Show slide 1: Manovo Articulate 8' }).click();
  await expect(hero.getByRole('group', { name: '1 of 2' })).toBeInViewport({ ratio: 0.95 });
  // The browser's own sideways scrolling reaches it too, snapping to the whole slide.
  await hero.locator('.ui-hero__slides').hover();
  await page.mouse.wheel(1440, 0);
  await expect(second).toBeInViewport({ ratio: 0.95 });
});

test('[NO-JS][CARDS]: news and video cards are links to their own pages', async ({ page }) => {
  const [news] = await publicList(page, 'broadcasts.listPublic', { kind: 'news', limit: 24 });
  await page.goto('/news?tab=news');
  await page.getByRole('link', { name: `Read: ${news!.title}` }).click();
  await expect(page).toHaveURL(`/news/${news!.id}-${slugOf(news!.title)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news!.title);

  const [video] = await publicList(page, 'videos.listPublic', { topCategory: 'product' });
  await page.goto('/videos');
  // The first selection holds one video: the player's title links to its page (no card repeats it).
  await expect(page.getByRole('link', { name: `Play ${video!.title}` })).toHaveCount(0);
  await page.locator('.videos-player__title').getByRole('link', { name: video!.title }).click();
  await expect(page).toHaveURL(`/videos/${video!.id}-${slugOf(video!.title)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(video!.title);
});

test('[NO-JS][CARDS]: a team card opens that profile; an opening links to its job page', async ({ page }) => {
  await page.goto('/about?team=advisors');
  await page.getByRole('link', { name: /Prof\. Meera Iyer/ }).click();
  await expect(page).toHaveURL('/about?team=advisors&member=meera-iyer#ourteam');
  await expect(page.getByRole('heading', { level: 3, name: 'Prof. Meera Iyer' })).toBeVisible();

  const [job] = await publicList(page, 'careers.listPublic', { category: 'fulltime', limit: 24 });
  await page.goto('/careers');
  // The link is there while the card is closed.
  await page.getByRole('link', { name: `Job page: ${job!.title}` }).click();
  await expect(page).toHaveURL(`/careers/${job!.id}-${slugOf(job!.title)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job!.title);
});

async function applications(request: APIRequestContext) {
  const token = await adminToken(request);
  const input = encodeURIComponent(JSON.stringify({ page: 1 }));
  const res = await request.get(`/api/trpc/inbox.applications?input=${input}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  type Application = { name: string; jobId: number | null; jobTitle: string };
  return ((await res.json()) as { result: { data: { items: Application[] } } }).result.data.items;
}

test('[NO-JS][CAREERSAPPLY]: Apply names the job, and the application is stored against it', async ({
  page,
  request,
}) => {
  const [job] = await publicList(page, 'careers.listPublic', { category: 'fulltime', limit: 24 });
  await page.goto('/careers');
  const opening = page.locator('.job', { hasText: job!.title });
  await opening.locator('summary').click();
  await opening.getByRole('link', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(`/careersapply?job=${job!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Apply — ${job!.title}`);

  const name = `Job No-JS ${Date.now()}`;
  await fillApplication(page, {
    name,
    resume: { name: 'asha-cv.pdf', mimeType: 'application/pdf', buffer: TINY_PDF },
  });
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('status')).toHaveText('✅ Application submitted successfully!');

  const stored = (await applications(request)).find((a) => a.name === name);
  expect(stored).toMatchObject({ jobId: job!.id, jobTitle: job!.title });
});
