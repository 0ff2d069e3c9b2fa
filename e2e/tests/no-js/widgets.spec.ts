import { expect, type Page, test } from '@playwright/test';

// Issue #20: every tab, toggle, accordion and carousel works as HTML, before and without JavaScript.
// The project 'no-js' turns scripts off; this file says so too, so it holds under any project.
test.use({ javaScriptEnabled: false });

type Listed = { id: number; title: string; name?: string };
const publicList = async (page: Page, procedure: string, input: object): Promise<Listed[]> => {
  const res = await page.request.get(
    `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  return (await res.json()).result.data as Listed[];
};

test('[NO-JS][NEWS]: the tabs are links; News & Events opens from the server', async ({ page }) => {
  const [news] = await publicList(page, 'broadcasts.listPublic', { kind: 'news', limit: 24 });
  await page.goto('/news');
  // Before the app runs the tabs are a labelled group of links (a tab list once it runs).
  const tabs = page.getByRole('group', { name: 'Broadcast' });
  const social = tabs.getByRole('link', { name: 'Social Media' });
  await expect(social).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('region', { name: 'Social media posts' })).toBeVisible();

  await tabs.getByRole('link', { name: 'News & Events' }).click();
  await expect(page).toHaveURL('/news?tab=news#newsandevents');
  await expect(tabs.getByRole('link', { name: 'News & Events' })).toHaveAttribute('aria-current', 'true');
  await expect(social).not.toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('region', { name: 'News and events' }).getByText(news!.title)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Social media posts' })).toHaveCount(0);
});

test('[NO-JS][CAREERS]: the Full Time / Internship toggle lists the internships', async ({ page }) => {
  const [intern] = await publicList(page, 'careers.listPublic', { category: 'internship', limit: 24 });
  await page.goto('/careers');
  await expect(page.getByRole('link', { name: 'Full Time' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: 'Internship' }).click();
  await expect(page).toHaveURL('/careers?category=internship#openings');
  await expect(page.getByRole('link', { name: 'Internship' })).toHaveAttribute('aria-current', 'true');
  const job = page.locator('.job', { hasText: intern!.title });
  await expect(job).toBeVisible();

  // An opening is a <details>: it opens with a click, no script needed.
  const body = job.locator('.job__body');
  await expect(body).toBeHidden();
  await job.locator('summary').click();
  await expect(body).toBeVisible();
  await expect(job.getByRole('link', { name: /^Apply/ })).toBeVisible();
});

test('[NO-JS][VIDEOS]: top category and sub-category are links the server renders', async ({ page }) => {
  const subs = await publicList(page, 'subcategories.listPublic', { topCategory: 'surgery' });
  const second = subs[1]!;
  const [video] = await publicList(page, 'videos.listPublic', {
    topCategory: 'surgery',
    subCategoryId: second.id,
  });
  await page.goto('/videos');
  const categories = page.getByRole('navigation', { name: 'Category' });
  await expect(categories.getByRole('link', { name: 'Product' })).toHaveAttribute('aria-current', 'true');

  await categories.getByRole('link', { name: 'Surgery' }).click();
  await expect(page).toHaveURL('/videos?top=surgery#surgery');
  await expect(categories.getByRole('link', { name: 'Surgery' })).toHaveAttribute('aria-current', 'true');
  const subNav = page.getByRole('navigation', { name: 'Sub-category' });
  await expect(subNav.getByRole('link').first()).toHaveAttribute('aria-current', 'true');

  await subNav.getByRole('link', { name: second.name }).click();
  await expect(page).toHaveURL(`/videos?top=surgery&sub=${second.id}#surgery`);
  await expect(subNav.getByRole('link', { name: second.name })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.videos-player__title')).toHaveText(video!.title);
});

test('[NO-JS][ABOUT]: the team tabs are links to each group', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Board of Directors' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByText('Arjun Menon')).toBeVisible();
  await page.getByRole('link', { name: 'Scientific Advisors' }).click();
  await expect(page).toHaveURL('/about?team=advisors#ourteam');
  await expect(page.getByRole('link', { name: 'Scientific Advisors' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByText('Prof. Meera Iyer')).toBeVisible();
  await expect(page.getByText('Arjun Menon')).toHaveCount(0);
});

test('[NO-JS][PRODUCTS]: the FAQ and the lineup open, one item at a time', async ({ page }) => {
  await page.goto('/products');
  const faq = page.locator('.faq');
  const questions = faq.locator('summary');
  await expect(questions).toHaveCount(6);
  const first = faq.locator('details').first();
  const second = faq.locator('details').nth(1);
  await expect(first.locator('.ui-accordion__panel')).toBeHidden();
  await questions.first().click();
  await expect(first.locator('.ui-accordion__panel')).toBeVisible();
  await questions.nth(1).click();
  await expect(second.locator('.ui-accordion__panel')).toBeVisible();
  await expect(first).not.toHaveAttribute('open');

  const potts = page.locator('#complete-lineup details', { hasText: 'Potts Scissors' });
  await potts.locator('summary').click();
  await expect(potts.getByText('25, 36, 45 cm')).toBeVisible();
});

test('[NO-JS][CAROUSEL]: every slide is reachable by scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const posts = await publicList(page, 'broadcasts.listPublic', { kind: 'social', limit: 24 });
  await page.goto('/news');
  const carousel = page.getByRole('region', { name: 'Social media posts' });
  const slides = carousel.getByRole('group');
  await expect(slides).toHaveCount(posts.length);
  const last = slides.last();
  await expect(last).not.toBeInViewport();
  // A sideways swipe or Shift+wheel: the browser's own scrolling, snapping to a whole card.
  await carousel.locator('.ui-carousel__viewport').hover();
  for (let i = 0; i < posts.length; i++) await page.mouse.wheel(375, 0);
  await expect(last.locator('.bcard')).toBeInViewport({ ratio: 0.95 });
  await expect(last.getByText(posts.at(-1)!.title)).toBeVisible();
});
