import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4102';
const out = '/tmp/forms-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
for (const width of [375, 1440]) {
  const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  // contact error
  await page.goto(`${base}/contact`);
  await page.fill('#contact-name', 'Dr. Kavya <Menon>');
  await page.fill('#contact-email', 'kavya-at-example.org');
  await page.selectOption('#contact-purpose', 'Purchase');
  await page.fill('#contact-message', 'Hello "there" & more');
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  await page.screenshot({ path: `${out}/contact-error-${width}.png` });
  await page.fill('#contact-email', 'kavya@example.org');
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  console.log('contact success url', page.url());
  await page.screenshot({ path: `${out}/contact-sent-${width}.png` });
  // apply error then success
  await page.goto(`${base}/careersapply`);
  await page.fill('#apply-name', 'Asha Nair');
  await page.fill('#apply-email', 'asha@example.org');
  await page.fill('#apply-phone', '9876543210');
  await page.setInputFiles('#apply-resume', { name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  await page.screenshot({ path: `${out}/apply-error-${width}.png` });
  await page.setInputFiles('#apply-resume', { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  console.log('apply success url', page.url());
  await page.screenshot({ path: `${out}/apply-sent-${width}.png` });
  await ctx.close();
}
// JS on: the server's error page hydrates without losing its status or values.
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await ctx.newPage();
const errors = [];
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
page.on('pageerror', (e) => errors.push(e.message));
await page.route(`${base}/contact`, async (route) => {
  const response = await route.fetch({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    postData: 'name=Ravi&email=nope&purpose=Purchase&message=Hydrate+me',
  });
  await route.fulfill({ response });
});
await page.goto(`${base}/contact`);
await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20000 });
await page.waitForTimeout(1000);
console.log('hydrated status:', await page.textContent('[role=status]'), 'message:', await page.inputValue('#contact-message'));
await page.screenshot({ path: `${out}/contact-error-hydrated-1440.png` });
console.log('console errors:', errors);
await browser.close();
