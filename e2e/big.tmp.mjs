import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4102';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
const page = await ctx.newPage();
await page.goto(`${base}/careersapply`);
await page.fill('#apply-name', 'Big File');
await page.fill('#apply-email', 'big@example.org');
await page.fill('#apply-phone', '9876543210');
const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Number(process.argv[2] ?? 6) * 1024 * 1024, 0x20)]);
await page.setInputFiles('#apply-resume', process.argv[3] ?? { name: 'big.pdf', mimeType: 'application/pdf', buffer: big });
try {
  const [res] = await Promise.all([page.waitForNavigation({ timeout: 30000 }), page.click('button[type=submit]')]);
  console.log('status', res?.status(), 'url', page.url());
  console.log('status line:', await page.textContent('[role=status]').catch((e) => String(e).slice(0, 100)));
} catch (e) {
  console.log('error', String(e).slice(0, 300));
}
await page.screenshot({ path: '/tmp/forms-shots/apply-big-1440.png' });
await browser.close();
