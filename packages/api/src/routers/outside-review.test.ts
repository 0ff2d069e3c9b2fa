import { createAdmin } from '@manovo/db/queries';
import { reviewDecisions, reviewLinks } from '@manovo/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages';
import { REVIEW_MESSAGES } from '../domain/review-messages';
import { hashPassword } from '../services/passwords';
import { failureOf } from '../testing/test-api';
import { useTestApi } from '../testing/use-test-api';

const { api, staff } = useTestApi();
const OUTSIDE = { name: 'Dr. Ines Ferreira', email: 'Ines.Ferreira@clinic.example' };

async function gateOn() {
  const { stages } = await staff.review.saveSettings({
    stages: [{ name: 'Medical' }, { name: 'Legal' }],
    kinds: ['careers', 'testimonials'],
    authorMayApprove: false,
  });
  return stages;
}
const tokenOf = (path: string) => path.split('/').pop()!;
/** An outside visitor: no session, from an address of its own. */
const visitor = (ip = '203.0.113.20') => api.caller(null, ip);

describe('outside reviewers', () => {
  it('sign one stage of one version through a link, recorded like any decision and marked as outside', async () => {
    const [medical, legal] = await gateOn();
    const job = await staff.careers.create({
      title: 'Perfusionist',
      description: '<p>On call <b>nights</b>.</p>',
    });
    const made = await staff.review.createLink({
      kind: 'careers',
      id: job.id,
      stageId: medical!.id,
      ...OUTSIDE,
      days: 3,
    });
    expect(made.path).toMatch(/^\/outside-review\/[\w-]{43}$/);
    expect(made.code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(made.link).toMatchObject({
      status: 'open',
      stageName: 'Medical',
      version: 1,
      reviewerEmail: 'ines.ferreira@clinic.example',
    });
    // Neither the token nor the code is stored as given.
    const [stored] = await api.db.select().from(reviewLinks).where(eq(reviewLinks.id, made.link.id));
    expect(JSON.stringify(stored)).not.toContain(tokenOf(made.path));
    expect(JSON.stringify(stored)).not.toContain(made.code);

    const token = tokenOf(made.path);
    const view = await visitor().review.openLink({ token });
    expect(view).toMatchObject({
      reviewerName: OUTSIDE.name,
      title: 'Perfusionist',
      stageName: 'Medical',
      version: 1,
      contentHash: made.link.contentHash,
    });
    expect(view.fields).toContainEqual({ label: 'Description', value: '<p>On call <b>nights</b>.</p>' });
    // The preview opens the item's page as this version, whatever its status.
    const preview = new URL(view.previewPath!, 'https://x.test').searchParams.get('preview')!;
    expect((await visitor().careers.byIdPublic({ id: job.id, preview })).title).toBe('Perfusionist');

    // A wrong e-mail or code is refused and counted; the right pair signs, case and dashes aside.
    const sign = (over: Record<string, string> = {}) =>
      visitor().review.signLink({
        token,
        email: OUTSIDE.email,
        code: made.code,
        decision: 'approve',
        comment: 'Fine.',
        ...over,
      });
    expect(await failureOf(sign({ code: 'AAAAA-AAAAA' }))).toEqual({
      code: 'UNAUTHORIZED',
      message: REVIEW_MESSAGES.linkSignatureWrong,
    });
    expect((await failureOf(sign({ email: 'someone@else.example' }))).code).toBe('UNAUTHORIZED');
    expect((await failureOf(sign({ decision: 'changes', comment: '' }))).message).toBe(
      REVIEW_MESSAGES.reviewCommentRequired,
    );
    const decision = await sign({
      email: OUTSIDE.email.toUpperCase(),
      code: made.code.toLowerCase().replace('-', ' '),
    });
    expect(decision).toMatchObject({
      reference: expect.stringMatching(/^MS-REV-\d{4}-\d{4,}$/),
      version: 1,
      contentHash: made.link.contentHash,
      stageName: 'Medical',
      decision: 'approve',
      signerId: null,
      signerName: OUTSIDE.name,
      signerEmail: 'ines.ferreira@clinic.example',
      outside: true,
      comment: 'Fine.',
    });
    const state = await staff.review.state({ kind: 'careers', id: job.id });
    expect(state.stages.map((s) => s.decision?.reference ?? null)).toEqual([decision.reference, null]);

    // Used: the link refuses again, naming the decision.
    const used = REVIEW_MESSAGES.linkUsed(decision.reference);
    expect(await failureOf(visitor().review.openLink({ token }))).toEqual({
      code: 'FORBIDDEN',
      message: used,
    });
    expect((await failureOf(sign())).message).toBe(used);
    expect((await staff.review.links({ kind: 'careers', id: job.id }))[0]).toMatchObject({
      status: 'used',
      decisionReference: decision.reference,
    });
    const [row] = await api.db
      .select()
      .from(reviewDecisions)
      .where(eq(reviewDecisions.reference, decision.reference));
    expect(row?.outsideLinkId).toBe(made.link.id);
    expect(legal).toBeDefined();
  });

  it('refuses links that are unknown, revoked, expired or made for another version', async () => {
    const [medical] = await gateOn();
    const job = await staff.careers.create({ title: 'Theatre nurse' });
    const link = () =>
      staff.review.createLink({ kind: 'careers', id: job.id, stageId: medical!.id, ...OUTSIDE });

    expect(await failureOf(visitor().review.openLink({ token: 'not-a-link' }))).toEqual({
      code: 'NOT_FOUND',
      message: MESSAGES.notFound('Review link'),
    });

    const revoked = await link();
    expect((await staff.review.revokeLink({ linkId: revoked.link.id })).status).toBe('revoked');
    expect(await failureOf(visitor().review.openLink({ token: tokenOf(revoked.path) }))).toEqual({
      code: 'FORBIDDEN',
      message: REVIEW_MESSAGES.linkRevoked,
    });

    const expired = await link();
    await api.db
      .update(reviewLinks)
      .set({ expiresAt: new Date('2026-01-02T09:30:00Z') })
      .where(eq(reviewLinks.id, expired.link.id));
    expect((await failureOf(visitor().review.openLink({ token: tokenOf(expired.path) }))).message).toBe(
      REVIEW_MESSAGES.linkExpired('2 January 2026 at 09:30 UTC'),
    );

    // An edit makes a new version: the link made for version 1 no longer signs anything.
    const outdated = await link();
    await staff.careers.update({ ...job, title: 'Theatre nurse, days' });
    const refused = REVIEW_MESSAGES.linkOutdated(1);
    expect((await failureOf(visitor().review.openLink({ token: tokenOf(outdated.path) }))).message).toBe(
      refused,
    );
    const sign = visitor().review.signLink({
      token: tokenOf(outdated.path),
      email: OUTSIDE.email,
      code: outdated.code,
      decision: 'approve',
    });
    expect(await failureOf(sign)).toEqual({ code: 'FORBIDDEN', message: refused });
    expect((await staff.review.links({ kind: 'careers', id: job.id })).map((l) => l.status)).toEqual([
      'outdated',
      'expired',
      'revoked',
    ]);
    expect((await staff.review.state({ kind: 'careers', id: job.id })).decisions).toEqual([]);
  });

  it('locks a link after five wrong signatures, and only a stage’s signers may hand it out', async () => {
    const [medical] = await gateOn();
    const job = await staff.careers.create({ title: 'Sterile services lead' });
    const made = await staff.review.createLink({
      kind: 'careers',
      id: job.id,
      stageId: medical!.id,
      ...OUTSIDE,
    });
    const token = tokenOf(made.path);
    const sign = (code: string, ip?: string) =>
      visitor(ip).review.signLink({ token, email: OUTSIDE.email, code, decision: 'approve' });
    for (let i = 0; i < 5; i++)
      expect((await failureOf(sign('WRONG-CODE1', `203.0.113.${30 + i}`))).code).toBe('UNAUTHORIZED');
    // From any address, even with the right code, until the day is over.
    expect((await failureOf(sign(made.code, '203.0.113.99'))).code).toBe('TOO_MANY_REQUESTS');
    expect((await staff.review.state({ kind: 'careers', id: job.id })).decisions).toEqual([]);

    // A stage with named signers: only they may hand it to someone outside.
    const other = await createAdmin(
      api.db,
      'medical-lead@manovo.test',
      await hashPassword('a-long-password-too'),
    );
    await staff.review.saveSettings({
      stages: [{ ...medical!, signerIds: [other.id] }],
      kinds: ['careers'],
      authorMayApprove: false,
    });
    const notMine = staff.review.createLink({
      kind: 'careers',
      id: job.id,
      stageId: medical!.id,
      ...OUTSIDE,
    });
    expect(await failureOf(notMine)).toEqual({
      code: 'FORBIDDEN',
      message: REVIEW_MESSAGES.reviewStageNotYours,
    });
  });
});
