import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { publicList, slugOf } from './helpers';

const NEWS_TITLE = 'Articulate 8 at the national laparoscopy congress';

/** Opens the news page's News & Events tab and chooses the card of NEWS_TITLE. */
async function openNewsCard(page: Page) {
  await page.goto('/news#newsandevents');
  await page.getByRole('tab', { name: 'News & Events' }).click();
  await page
    .getByRole('link', { name: new RegExp(NEWS_TITLE) })
    .first()
    .click();
}

test('[PUBLIC][ITEMS]: choosing a news card puts the item address in the bar; that address opens it', async ({
  page,
}) => {
  await openNewsCard(page);
  await expect(page).toHaveURL(/\/news\/\d+-articulate-8-at-the-national-laparoscopy-congress$/);
  // The item's page: its title is the h1, the section the eyebrow.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEWS_TITLE);
  await expect(page.locator('.page-banner__eyebrow')).toHaveText('News & Events');
  // The tab title and canonical address follow the click, as the item's own HTML has them.
  await expect(page).toHaveTitle(`${NEWS_TITLE} — Manovo Surgical`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', page.url());
  const address = page.url();

  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEWS_TITLE);
  await expect(page).toHaveTitle(`${NEWS_TITLE} — Manovo Surgical`);
  await page.getByRole('link', { name: '← All news' }).click();
  await expect(page).toHaveURL(/\/news\?tab=news#newsandevents$/);
  await expect(page.locator('.news-detail')).toHaveCount(0);
});

test('[PUBLIC][ITEMS]: a stale slug redirects to the current address', async ({ page }) => {
  await openNewsCard(page);
  const id = /\/news\/(\d+)-/.exec(page.url())![1];
  const res = await page.goto(`/news/${id}-what-it-was-called-before`);
  expect(res?.status()).toBe(200);
  expect(res?.request().redirectedFrom()?.url()).toContain('what-it-was-called-before');
  await expect(page).toHaveURL(new RegExp(`/news/${id}-articulate-8-at-the-national-laparoscopy-congress$`));
});

test('[PUBLIC][ITEMS]: an unknown or unpublished item is the 404 page with HTTP 404', async ({ page }) => {
  for (const url of ['/news/999999-gone', '/careers/999999-gone', '/videos/999999-gone']) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 not found');
  }
});

test('[PUBLIC][ITEMS]: a job card links to the job page, whose h1 is the job title', async ({ page }) => {
  await page.goto('/careers');
  const [job] = await publicList(page, 'careers.listPublic', { category: 'fulltime' });
  const slug = slugOf(job!.title);
  // The card is a link to the job's address, reachable while the card is closed.
  const link = page.getByRole('link', { name: `Job page: ${job!.title}` });
  await expect(link).toHaveAttribute('href', `/careers/${job!.id}-${slug}`);
  await link.click();
  await expect(page).toHaveURL(`/careers/${job!.id}-${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job!.title);
  await expect(page.locator('.page-banner__eyebrow')).toHaveText('Careers');
  await expect(page.locator('.job-list')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Apply/ })).toBeVisible();
});

test("[PUBLIC][ITEMS]: a video address shows that video in the player, the site's own clip, with its pause control", async ({
  page,
}) => {
  const [video] = await publicList(page, 'videos.listPublic', { topCategory: 'training' });
  const slug = slugOf(video!.title);
  await page.goto(`/videos/${video!.id}-${slug}`);
  const player = page.locator('.videos-player');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(video!.title);
  await expect(
    page.getByRole('navigation', { name: 'Category' }).getByRole('link', { name: 'Training' }),
  ).toHaveAttribute('aria-current', 'true');
  // The demo videos are clips the site renders and serves: no YouTube frame, ever.
  const clip = player.locator(`video[aria-label="${video!.title}"]`);
  await expect(clip).toHaveAttribute('src', /^\/media\/clips\/[\w-]+\.mp4$/);
  await expect(player.locator('iframe')).toHaveCount(0);
  // Chosen on its page, it plays once the page is live; the visitor can stop it (WCAG 2.2.2).
  await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => v.paused), { timeout: 15_000 }).toBe(false);
  await player.getByRole('button', { name: 'Pause video' }).click();
  await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
});
