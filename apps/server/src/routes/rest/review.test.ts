import { hashPassword } from '@manovo/api';
import { MESSAGES, REVIEW_MESSAGES } from '@manovo/api/domain';
import { createAdmin } from '@manovo/db';
import { reviewDecisions } from '@manovo/db/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/use-test-app';

const { t, rest: req } = useTestApp({ signedIn: true });
const REVIEWER = { email: 'reviewer@manovo.test', password: 'another-long-password' };

/** The second admin's bearer headers. */
async function reviewerHeaders() {
  await createAdmin(t.db.db, REVIEWER.email, await hashPassword(REVIEWER.password)).catch(() => {});
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: REVIEWER });
  return { authorization: `Bearer ${res.json().token}` };
}

describe('the review gate over REST', () => {
  it('is off by default: the settings are empty and a video is published at once', async () => {
    const settings = await req('GET', '/review/settings');
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual({ stages: [], kinds: [], author_may_approve: false });
    const video = await req('POST', '/videos', {
      title: 'Knee arthroscopy',
      top_category: 'surgery',
      status: 'published',
    });
    expect(video.statusCode).toBe(201);
    const reviews = await req('GET', `/videos/${video.json().item.id}/reviews`);
    expect(reviews.json()).toEqual({ ready: true, pending: false, version: 1, items: [] });
  });

  it('answers 409 until every stage approved; signing needs the password and another admin', async () => {
    const put = await req('PUT', '/review/settings', {
      stages: [{ name: 'Medical' }, { name: 'Legal' }],
      kinds: ['videos', 'broadcasts'],
    });
    expect(put.statusCode).toBe(200);
    const { stages } = put.json();
    expect(stages.map((s: { name: string }) => s.name)).toEqual(['Medical', 'Legal']);
    const renamed = await req('PUT', '/review/settings', {
      stages: [
        { id: stages[0].id, name: 'Medical' },
        { id: stages[1].id, name: 'Legal & regulatory' },
      ],
      kinds: ['videos', 'broadcasts'],
      author_may_approve: false,
    });
    expect(renamed.json().stages[1]).toEqual({ id: stages[1].id, name: 'Legal & regulatory', admin_ids: [] });

    const draft = (await req('POST', '/videos', { title: 'Hip replacement', top_category: 'surgery' })).json()
      .item;
    const publish = () =>
      req('PUT', `/videos/${draft.id}`, {
        title: 'Hip replacement',
        top_category: 'surgery',
        status: 'published',
      });
    const refused = await publish();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: REVIEW_MESSAGES.reviewMissing(['Medical', 'Legal & regulatory']),
    });
    expect((await req('GET', `/videos/${draft.id}`)).json().item.status).toBe('draft');
    // A new item cannot go out published either.
    expect(
      (await req('POST', '/videos', { title: 'X', top_category: 'surgery', status: 'published' })).statusCode,
    ).toBe(409);

    // The editor may not sign their own change; a wrong password is a 401.
    const own = await req('POST', `/videos/${draft.id}/reviews`, {
      stage: 'Medical',
      decision: 'approve',
      password: 'a-good-long-password',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: REVIEW_MESSAGES.reviewOwnEdit });
    const other = await reviewerHeaders();
    const wrong = await req(
      'POST',
      `/videos/${draft.id}/reviews`,
      { stage: 'Medical', decision: 'approve', password: 'guess' },
      other,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: MESSAGES.passwordIncorrect });
    const noComment = await req(
      'POST',
      `/videos/${draft.id}/reviews`,
      { stage: 'Legal & regulatory', decision: 'changes', password: REVIEWER.password },
      other,
    );
    expect(noComment.statusCode).toBe(400);
    expect(
      (
        await req(
          'POST',
          `/videos/${draft.id}/reviews`,
          { stage: 'Nobody', decision: 'approve', password: REVIEWER.password },
          other,
        )
      ).statusCode,
    ).toBe(400);

    const signed = await req(
      'POST',
      `/videos/${draft.id}/reviews`,
      { stage: stages[0].id, decision: 'approve', comment: 'On label.', password: REVIEWER.password },
      other,
    );
    expect(signed.statusCode).toBe(201);
    expect(signed.json()).toMatchObject({
      ok: true,
      item: {
        stage: 'Medical',
        decision: 'approve',
        version: 1,
        comment: 'On label.',
        signer: { name: REVIEWER.email, email: REVIEWER.email },
      },
    });
    expect(signed.json().item.reference).toMatch(/^MS-REV-\d{4}-\d{4,}$/);
    expect((await publish()).json()).toEqual({
      error: REVIEW_MESSAGES.reviewMissing(['Legal & regulatory']),
    });
    await req(
      'POST',
      `/videos/${draft.id}/reviews`,
      { stage: 'legal & regulatory', decision: 'approve', password: REVIEWER.password },
      other,
    );

    const reviews = (await req('GET', `/videos/${draft.id}/reviews`)).json();
    expect(reviews).toMatchObject({ ready: true, version: 1 });
    expect(reviews.items.map((d: { stage: string }) => d.stage)).toEqual(['Legal & regulatory', 'Medical']);
    const live = await publish();
    expect(live.statusCode).toBe(200);
    expect(
      (await req('GET', '/public/videos', undefined, {})).json().items.map((v: { title: string }) => v.title),
    ).toContain('Hip replacement');

    // An edit of the public text is kept as pending changes: the site keeps the approved version.
    const edit = await req('PUT', `/videos/${draft.id}`, {
      title: 'Hip replacement, revised',
      top_category: 'surgery',
      status: 'published',
    });
    expect(edit.statusCode).toBe(200);
    const publicTitles = async () =>
      (await req('GET', '/public/videos', undefined, {})).json().items.map((v: { title: string }) => v.title);
    expect(await publicTitles()).toContain('Hip replacement');
    expect(await publicTitles()).not.toContain('Hip replacement, revised');
    expect((await req('GET', `/videos/${draft.id}`)).json().item.title).toBe('Hip replacement, revised');
    expect((await req('GET', `/videos/${draft.id}/reviews`)).json()).toMatchObject({
      ready: false,
      pending: true,
      version: 3,
    });
    const early = await req('POST', `/videos/${draft.id}/reviews/publish`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: REVIEW_MESSAGES.reviewMissing(['Medical', 'Legal & regulatory']) });
    for (const stage of ['Medical', 'Legal & regulatory'])
      await req(
        'POST',
        `/videos/${draft.id}/reviews`,
        { stage, decision: 'approve', password: REVIEWER.password },
        other,
      );
    const published = await req('POST', `/videos/${draft.id}/reviews/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ ok: true, ready: true, pending: false, version: 4 });
    expect(await publicTitles()).toContain('Hip replacement, revised');

    // As a draft, a new text needs approving again.
    await req('PUT', `/videos/${draft.id}`, {
      title: 'Hip replacement, cures all',
      top_category: 'surgery',
      status: 'draft',
    });
    expect((await req('GET', `/videos/${draft.id}/reviews`)).json()).toMatchObject({
      ready: false,
      version: 5,
    });
    // Back to the approved text: its approvals hold (they follow the content's hash, not the save).
    expect((await publish()).statusCode).toBe(200);

    // The record stands: the database refuses to change it.
    await expect(t.db.db.update(reviewDecisions).set({ comment: 'edited' })).rejects.toThrow();
    await expect(t.db.db.delete(reviewDecisions)).rejects.toThrow();
    expect((await req('GET', `/videos/${draft.id}/reviews`)).json().items).toHaveLength(4);

    // Gate off again: publishing is immediate.
    await req('PUT', '/review/settings', { stages: [], kinds: [] });
    expect(
      (await req('POST', '/videos', { title: 'Y', top_category: 'surgery', status: 'published' })).statusCode,
    ).toBe(201);
  });

  it('refuses without a token and for an unknown item', async () => {
    expect((await req('GET', '/review/settings', undefined, {})).statusCode).toBe(401);
    expect((await req('GET', '/careers/1/reviews', undefined, {})).statusCode).toBe(401);
    const missing = await req('GET', '/testimonials/99999/reviews');
    expect(missing.statusCode).toBe(404);
    expect((await req('PUT', '/review/settings', { stages: 'x' })).statusCode).toBe(400);
  });

  it('lets a named outside reviewer sign one stage through a link and its page, without an admin session', async () => {
    const { stages } = (
      await req('PUT', '/review/settings', { stages: [{ name: 'Medical' }], kinds: ['careers'] })
    ).json();
    const job = (await req('POST', '/careers', { title: 'Clinical trainer', status: 'draft' })).json().item;
    const made = await req('POST', `/careers/${job.id}/reviews/links`, {
      stage: 'medical',
      name: 'Dr. Ines Ferreira',
      email: 'ines@clinic.example',
      days: 2,
    });
    expect(made.statusCode).toBe(201);
    const { path, code, item } = made.json();
    expect(item).toMatchObject({
      stage: 'Medical',
      stage_id: stages[0].id,
      version: 1,
      status: 'open',
      reviewer: { name: 'Dr. Ines Ferreira', email: 'ines@clinic.example' },
    });
    expect(
      (
        await req('POST', `/careers/${job.id}/reviews/links`, {
          stage: 'Medical',
          name: 'X',
          email: 'x@y.example',
          days: 31,
        })
      ).statusCode,
    ).toBe(400);

    // The page: no session, never cached, names the version and asks for the signature.
    const opened = await t.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    expect(opened.body).toContain('Clinical trainer');
    expect(opened.body).toContain('sign the <strong>Medical</strong> stage for version 1');
    expect(opened.body).toContain('?preview=');
    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const wrong = await post({ decision: 'approve', email: 'ines@clinic.example', code: 'WRONG-WRONG' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain(REVIEW_MESSAGES.linkSignatureWrong);
    expect(wrong.body).toContain('value="ines@clinic.example"');
    const signed = await post({
      decision: 'changes',
      comment: 'Say "for trained staff".',
      email: 'ines@clinic.example',
      code,
    });
    expect(signed.statusCode).toBe(201);
    expect(signed.body).toMatch(/Reference <strong>MS-REV-\d{4}-\d{4,}<\/strong>/);

    const reviews = (await req('GET', `/careers/${job.id}/reviews`)).json();
    expect(reviews.items[0]).toMatchObject({
      stage: 'Medical',
      decision: 'changes',
      version: 1,
      comment: 'Say "for trained staff".',
      signer: { id: null, name: 'Dr. Ines Ferreira', email: 'ines@clinic.example', outside: true },
    });
    // Spent: the page refuses, naming the decision; so does a revoked link.
    const again = await t.app.inject({ method: 'GET', url: path });
    expect(again.statusCode).toBe(403);
    expect(again.body).toContain(
      REVIEW_MESSAGES.linkUsed(reviews.items[0].reference).replace(/"/g, '&quot;'),
    );
    const second = (
      await req('POST', `/careers/${job.id}/reviews/links`, {
        stage: stages[0].id,
        name: 'A. Chen',
        email: 'chen@firm.example',
      })
    ).json();
    const revoked = await req('POST', `/review/links/${second.item.id}/revoke`);
    expect(revoked.json()).toMatchObject({ ok: true, item: { status: 'revoked' } });
    const closed = await t.app.inject({ method: 'GET', url: second.path });
    expect(closed.statusCode).toBe(403);
    expect(closed.body).toContain(REVIEW_MESSAGES.linkRevoked);
    expect((await t.app.inject({ method: 'GET', url: '/outside-review/nonsense' })).statusCode).toBe(404);
    const list = (await req('GET', `/careers/${job.id}/reviews/links`)).json();
    expect(list.items.map((l: { status: string }) => l.status)).toEqual(['revoked', 'used']);
    expect(JSON.stringify(list)).not.toContain(code);
    // A post from another site is refused before anything is read.
    const cross = await t.app.inject({
      method: 'POST',
      url: second.path,
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(cross.statusCode).toBe(403);
    await req('PUT', '/review/settings', { stages: [], kinds: [] });
  });
});
