import { seedDemoContent } from '@manovo/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSourceRenderer } from './testing/renderer';
import { auth, createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ renderer: await loadSourceRenderer() });
  await seedDemoContent(t.db.db);
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The text a reader without JavaScript sees: tags, scripts and the data block removed. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
const h1Of = (html: string) => visibleText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();

// Every public route of docs/product.md §2: its h1 and a text from its content (static or stored).
const ROUTES: { url: string; h1: string; text: string }[] = [
  { url: '/', h1: 'Feel as your hands, Do more than your hands.', text: 'Dr. Ananya Rao' },
  { url: '/home', h1: 'Feel as your hands, Do more than your hands.', text: 'What surgeons say' },
  { url: '/about', h1: 'Welcome to Manovo Surgical', text: 'Our Team' },
  { url: '/products', h1: 'Manovo Articulate 8', text: 'Complete Lineup' },
  { url: '/news', h1: 'News & Social Media', text: 'Wrist articulation in slow motion' },
  { url: '/videos', h1: 'Videos', text: 'Articulate 8 in ninety seconds' },
  { url: '/contact', h1: 'Contact Us', text: 'Unit 4, Medical Technology Park' },
  { url: '/careers', h1: 'Join Manovo Surgical', text: 'Mechanical Design Engineer' },
  { url: '/careersapply', h1: 'Apply — (General application)', text: 'Bengaluru' },
  { url: '/search?q=articulate', h1: 'Search', text: 'Articulate 8' },
  { url: '/Privacy-Policy', h1: 'Privacy Policy', text: 'Terms & Conditions' },
  { url: '/TermsCondition', h1: 'Terms & Conditions', text: 'All rights reserved.' },
  { url: '/termscondition', h1: 'Terms & Conditions', text: 'All rights reserved.' },
  { url: '/Incubation', h1: 'Incubation', text: 'All rights reserved.' },
  { url: '/Investor', h1: 'Investors', text: 'All rights reserved.' },
  { url: '/Journal', h1: 'Journal', text: 'All rights reserved.' },
  { url: '/NewsEvent', h1: 'News & Events', text: 'All rights reserved.' },
  { url: '/timeline', h1: 'Our Timeline', text: 'All rights reserved.' },
];

describe('server-rendered public pages', () => {
  it.each(ROUTES)('$url carries its heading, text, navigation and footer', async ({ url, h1, text }) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(h1Of(res.body)).toBe(h1);
    const shown = visibleText(res.body);
    expect(shown).toContain(text);
    expect(shown).toContain('Skip to content');
    expect(shown).toContain('© 2025 Manovo Surgical. All rights reserved.');
    // The data the page showed goes with it, for the browser's cache.
    expect(res.body).toMatch(
      /<script type="application\/json" id="manovo-state">\{"mutations":\[\],"queries":/,
    );
  });

  it('answers an unknown path with the 404 page and HTTP 404', async () => {
    const res = await page('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(h1Of(res.body)).toBe('404 not found');
  });

  it('keeps the admin a client-rendered shell', async () => {
    const res = await page('/admin/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('manovo-state');
  });

  it('renders the same page for a signed-in admin (no session reaches the renderer)', async () => {
    const token = await t.login();
    const signedIn = await page('/news', auth(token));
    const anonymous = await page('/news');
    expect(signedIn.body).toBe(anonymous.body);
  });

  it('puts the dehydrated state out of reach of the HTML parser', async () => {
    const res = await page('/search?q=%3C%2Fscript%3E%3Cb%3E');
    const state = /id="manovo-state">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(state).not.toContain('<');
    expect(JSON.parse(state)).toHaveProperty('queries');
  });
});
