import type { APIRequestContext } from '@playwright/test';
import { ADMIN, adminApi, expect } from '../../fixtures';
import {
  addReviewStages,
  answered,
  REVIEWER,
  reviewerPage,
  signReview,
  gatedTest as test,
  uid,
} from './helpers';

/** A draft job; answers its id. */
async function draftJob(request: APIRequestContext, token: string, title: string): Promise<number> {
  const created = await adminApi(request, token, 'POST', '/careers', { data: { title, location: 'Pune' } });
  expect(created.status).toBe(201);
  return (created.body.item as { id: number }).id;
}

/** The gate on for careers with two stages, and a draft job under it; answers the job's id. */
async function gatedJob(request: APIRequestContext, token: string, title: string): Promise<number> {
  await adminApi(request, token, 'PUT', '/review/settings', {
    data: { stages: [{ name: 'Medical' }, { name: 'Legal' }], kinds: ['careers'] },
  });
  return draftJob(request, token, title);
}

test.describe('[ADMIN][REVIEW]', () => {
  // A signature hashes a password and a second admin signs in: each test takes up to two minutes.
  test.describe.configure({ timeout: 120_000 });

  test('[ADMIN][REVIEW]: two stages, two admins: refused until both sign, then published', async ({
    page,
    browser,
    request,
    token,
  }) => {
    const title = `E2E reviewed job ${uid()}`;
    // The admin sets two stages for careers.
    await page.goto('/admin/review');
    await expect(page.getByRole('heading', { name: 'Review', level: 1 })).toBeVisible();
    await expect(page.getByText('The review gate is off')).toBeVisible();
    await addReviewStages(page, ['Medical', 'Legal'], 'Careers');

    // A draft job; publishing it is refused, naming both stages.
    const id = await draftJob(request, token, title);
    await page.goto(`/admin/careers?edit=${id}`);
    const edit = page.getByRole('dialog', { name: `Edit Job #${id}` });
    await expect(edit.getByRole('heading', { name: /Review/ })).toBeVisible();
    await expect(edit.getByText('2 stages still to approve this version.')).toBeVisible();
    await edit.getByLabel('Status').selectOption('published');
    await answered(page, 'careers.update', () => edit.getByRole('button', { name: 'Save' }).click());
    await expect(edit.getByText(/Not yet approved by Medical, Legal/)).toBeVisible();

    // The queue shows it, with the count in the menu.
    await page.goto('/admin/review');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Review \d+ waiting for review$/ })).toBeVisible();

    // The editor may not sign their own change.
    await page.goto(`/admin/careers?edit=${id}`);
    const own = page.getByRole('dialog', { name: `Edit Job #${id}` });
    await signReview(page, own, ADMIN.password);
    await expect(own.getByRole('alert')).toContainText('another admin must sign it');

    // The second admin signs both stages, password each time; a wrong one is refused in place.
    const other = await reviewerPage(browser);
    await other.goto(`/admin/careers?edit=${id}`);
    const form = other.getByRole('dialog', { name: `Edit Job #${id}` });
    await signReview(other, form, 'not-my-password');
    await expect(form.getByRole('alert')).toContainText('Password is incorrect');
    // Still signed in: a signature's 401 is about the password, not the session.
    await expect(form.getByLabel('Your password')).toBeVisible();
    expect(other.url()).not.toMatch(/\/admin\/login/);
    for (const stage of ['Medical', 'Legal']) {
      await form.getByLabel('Stage', { exact: true }).selectOption({ label: stage });
      await form.getByLabel('Comment').fill(`${stage}: claims match the labelling.`);
      await signReview(other, form, REVIEWER.password);
      await expect(
        form.getByRole('status').filter({ hasText: /Signed and recorded as MS-REV-\d{4}-\d{4}/ }),
      ).toBeVisible();
    }
    await expect(form.getByText('Approved: every stage signed this version.')).toBeVisible();
    await other.context().close();

    // Now the admin publishes it.
    await page.goto(`/admin/careers?edit=${id}`);
    const again = page.getByRole('dialog', { name: `Edit Job #${id}` });
    await again.getByLabel('Status').selectOption('published');
    await answered(page, 'careers.update', () => again.getByRole('button', { name: 'Save' }).click());
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const reviews = await adminApi(request, token, 'GET', `/careers/${id}/reviews`);
    // The publish is a save of its own (version 2) with the approved content: the approvals hold.
    expect(reviews.body).toMatchObject({ ready: true, version: 2 });
    expect((reviews.body.items as unknown[]).length).toBe(2);
    // The printable record lists every version and both signed decisions.
    await page.goto(`/admin/review/careers/${id}/print`);
    await expect(
      page.getByRole('heading', { name: `Review record · Career #${id}: ${title}` }),
    ).toBeVisible();
    await expect(page.getByRole('cell', { name: /^MS-REV-\d{4}-\d{4,}$/ })).toHaveCount(2);
    await expect(page.getByRole('cell', { name: 'Legal: claims match the labelling.' })).toBeVisible();
    await adminApi(request, token, 'DELETE', `/careers/${id}`);
  });

  test('[ADMIN][REVIEW]: an edit of a published job waits as pending changes; the site keeps the approved text', async ({
    page,
    request,
    token,
  }) => {
    const login = await request.post('/api/admin/login', { data: REVIEWER });
    const reviewerToken = ((await login.json()) as { token: string }).token;
    const title = `E2E live job ${uid()}`;
    const publicTitles = async () => {
      const res = await request.get('/api/admin/public/careers?limit=100');
      expect(res.status()).toBe(200);
      return ((await res.json()) as { items: { title: string }[] }).items.map((c) => c.title);
    };
    const signBoth = async (id: number) => {
      for (const stage of ['Medical', 'Legal']) {
        const signed = await adminApi(request, reviewerToken, 'POST', `/careers/${id}/reviews`, {
          data: { stage, decision: 'approve', password: REVIEWER.password },
        });
        expect(signed.status).toBe(201);
      }
    };
    const id = await gatedJob(request, token, title);
    await signBoth(id);
    const live = await adminApi(request, token, 'PUT', `/careers/${id}`, {
      data: { title, location: 'Pune', status: 'published' },
    });
    expect(live.status).toBe(200);

    // Staff edit the published job: the save goes through, the site keeps the approved title.
    await page.goto(`/admin/careers?edit=${id}`);
    const edit = page.getByRole('dialog', { name: `Edit Job #${id}` });
    await edit.getByLabel('Title', { exact: true }).fill(`${title} (revised)`);
    await answered(page, 'careers.update', () => edit.getByRole('button', { name: 'Save' }).click());
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await publicTitles()).toContain(title);
    expect(await publicTitles()).not.toContain(`${title} (revised)`);

    // The form holds the pending changes and says so; publishing waits for both stages.
    await page.goto(`/admin/careers?edit=${id}`);
    const pending = page.getByRole('dialog', { name: `Edit Job #${id}` });
    await expect(
      pending.getByRole('heading', { name: 'Pending changes — the site shows the approved version' }),
    ).toBeVisible();
    await expect(pending.getByLabel('Title', { exact: true })).toHaveValue(`${title} (revised)`);
    await answered(page, 'review.publishPending', () =>
      pending.getByRole('button', { name: 'Publish changes' }).click(),
    );
    await expect(pending.getByRole('alert')).toContainText('Not yet approved by Medical, Legal');

    await signBoth(id);
    await page.goto(`/admin/careers?edit=${id}`);
    const approved = page.getByRole('dialog', { name: `Edit Job #${id}` });
    await answered(page, 'review.publishPending', () =>
      approved.getByRole('button', { name: 'Publish changes' }).click(),
    );
    await expect(approved.getByRole('status').filter({ hasText: 'Changes published' })).toBeVisible();
    expect(await publicTitles()).toContain(`${title} (revised)`);
    await adminApi(request, token, 'DELETE', `/careers/${id}`);
  });

  test('[ADMIN][REVIEW]: an outside reviewer signs one stage through a link, without an account or JavaScript', async ({
    page,
    browser,
    request,
    token,
  }) => {
    const title = `E2E outside job ${uid()}`;
    const outside = { name: 'Dr. Ines Ferreira', email: `ines.${uid()}@clinic.example` };
    const id = await gatedJob(request, token, title);

    // Staff make the link in the item's Review section: the link and its code are shown once.
    await page.goto(`/admin/careers?edit=${id}`);
    const edit = page.getByRole('dialog', { name: `Edit Job #${id}` });
    await edit.getByText(/^Outside reviewers \(\d+\)$/).click();
    await edit.getByLabel('Stage they sign').selectOption({ label: 'Medical' });
    await edit.getByLabel('Reviewer’s name').fill(outside.name);
    await edit.getByLabel('Reviewer’s e-mail').fill(outside.email);
    await answered(page, 'review.createLink', () =>
      edit.getByRole('button', { name: 'Make a review link' }).click(),
    );
    await expect(edit.getByText(`Link made for ${outside.name}.`)).toBeVisible();
    const link = await edit.getByLabel('Link', { exact: true }).inputValue();
    const code = await edit.getByLabel('Signing code').inputValue();
    expect(link).toMatch(/\/outside-review\/[\w-]+$/);
    expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await expect(edit.getByRole('cell', { name: 'Open', exact: true })).toBeVisible();

    // The reviewer: no session, no JavaScript. The page names the stage and version and links the preview.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const reviewer = await context.newPage();
    await reviewer.goto(link);
    await expect(reviewer.getByRole('heading', { name: `Review of career “${title}”` })).toBeVisible();
    await expect(reviewer.getByText('sign the Medical stage for version 1')).toBeVisible();
    const preview = await reviewer
      .getByRole('link', { name: 'Open the preview of this version' })
      .getAttribute('href');
    expect(preview).toMatch(/\?preview=/);
    await reviewer.getByLabel('Request changes').check();
    await reviewer.getByLabel('Comment').fill('Name the training needed.');
    await reviewer.getByLabel('Your e-mail address').fill(outside.email);
    // A wrong code is refused in place, what was typed kept (never the code).
    await reviewer.getByLabel('Signing code').fill('AAAAA-AAAAA');
    await reviewer.getByRole('button', { name: 'Sign' }).click();
    await expect(reviewer.getByRole('alert')).toHaveText(
      'The e-mail address or the signing code is not right.',
    );
    await expect(reviewer.getByLabel('Comment')).toHaveValue('Name the training needed.');
    await reviewer.getByLabel('Signing code').fill(code);
    await reviewer.getByRole('button', { name: 'Sign' }).click();
    await expect(
      reviewer.getByRole('heading', { name: 'Thank you: your decision is recorded' }),
    ).toBeVisible();
    const reference = (await reviewer.getByRole('status').textContent())?.match(/MS-REV-\d{4}-\d{4,}/)?.[0];
    expect(reference).toBeTruthy();
    // Spent: opening it again says so.
    await reviewer.goto(link);
    await expect(reviewer.getByRole('alert')).toContainText(`your decision is recorded as ${reference}`);
    await context.close();

    // Staff see the decision as the outside reviewer's, in the stage and the record.
    await page.goto(`/admin/careers?edit=${id}`);
    const after = page.getByRole('dialog', { name: `Edit Job #${id}` });
    await expect(after.getByText(`Changes requested by ${outside.name}`)).toBeVisible();
    const reviews = await adminApi(request, token, 'GET', `/careers/${id}/reviews`);
    expect(reviews.body.items).toMatchObject([
      { reference, stage: 'Medical', decision: 'changes', signer: { name: outside.name, outside: true } },
    ]);
    await adminApi(request, token, 'DELETE', `/careers/${id}`);
  });
});
