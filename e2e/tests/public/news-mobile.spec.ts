import { expect, test } from '../../fixtures';
import { acceptConsentUpfront } from './helpers';

// Issue #24: on a phone the news carousel shows one post at a time; a visible control reaches every
// post (a swipe alone was the only way before).

// A phone's width; the height leaves room for a post the other suites made long (a card taller than the
// screen counts as partly out of view, which is not what the control is about).
test.use({ viewport: { width: 375, height: 1600 }, hasTouch: true });
test.beforeEach(async ({ page }) => acceptConsentUpfront(page));

for (const tab of ['socialmedia', 'newsandevents'] as const) {
  test(`[NEWS][375] the ${tab} carousel has a control that reaches every post`, async ({ page }) => {
    await page.goto(`/news?tab=${tab === 'socialmedia' ? 'social' : 'news'}#${tab}`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const carousel = page.locator('.news-panel .ui-carousel');
    const slides = carousel.getByRole('group');
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await expect(next).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    // Each post comes into view in turn.
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
    for (let i = 1; i < count; i++) {
      await next.click();
      await expect(slides.nth(i)).toBeInViewport({ ratio: 0.9 });
    }
  });
}
