import { expect, test } from '../../fixtures';

/** Every public route, its h1 and a text that only its content (static or from the database) has. */
const ROUTES: { path: string; h1: string; text: string }[] = [
  { path: '/', h1: 'Feel as your hands, Do more than your hands.', text: 'What surgeons say' },
  { path: '/home', h1: 'Feel as your hands, Do more than your hands.', text: 'Dr. Ananya Rao' },
  { path: '/about', h1: 'Welcome to Manovo Surgical', text: 'Our Team' },
  { path: '/products', h1: 'Manovo Articulate 8', text: 'Complete Lineup' },
  { path: '/news', h1: 'Broadcast', text: 'Wrist articulation in slow motion' },
  { path: '/videos', h1: 'Videos', text: 'Articulate 8 from every side' },
  { path: '/contact', h1: 'Contact Us', text: 'Unit 4, Medical Technology Park' },
  { path: '/careers', h1: 'Join Manovo Surgical', text: 'Mechanical Design Engineer' },
  { path: '/careersapply', h1: 'Apply — (General application)', text: 'Unit 4, Medical Technology Park' },
  { path: '/search?q=articulate', h1: 'Search', text: 'Articulate 8' },
  { path: '/Privacy-Policy', h1: 'Privacy Policy', text: 'Terms & Conditions' },
  { path: '/TermsCondition', h1: 'Terms & Conditions', text: 'Privacy Policy' },
  { path: '/Incubation', h1: 'Incubation', text: 'Investors' },
  { path: '/Investor', h1: 'Investors', text: 'Journal' },
  { path: '/Journal', h1: 'Journal', text: 'Incubation' },
  { path: '/NewsEvent', h1: 'News & Events', text: 'Careers' },
  { path: '/timeline', h1: 'Our Timeline', text: 'Contact' },
  { path: '/no-such-page', h1: '404 not found', text: 'Privacy Policy' },
  // One item page of each kind (demo content).
  {
    path: '/news/5-articulate-8-at-the-national-laparoscopy-congress',
    h1: 'Articulate 8 at the national laparoscopy congress',
    text: 'Surgeons can book a 20-minute hands-on slot',
  },
  {
    path: '/careers/5-mechanical-design-engineer',
    h1: 'Mechanical Design Engineer',
    text: 'Write design verification protocols.',
  },
  {
    path: '/videos/1-box-trainer-suturing-drill-the-figure-of-eight',
    h1: 'Box-trainer suturing drill: the figure of eight',
    text: 'Box-trainer suturing drill: the figure of eight',
  },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ROUTES) {
    test(`[PUBLIC][SSR]: ${route.path} arrives rendered`, async ({ page }) => {
      const res = await page.goto(route.path);
      expect(res?.status()).toBe(route.path === '/no-such-page' ? 404 : 200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page.getByText(route.text).first()).toBeAttached();
      // The page wrapper is there too: navigation and footer.
      await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
    });
  }

  test('[PUBLIC][SSR]: links navigate as plain documents', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/Privacy-Policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });
});

test.describe('hydration', () => {
  for (const route of ROUTES) {
    test(`[PUBLIC][SSR]: ${route.path} hydrates with no console error or warning and no refetch`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        // The 404 page is a 404 document by design; Chromium reports that status on the console.
        const isOwnStatus = route.path === '/no-such-page' && m.location().url.endsWith(route.path);
        if ((m.type() === 'error' || m.type() === 'warning') && !isOwnStatus)
          problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      const apiCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/trpc/')) apiCalls.push(r.url());
      });
      await page.goto(route.path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      // The page is live: the cookie banner (client-only) appears for a first-time visitor.
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      expect(problems).toEqual([]);
      // The data came with the page: nothing is fetched again on load.
      expect(apiCalls).toEqual([]);
    });
  }

  test('[PUBLIC][SSR]: the cookie banner does not appear for a visitor who has chosen', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Accept' }).click();
    const seen: boolean[] = [];
    await page.exposeFunction('reportBanner', (present: boolean) => seen.push(present));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.cookie-banner'))
          (window as unknown as { reportBanner: (p: boolean) => void }).reportBanner(true);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(seen).toEqual([]);
  });
});

test.describe('content before code', () => {
  // Issue #20: the app starts as soon as its entry runs, not after the load event (a page that looked
  // ready while its controls were dead). Content still comes first: the HTML holds the page.
  test("[PUBLIC][SSR]: the app's code is fetched as soon as the entry runs, before the page's load event", async ({
    page,
  }) => {
    await page.goto('/news');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const timing = await page.evaluate(() => {
      const { loadEventEnd } = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const app = performance
        .getEntriesByType('resource')
        .find((r) => /\/assets\/main-[\w-]+\.js$/.test(r.name))?.startTime;
      return { loadEventEnd, app: app ?? Number.NaN };
    });
    expect(timing.app).toBeLessThan(timing.loadEventEnd);
  });

  // The page's stylesheets are inside it (plugins/web.ts): the app and a lazily loaded page (Products
  // has a stylesheet of its own) fetch none again, which made the phone restyle the whole page while
  // it hydrated, and the page is still styled by them.
  test('[PUBLIC][SSR]: a hydrated page fetches no stylesheet and keeps its styles', async ({ page }) => {
    const sheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet' || r.url().endsWith('.css')) sheets.push(r.url());
    });
    await page.goto('/products');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(sheets).toEqual([]);
    // A rule of products-page.css: the hero's white text on its gradient.
    await expect(page.locator('.products-hero')).toHaveCSS('color', 'rgb(255, 255, 255)');
  });

  // The Latin Inter file is asked for with the page (plugins/web.ts), so text is drawn in it from the
  // first paint; the preload must name the very file the stylesheet uses, or the font is fetched twice
  // and the text shifts when the second copy arrives.
  test('[PUBLIC][SSR]: the page preloads the Latin font its stylesheet uses, and nothing fetches it again', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.woff2')) fonts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    const preload = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
    expect(preload).toMatch(/^\/assets\/inter-latin-wght-400-700-[\w-]+\.woff2$/);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('600 16px "Inter Variable"'))).toBe(true);
    expect(fonts).toEqual([preload]);
  });

  // A carousel's layout (slides per view, centring of a short list) comes from the stylesheet, so the
  // page as the server sent it is laid out as it will be once the script runs: nothing shifts.
  for (const width of [375, 700, 1440]) {
    test(`[PUBLIC][SSR]: carousels do not move when the script takes over, at ${width} px`, async ({
      browser,
    }) => {
      const boxes = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto('/news');
        if (javaScriptEnabled) await expect(page.locator('html[data-hydrated]')).toBeAttached();
        const slides = page.locator('.ui-carousel__slide');
        await expect(slides.first()).toBeAttached();
        const found = await slides.evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            return { x: Math.round(r.x), width: Math.round(r.width) };
          }),
        );
        await context.close();
        return found;
      };
      const before = await boxes(false);
      expect(before.length).toBeGreaterThan(0);
      expect(await boxes(true)).toEqual(before);
    });
  }
});
