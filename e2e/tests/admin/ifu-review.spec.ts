import type { Page } from '@playwright/test';
import { expect } from '../../fixtures';
import {
  addReviewStages,
  REVIEWER,
  reviewerPage,
  signReview,
  gatedTest as test,
  uid,
  uploadIfu,
} from './helpers';

/** The revision's Publish button. */
const publishButton = (page: Page, ref: string) =>
  page.getByRole('row', { name: new RegExp(ref) }).getByRole('button', { name: 'Publish' });

// Issue #25 for instructions for use: with the gate on for them, a draft revision is published only
// once every stage has signed it, and its uploader may not sign it.
test.describe('[ADMIN][REVIEW][IFU]', () => {
  // A signature hashes a password and a second admin signs in: each test takes up to two minutes.
  test.describe.configure({ timeout: 120_000 });

  test('[ADMIN][REVIEW][IFU]: a draft revision waits for its stage, another admin signs, then it is published', async ({
    page,
    browser,
  }) => {
    const ref = `E2E-RV-${uid()}`;
    await page.goto('/admin/review');
    await addReviewStages(page, ['Regulatory'], 'Instructions for use');

    await page.goto('/admin/ifu');
    await uploadIfu(page, { ref, title: 'Trocar sleeve', effectiveDate: '2026-03-01' });

    // Its review: one stage waiting; publishing is refused, naming it.
    const review = page.locator('.adm-ifu-review', { hasText: `REF ${ref} en rev A` });
    await expect(review.getByText('1 stage still to approve this version.')).toBeVisible();
    const refusal = page.waitForEvent('dialog');
    await publishButton(page, ref).click();
    const alert = await refusal;
    expect(alert.message()).toContain('Not yet approved by Regulatory');
    await alert.accept();
    await expect(
      page.getByRole('row', { name: new RegExp(ref) }).getByText('draft', { exact: true }),
    ).toBeVisible();

    // The queue lists it.
    await page.goto('/admin/review');
    await expect(page.getByRole('link', { name: new RegExp(`${ref} en rev A`) })).toBeVisible();

    // The uploader may not sign it.
    await page.goto('/admin/ifu');
    await signReview(page, review, 'e2e-not-used');
    await expect(review.getByRole('alert')).toContainText('another admin must sign it');

    // Another admin signs.
    const other = await reviewerPage(browser);
    await other.goto('/admin/ifu');
    const theirs = other.locator('.adm-ifu-review', { hasText: `REF ${ref} en rev A` });
    await signReview(other, theirs, REVIEWER.password);
    await expect(
      theirs.getByRole('status').filter({ hasText: /Signed and recorded as MS-REV-\d{4}-\d{4}/ }),
    ).toBeVisible();
    const printable = await theirs.getByRole('link', { name: 'Printable record' }).getAttribute('href');
    await other.context().close();

    // Now it is published, and leaves the review section.
    await page.reload();
    await publishButton(page, ref).click();
    await expect(
      page.getByRole('row', { name: new RegExp(ref) }).getByText('published', { exact: true }),
    ).toBeVisible();
    expect((await page.request.get(`/ifu/${ref}/en`)).status()).toBe(200);

    // The printable record: the revision's facts and its signed decision.
    expect(printable).toMatch(/^\/admin\/review\/ifu\/\d+\/print$/);
    await page.goto(printable!);
    await expect(
      page.getByRole('heading', {
        name: new RegExp(
          `^Review record · Instructions for use revision #\\d+: Trocar sleeve — ${ref} en rev A$`,
        ),
      }),
    ).toBeVisible();
    await expect(page.getByText(`REF: ${ref}`)).toBeVisible();
    await expect(page.getByRole('cell', { name: /^MS-REV-\d{4}-\d{4,}$/ })).toHaveCount(1);
  });
});
