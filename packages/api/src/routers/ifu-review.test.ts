import { createAdmin } from '@manovo/db/queries';
import { reviewDecisions } from '@manovo/db/schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../domain/review-messages';
import { hashPassword } from '../services/passwords';
import { failureOf, formOf, TEST_ADMIN, TINY_PDF } from '../testing/test-api';
import { useTestApi } from '../testing/use-test-api';

// Issue #25 for instructions for use: the gate's settings select `ifu`, and what a stage approves is
// one IFU revision (docs/product.md, "Review before publishing").
const { api, staff } = useTestApi();
const REVIEWER = { email: 'ifu-reviewer@manovo.test', password: 'another-long-password' };

async function reviewer() {
  await createAdmin(api.db, REVIEWER.email, await hashPassword(REVIEWER.password)).catch(() => {});
  const ip = '198.51.100.23';
  return api.caller((await api.caller(null, ip).auth.login(REVIEWER)).token, ip);
}

const upload = (ref: string, revision: string, status: 'draft' | 'published') =>
  staff.ifu.create(
    formOf({
      ref,
      title: 'Maryland Dissector',
      effectiveDate: '2026-03-01',
      lang: 'en',
      revision,
      status,
      changeSummary: 'Torque values corrected',
      file: new File([TINY_PDF, `% ${ref} ${revision}\n`], 'ifu.pdf', { type: 'application/pdf' }),
    }),
  );
const revisionId = async (ref: string, revision: string) => {
  const doc = (await staff.ifu.list()).find((d) => d.ref === ref)!;
  return doc.revisions.find((r) => r.revision === revision)!.id;
};
const statusOf = async (ref: string, revision: string) => {
  const doc = (await staff.ifu.list()).find((d) => d.ref === ref);
  return doc?.revisions.find((r) => r.revision === revision)?.status;
};
const gateOff = () => staff.review.saveSettings({ stages: [], kinds: [], authorMayApprove: false });

describe('the review gate on instructions for use', () => {
  it('is off by default: a revision is published at once, as before', async () => {
    await upload('MS-IFU-OFF', 'A', 'published');
    await upload('MS-IFU-OFF', 'B', 'draft');
    await staff.ifu.publish({ ref: 'MS-IFU-OFF', lang: 'en', revision: 'B' });
    expect(await statusOf('MS-IFU-OFF', 'B')).toBe('published');
    // Selecting other kinds leaves IFUs ungated.
    await staff.review.saveSettings({ stages: [{ name: 'Medical' }], kinds: ['careers'] });
    await upload('MS-IFU-OFF', 'C', 'published');
    expect(await statusOf('MS-IFU-OFF', 'C')).toBe('published');
    await gateOff();
  });

  it('lets the settings select instructions for use', async () => {
    const saved = await staff.review.saveSettings({
      stages: [{ name: 'Regulatory' }],
      kinds: ['ifu', 'videos', 'ifu'],
    });
    expect(saved.kinds).toEqual(['ifu', 'videos']);
    expect((await staff.review.settings()).kinds).toEqual(['ifu', 'videos']);
    await gateOff();
  });

  it('publishes a revision only once every stage approved it; its uploader may not sign it', async () => {
    const { stages } = await staff.review.saveSettings({
      stages: [{ name: 'Medical' }, { name: 'Regulatory' }],
      kinds: ['ifu'],
    });
    const [medical, regulatory] = stages;
    const other = await reviewer();

    // An upload asking to be published at once is refused, and nothing is stored.
    expect(await failureOf(upload('MS-IFU-GATE', 'A', 'published'))).toEqual({
      code: 'CONFLICT',
      message: REVIEW_MESSAGES.reviewMissing(['Medical', 'Regulatory']),
    });
    expect(await statusOf('MS-IFU-GATE', 'A')).toBeUndefined();

    await upload('MS-IFU-GATE', 'A', 'draft');
    const id = await revisionId('MS-IFU-GATE', 'A');
    const key = { ref: 'MS-IFU-GATE', lang: 'en', revision: 'A' };
    expect(await failureOf(staff.ifu.publish(key))).toEqual({
      code: 'CONFLICT',
      message: REVIEW_MESSAGES.reviewMissing(['Medical', 'Regulatory']),
    });
    expect(await statusOf('MS-IFU-GATE', 'A')).toBe('draft');

    const state = await staff.review.state({ kind: 'ifu', id });
    expect(state).toMatchObject({ kind: 'ifu', itemId: id, gated: true, ready: false, version: 1 });
    expect(state.contentHash).toMatch(/^[0-9a-f]{64}$/);

    // The uploader (separation of duties).
    const own = staff.review.sign({
      kind: 'ifu',
      id,
      stageId: medical!.id,
      decision: 'approve',
      password: TEST_ADMIN.password,
    });
    expect(await failureOf(own)).toEqual({ code: 'FORBIDDEN', message: REVIEW_MESSAGES.reviewOwnEdit });

    const signed = await other.review.sign({
      kind: 'ifu',
      id,
      stageId: medical!.id,
      decision: 'approve',
      comment: 'Indications as cleared.',
      password: REVIEWER.password,
    });
    expect(signed).toMatchObject({ kind: 'ifu', itemId: id, version: 1, stageName: 'Medical' });
    expect(signed.reference).toMatch(/^MS-REV-\d{4}-\d{4,}$/);
    expect(signed.contentHash).toBe(state.contentHash);
    expect(await failureOf(staff.ifu.publish(key))).toMatchObject({
      code: 'CONFLICT',
      message: REVIEW_MESSAGES.reviewMissing(['Regulatory']),
    });

    // The review queue lists the draft until every stage approved it.
    const queued = (await staff.review.queue()).find((q) => q.kind === 'ifu' && q.id === id);
    expect(queued).toMatchObject({
      ref: 'MS-IFU-GATE',
      waitingFor: ['Regulatory'],
      askedBy: TEST_ADMIN.email,
    });
    expect(queued?.title).toContain('MS-IFU-GATE en rev A');

    await other.review.sign({
      kind: 'ifu',
      id,
      stageId: regulatory!.id,
      decision: 'approve',
      password: REVIEWER.password,
    });
    expect((await staff.review.queue()).some((q) => q.kind === 'ifu')).toBe(false);
    await staff.ifu.publish(key);
    expect(await statusOf('MS-IFU-GATE', 'A')).toBe('published');

    // Withdrawing takes a claim down: no approval needed.
    await staff.ifu.withdraw({ ...key, reason: 'Wrong torque value' });
    expect(await statusOf('MS-IFU-GATE', 'A')).toBe('withdrawn');

    // The record: in review_decisions like any kind, in the export, on the printable page, in the history.
    const rows = await api.db.select().from(reviewDecisions).where(eq(reviewDecisions.kind, 'ifu'));
    expect(rows.map((r) => [r.itemId, r.version, r.stageName])).toEqual([
      [id, 1, 'Medical'],
      [id, 1, 'Regulatory'],
    ]);
    expect((await staff.review.record()).filter((d) => d.kind === 'ifu')).toHaveLength(2);
    const printable = await staff.review.itemRecord({ kind: 'ifu', id });
    expect(printable.liveTitle).toBe('Maryland Dissector — MS-IFU-GATE en rev A');
    expect(printable.versions).toHaveLength(1);
    expect(printable.versions[0]).toMatchObject({ number: 1, adminEmail: TEST_ADMIN.email });
    expect(printable.versions[0]!.changed).toContain('Change summary: Torque values corrected');
    expect(printable.versions[0]!.decisions.map((d) => d.stageName)).toEqual(['Medical', 'Regulatory']);
    const history = await staff.ifu.history({ ref: 'MS-IFU-GATE' });
    expect(history.filter((e) => e.action === 'review_approve').map((e) => e.adminEmail)).toEqual([
      REVIEWER.email,
      REVIEWER.email,
    ]);
    await gateOff();
  });

  it('binds an approval to the revision: another revision needs its own', async () => {
    const { stages } = await staff.review.saveSettings({
      stages: [{ name: 'Legal' }],
      kinds: ['ifu'],
      authorMayApprove: true,
    });
    await upload('MS-IFU-TWO', 'A', 'draft');
    await upload('MS-IFU-TWO', 'B', 'draft');
    // With authors allowed, the uploader may sign.
    await staff.review.sign({
      kind: 'ifu',
      id: await revisionId('MS-IFU-TWO', 'A'),
      stageId: stages[0]!.id,
      decision: 'approve',
      password: TEST_ADMIN.password,
    });
    await staff.ifu.publish({ ref: 'MS-IFU-TWO', lang: 'en', revision: 'A' });
    expect((await failureOf(staff.ifu.publish({ ref: 'MS-IFU-TWO', lang: 'en', revision: 'B' }))).code).toBe(
      'CONFLICT',
    );
    // The record stays sealed for IFU decisions too.
    await expect(api.db.execute(sql`delete from review_decisions where kind = 'ifu'`)).rejects.toThrow();
    expect(await statusOf('MS-IFU-TWO', 'B')).toBe('draft');
    await gateOff();
  });
});
