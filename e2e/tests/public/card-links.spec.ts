import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { acceptConsentUpfront, publicList } from './helpers';

// Issue #20 / #24: the cards are links to real addresses, and once the app runs a plain click keeps the
// spec's in-page behaviour (the detail view, the player, the profile) while a modified click opens the
// address in a new tab as any link does.

test.beforeEach(async ({ page }) => acceptConsentUpfront(page));

/** Marks the document, so a test can tell an in-page change from a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-kept', ''));
const sameDocument = (page: Page) => expect(page.locator('html[data-kept]')).toHaveCount(1);

test('[CARDS] a news card opens its detail in place; Ctrl+click opens its address in a new tab', async ({
  page,
  context,
}) => {
  const [news] = await publicList(page, 'broadcasts.listPublic', { kind: 'news', limit: 24 });
  await page.goto('/news?tab=news');
  await markDocument(page);
  const card = page.getByRole('link', { name: `Read: ${news!.title}` });
  const href = await card.getAttribute('href');
  expect(href).toMatch(new RegExp(`^/news/${news!.id}-[a-z0-9-]+$`));

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    card.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(tab).toHaveURL(new RegExp(`${href}$`));
  await tab.close();
  await expect(page.locator('.news-detail')).toHaveCount(0);

  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news!.title);
  await expect(page).toHaveURL(href!);
  await sameDocument(page);
});

test('[CARDS] a video card plays in the page; a team card opens the profile in place', async ({ page }) => {
  // A selection with two videos (with one, it is in the player and no carousel repeats it).
  await page.goto('/videos');
  await page
    .getByRole('navigation', { name: 'Sub-category' })
    .getByRole('link', { name: 'Articulation' })
    .click();
  await markDocument(page);
  const cards = page.locator('a.video-card');
  await expect(cards).toHaveCount(2);
  const card = cards.nth(1);
  const title = ((await card.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await expect(card).toHaveAttribute('href', /^\/videos\/\d+-[a-z0-9-]+$/);
  await card.click();
  await expect(page.locator('.videos-player__title')).toHaveText(title);
  await expect(page).toHaveURL(/\/videos\?(top=product&)?sub=\d+#product$/);
  await sameDocument(page);

  await page.goto('/about?team=advisors');
  await markDocument(page);
  await page.getByRole('link', { name: /Prof\. Meera Iyer/ }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Prof. Meera Iyer' })).toBeVisible();
  await sameDocument(page);
});

test('[HERO] once the app runs the hero is the fade carousel: thumbnails switch the slide', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Manovo Articulate 8 highlights' });
  await expect(hero).not.toHaveClass(/ui-hero--native/);
  await hero.getByRole('button', { name: 'Pause slide show' }).click();
  await hero.getByRole('button', { name: 'Show slide 2: Manovo Articulate 8 series' }).click();
  await expect(hero.getByRole('group', { name: '2 of 2' })).toHaveClass(/is-active/);
  await expect(hero.locator('#ui-hero-articulate-8')).toHaveAttribute('aria-hidden', 'true');
  await expect(page).toHaveURL('/');
});
