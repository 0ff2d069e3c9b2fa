import { expect, test } from '../../fixtures';
import { acceptConsentUpfront, openSearch, PUBLIC_ROUTES } from './helpers';

const PHONE = { width: 375, height: 667 };

test.describe('[LAYOUT] phone width', () => {
  test.use({ viewport: PHONE });

  for (const route of PUBLIC_ROUTES) {
    test(`[LAYOUT][${route.tag}]: ${route.path} has no horizontal scroll at 375 px`, async ({ page }) => {
      await acceptConsentUpfront(page);
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        body: document.body.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.document).toBeLessThanOrEqual(widths.viewport);
      expect(widths.body).toBeLessThanOrEqual(widths.viewport);
    });
  }

  test('[LAYOUT][COOKIES]: the phone cookie banner is compact, its three buttons on one row', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    // Measured once the web font is in: the fallback font sets the text wider.
    await page.evaluate(() => document.fonts.ready);
    const box = await banner.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(PHONE.height * 0.15);
    const tops = await banner
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
  });

  for (const home of ['/', '/de/', '/fr/'])
    for (const width of [320, 375])
      test(`[LAYOUT][COOKIES]: ${home} at ${width} px, no cookie button is cut and Accept is beside Reject`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: PHONE.height });
        await page.goto(home);
        const banner = page.locator('.cookie-banner');
        await expect(banner).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        const buttons = await banner.getByRole('button').evaluateAll((all) =>
          all.map((b) => {
            const box = b.getBoundingClientRect();
            return {
              label: b.textContent,
              cut: b.scrollWidth > b.clientWidth,
              left: box.left,
              right: box.right,
              top: Math.round(box.top),
            };
          }),
        );
        expect(buttons).toHaveLength(3);
        for (const b of buttons) {
          expect(b.cut, `${b.label} is cut`).toBe(false);
          expect(b.left, `${b.label} starts on screen`).toBeGreaterThanOrEqual(0);
          expect(b.right, `${b.label} ends on screen`).toBeLessThanOrEqual(width);
        }
        const [, reject, accept] = buttons;
        expect(accept?.top).toBe(reject?.top);
      });

  test('[LAYOUT][ABOUT]: the team tabs stay on one row', async ({ page }) => {
    await acceptConsentUpfront(page);
    await page.goto('/about#ourteam');
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // One reading of every tab at the same moment (the page may still be scrolling to the anchor).
    const tops = await tabs.evaluateAll((all) => all.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(1);
    expect(new Set(tops).size).toBe(1);
  });
});

test('[LAYOUT][SEARCH]: the overlay backdrop covers the whole viewport and a click on it closes the search', async ({
  page,
}) => {
  await acceptConsentUpfront(page);
  const input = await openSearch(page, '/products');
  await expect(input).toBeFocused();
  const { width, height } = page.viewportSize() ?? { width: 1440, height: 900 };
  const backdrop = await page.locator('.search-overlay').boundingBox();
  expect(backdrop).toEqual({ x: 0, y: 0, width, height });
  // What sits under a point far below the header is the backdrop, not the page.
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.className, [
    40,
    height - 40,
  ] as const);
  expect(hit).toBe('search-overlay');
  // One close control: the browser's own clear button of the search input is hidden.
  await expect(page.getByRole('button', { name: 'Close search' })).toHaveCount(1);
  await page.mouse.click(40, height - 40);
  await expect(input).toBeHidden();
});

test('[LAYOUT][SEARCH]: From server leaves out what Pages lists', async ({ page }) => {
  await acceptConsentUpfront(page);
  await (await openSearch(page, '/')).fill('articulate');
  const pages = page.getByRole('region', { name: 'Pages' });
  await expect(pages.getByRole('button').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const labels = async (name: string) =>
    page
      .getByRole('region', { name })
      .locator('.search-overlay__label')
      .allTextContents()
      .catch(() => [] as string[]);
  const local = new Set((await labels('Pages')).map((l) => l.toLowerCase()));
  const server = await labels('From server');
  expect(server.filter((l) => local.has(l.toLowerCase()))).toEqual([]);
});

test('[LAYOUT][SEARCH]: result snippets end on a whole word with an ellipsis and mark the query', async ({
  page,
}) => {
  await acceptConsentUpfront(page);
  await page.goto('/search?q=wrist');
  const snippets = page.locator('.search-card__snippet');
  await expect(snippets.first()).toBeVisible();
  await expect(snippets.locator('mark').first()).toHaveText(/wrist/i);
  for (const text of await snippets.allTextContents()) {
    // Either the whole excerpt, or cut after a whole word: never a letter right before the ellipsis
    // that belongs to a word cut in half (the cut is at a space, so "…" follows a word end).
    expect(text.length).toBeLessThanOrEqual(201);
    if (text.endsWith('…')) expect(text).toMatch(/[\p{L}\p{N})]…$/u);
  }
});

test('[LAYOUT][NEWS]: two posts in a three-slot carousel sit centred, without arrows', async ({ page }) => {
  await acceptConsentUpfront(page);
  await page.goto('/news#socialmedia');
  const carousel = page.getByRole('region', { name: /posts/i }).first();
  const cards = carousel.locator('.bcard');
  // The demo content has two social posts.
  await expect(cards).toHaveCount(2);
  await expect(carousel.getByRole('button', { name: /(Previous|Next) slide/ })).toHaveCount(0);
  const region = await carousel.boundingBox();
  const first = await cards.first().boundingBox();
  const last = await cards.last().boundingBox();
  if (!region || !first || !last) throw new Error('carousel not laid out');
  const leftGap = first.x - region.x;
  const rightGap = region.x + region.width - (last.x + last.width);
  expect(leftGap).toBeGreaterThan(100);
  expect(Math.abs(leftGap - rightGap)).toBeLessThanOrEqual(2);
});

test('[LAYOUT][HERO]: during the crossfade only the new slide shows its headline and button', async ({
  page,
}) => {
  await acceptConsentUpfront(page);
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Manovo Articulate 8 highlights' });
  await hero.getByRole('button', { name: 'Next slide' }).click();
  // The 3 s transition is still running: the artwork fades, the old text is already gone.
  await expect(hero).toHaveClass(/is-transitioning/);
  await expect(hero.locator('.ui-hero__slide:not(.is-active) .ui-hero__content')).toBeHidden();
  await expect(hero.getByRole('link', { name: 'KNOW MORE' })).toHaveCount(1);
  await expect(hero.getByRole('heading', { name: 'Manovo Articulate 8 series' })).toBeVisible();
});
