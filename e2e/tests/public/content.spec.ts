import { adminApi, adminToken, expect, PNG_1X1, test } from '../../fixtures';
import { acceptConsentUpfront } from './helpers';

test.beforeEach(async ({ page }) => acceptConsentUpfront(page));

test('[PUBLIC][VIDEOS]: category and sub-category selection', async ({ page }) => {
  await page.goto('/videos');
  const categories = page.getByRole('navigation', { name: 'Category' });
  const product = categories.getByRole('link', { name: 'Product' });
  await expect(product).toHaveAttribute('aria-current', 'true');
  const subs = page.getByRole('navigation', { name: 'Sub-category' }).getByRole('link');
  await expect(subs.first()).toHaveAttribute('aria-current', 'true');

  await categories.getByRole('link', { name: 'Surgery' }).click();
  await expect(page).toHaveURL(/\?top=surgery#surgery$/);
  await expect(subs.first()).toHaveAttribute('aria-current', 'true');
  const second = subs.nth(1);
  const name = (await second.textContent()) ?? '';
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.videos-player__title')).toBeVisible();
  // A lone video is in the player only: a carousel holding just that one would show it twice.
  expect(await page.locator('.video-card').count()).not.toBe(1);
  const cards = await page.locator('.video-card__sub').allTextContents();
  expect(cards.every((sub) => sub === name)).toBe(true);

  await categories.getByRole('link', { name: 'Others' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Sub-category' }).getByRole('link', { name: 'All' }),
  ).toHaveAttribute('aria-current', 'true');
  // An empty category says so and offers the others (issue #24), not 'No video selected'.
  const empty = page.locator('.videos-empty');
  await expect(empty).toContainText('No videos in Others yet.');
  await empty.getByRole('link', { name: 'Training' }).click();
  await expect(page).toHaveURL(/\?top=training#training$/);
});

test('[PUBLIC][VIDEOS]: a dropdown replaces the category buttons at 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/videos');
  await page.getByLabel('Category', { exact: true }).selectOption('training');
  await expect(page).toHaveURL(/#training$/);
});

test('[PUBLIC][NEWS]: a broadcast created through the API appears on /news and opens its detail', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const title = `E2E news ${Date.now()}`;
  const created = await adminApi(request, token, 'POST', '/broadcasts', {
    multipart: {
      kind: 'news',
      title,
      summary: 'A summary written by the e2e suite.',
      body: '<p>Full body written by the e2e suite.</p>',
      status: 'published',
      image_alt: 'A pixel',
      image: { name: 'pixel.png', mimeType: 'image/png', buffer: PNG_1X1 },
    },
  });
  expect(created.status).toBeLessThan(300);

  await page.goto('/news#newsandevents');
  await page.getByRole('link', { name: `Read: ${title}` }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Full body written by the e2e suite.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More news' })).toBeVisible();
});

test('[PUBLIC][NEWS]: social posts load in their tab', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('tab', { name: 'Social Media' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Social media posts' })).toBeVisible();
  await page.getByRole('tab', { name: 'News & Events' }).click();
  await expect(page).toHaveURL(/#newsandevents$/);
  await expect(page.getByRole('region', { name: 'News and events' })).toBeVisible();
});

test('[PUBLIC][HOME]: latest broadcast, values and More Updates', async ({ page }) => {
  await page.goto('/home');
  for (const v of ['Innovation', 'Collaboration', 'Accessibility', 'Compassion']) {
    await expect(page.getByRole('heading', { name: v, level: 3 })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'KNOW MORE' }).first()).toHaveAttribute('href', '/products');
  await expect(page.getByRole('link', { name: 'More Videos' })).toHaveAttribute('href', '/videos');
  await expect(page.getByRole('link', { name: 'More Updates' })).toHaveAttribute('href', '/news');
  await expect(page.locator('.latest-broadcast .bcard')).toBeVisible();
});

test('[PUBLIC][HOME]: the product video plays on click and can be paused (WCAG 2.2.2)', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'The Articulate 8 in action' });
  // The site's own rendered clip, muted and looping, its poster the clip's first frame: no YouTube frame.
  const video = section.locator('video[aria-label="Articulate 8 from every side"]');
  await expect(video).toHaveAttribute('src', '/media/clips/overview.mp4');
  await expect(video).toHaveAttribute('poster', '/media/clips/overview.webp');
  await expect(section.locator('iframe')).toHaveCount(0);
  const state = () =>
    video.evaluate((v: HTMLVideoElement) => ({
      paused: v.paused,
      muted: v.muted,
      loop: v.loop,
      at: v.currentTime,
    }));
  expect(await state()).toMatchObject({ paused: true, muted: true, loop: true, at: 0 });

  await section.getByRole('button', { name: 'Play video' }).click();
  await expect.poll(async () => (await state()).at, { timeout: 15_000 }).toBeGreaterThan(0);
  expect((await state()).paused).toBe(false);
  expect(await video.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname)).toBe(
    '/media/clips/overview.mp4',
  );

  await section.getByRole('button', { name: 'Pause video' }).click();
  await expect.poll(async () => (await state()).paused).toBe(true);
  const stoppedAt = (await state()).at;
  await page.waitForTimeout(500);
  expect((await state()).at).toBe(stoppedAt);
  await expect(section.getByRole('button', { name: 'Play video' })).toBeVisible();
});

test('[PUBLIC][PRODUCTS]: 15 instruments and 6 FAQ with the shaft-length exceptions', async ({ page }) => {
  await page.goto('/products');
  const lineup = page.locator('#complete-lineup');
  await expect(lineup.locator('.lineup__col summary')).toHaveCount(15);
  await lineup.locator('summary', { hasText: 'Potts Scissors' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    lineup.getByRole('region', { name: 'Potts Scissors' }).getByText('25, 36, 45 cm'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact', exact: true }).last()).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('[PUBLIC][ABOUT]: team tabs and profile view', async ({ page }) => {
  await page.goto('/about#ourteam');
  await page.getByRole('tab', { name: 'Scientific Advisors' }).click();
  await page.getByRole('link', { name: /Prof\. Meera Iyer/ }).click();
  await expect(page.getByRole('heading', { name: 'Prof. Meera Iyer', level: 3 })).toBeVisible();
});
