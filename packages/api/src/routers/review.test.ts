import { createAdmin } from '@manovo/db/queries';
import { careers, reviewDecisions } from '@manovo/db/schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages';
import { REVIEW_MESSAGES } from '../domain/review-messages';
import { hashPassword } from '../services/passwords';
import { currentTotpCode } from '../services/two-factor';
import { failureOf, formOf, TEST_ADMIN } from '../testing/test-api';
import { useTestApi } from '../testing/use-test-api';

const { api, staff } = useTestApi();
const REVIEWER = { email: 'reviewer@manovo.test', password: 'another-long-password' };

/** A second admin, signed in from its own address. */
async function reviewer(ip = '198.51.100.7') {
  await createAdmin(api.db, REVIEWER.email, await hashPassword(REVIEWER.password)).catch(() => {});
  const token = (await api.caller(null, ip).auth.login(REVIEWER)).token;
  return api.caller(token, ip);
}

async function gateOn(kinds: ('careers' | 'videos' | 'broadcasts' | 'testimonials')[] = ['careers']) {
  return staff.review.saveSettings({
    stages: [{ name: 'Medical' }, { name: 'Regulatory' }],
    kinds,
    authorMayApprove: false,
  });
}
const gateOff = () => staff.review.saveSettings({ stages: [], kinds: [], authorMayApprove: false });

describe('the review gate', () => {
  it('is off by default: an item is published at once, as before', async () => {
    expect(await staff.review.settings()).toEqual({ stages: [], kinds: [], authorMayApprove: false });
    const job = await staff.careers.create({ title: 'Clinical specialist', status: 'published' });
    expect(await api.caller().careers.listPublic({})).toEqual([job]);
    const state = await staff.review.state({ kind: 'careers', id: job.id });
    expect(state).toMatchObject({ gated: false, ready: true, version: 1, stages: [], decisions: [] });
    await staff.careers.delete({ id: job.id });
  });

  it('keeps stage ids when stages are renamed or reordered, and refuses unknown ids and admins', async () => {
    const first = await gateOn();
    const [medical, regulatory] = first.stages;
    const second = await staff.review.saveSettings({
      stages: [
        { id: regulatory!.id, name: 'Regulatory affairs' },
        { id: medical!.id, name: 'Medical' },
      ],
      kinds: ['careers', 'careers'],
      authorMayApprove: false,
    });
    expect(second.stages.map((s) => [s.id, s.name])).toEqual([
      [regulatory!.id, 'Regulatory affairs'],
      [medical!.id, 'Medical'],
    ]);
    expect(second.kinds).toEqual(['careers']);
    const unknown = staff.review.saveSettings({
      stages: [{ id: 99999, name: 'X' }],
      kinds: [],
      authorMayApprove: false,
    });
    expect(await failureOf(unknown)).toEqual({
      code: 'BAD_REQUEST',
      message: REVIEW_MESSAGES.reviewStageUnknown,
    });
    const nobody = staff.review.saveSettings({
      stages: [{ name: 'X', signerIds: [99999] }],
      kinds: [],
      authorMayApprove: false,
    });
    expect(await failureOf(nobody)).toEqual({
      code: 'BAD_REQUEST',
      message: REVIEW_MESSAGES.reviewAdminUnknown,
    });
    const twins = staff.review.saveSettings({ stages: [{ name: 'Legal' }, { name: 'legal' }], kinds: [] });
    expect((await failureOf(twins)).message).toBe(REVIEW_MESSAGES.reviewStageNames);
    await gateOff();
  });

  it('refuses to publish until every stage approved this version; an edit needs approving again', async () => {
    const { stages } = await gateOn();
    const [medical, regulatory] = stages;
    const other = await reviewer();
    const job = await staff.careers.create({ title: 'Field engineer', location: 'Pune' });

    const refused = await failureOf(staff.careers.update({ ...job, status: 'published' }));
    expect(refused).toEqual({
      code: 'CONFLICT',
      message: REVIEW_MESSAGES.reviewMissing(['Medical', 'Regulatory']),
    });
    // Nothing changed: still a draft, no new version.
    const [row] = await api.db.select().from(careers).where(eq(careers.id, job.id));
    expect(row?.status).toBe('draft');
    expect((await staff.review.state({ kind: 'careers', id: job.id })).version).toBe(1);

    const signed = await other.review.sign({
      kind: 'careers',
      id: job.id,
      stageId: medical!.id,
      decision: 'approve',
      comment: 'Indications as cleared.',
      password: REVIEWER.password,
    });
    expect(signed).toMatchObject({
      stageName: 'Medical',
      decision: 'approve',
      version: 1,
      signerEmail: REVIEWER.email,
      comment: 'Indications as cleared.',
    });
    expect(signed.reference).toMatch(/^MS-REV-\d{4}-\d{4,}$/);
    expect(signed.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await failureOf(staff.careers.update({ ...job, status: 'published' }))).message).toBe(
      REVIEW_MESSAGES.reviewMissing(['Regulatory']),
    );

    // An edit is a new version: the Medical approval was for the old text.
    const edited = await staff.careers.update({ ...job, title: 'Field service engineer' });
    let state = await staff.review.state({ kind: 'careers', id: job.id });
    expect(state).toMatchObject({ gated: true, ready: false, version: 2 });
    expect(state.stages.map((s) => s.decision)).toEqual([null, null]);
    for (const stage of [medical!, regulatory!])
      await other.review.sign({
        kind: 'careers',
        id: job.id,
        stageId: stage.id,
        decision: 'approve',
        password: REVIEWER.password,
      });
    state = await staff.review.state({ kind: 'careers', id: job.id });
    expect(state.ready).toBe(true);
    expect(state.decisions.map((d) => [d.stageName, d.version])).toEqual([
      ['Regulatory', 2],
      ['Medical', 2],
      ['Medical', 1],
    ]);
    // Publishing the approved version (status is not part of what is reviewed) goes through.
    const live = await staff.careers.update({ ...edited, status: 'published' });
    expect((await api.caller().careers.listPublic({})).map((c) => c.title)).toEqual([live.title]);
    // Re-saving it unchanged is fine; changing its text while it is public keeps the change pending.
    await staff.careers.update({ ...live });
    await staff.careers.update({ ...live, title: 'Off-label claims' });
    expect((await api.caller().careers.listPublic({})).map((c) => c.title)).toEqual([
      'Field service engineer',
    ]);
    // Taken down with its live text, the pending change is dropped with it.
    await staff.careers.update({ ...live, status: 'draft' });
    expect((await staff.review.state({ kind: 'careers', id: job.id })).pending).toBe(false);
    await staff.careers.update({ ...live, status: 'published' });

    // A request for changes after an approval takes that stage's approval back.
    await other.review.sign({
      kind: 'careers',
      id: job.id,
      stageId: regulatory!.id,
      decision: 'changes',
      comment: 'Add the CE mark.',
      password: REVIEWER.password,
    });
    expect((await staff.review.state({ kind: 'careers', id: job.id })).ready).toBe(false);
    await staff.careers.update({ ...live, status: 'draft' });
    expect((await failureOf(staff.careers.update({ ...live, status: 'published' }))).message).toBe(
      REVIEW_MESSAGES.reviewMissing(['Regulatory']),
    );
    await gateOff();
  });

  it('keeps an edit of a published item pending: the public keeps the approved version until it is published', async () => {
    const { stages } = await gateOn();
    const [medical, regulatory] = stages;
    const other = await reviewer('198.51.100.10');
    const approve = (id: number, stageId: number) =>
      other.review.sign({ kind: 'careers', id, stageId, decision: 'approve', password: REVIEWER.password });
    const job = await staff.careers.create({ title: 'Scrub nurse educator' });
    for (const s of [medical!, regulatory!]) await approve(job.id, s.id);
    const live = await staff.careers.update({ ...job, status: 'published' });
    const publicTitle = async () => (await api.caller().careers.byIdPublic({ id: job.id })).title;

    // The edit is saved, but as pending changes: the site still answers the approved title.
    await staff.careers.update({ ...live, title: 'Scrub nurse educator, theatres' });
    expect(await publicTitle()).toBe('Scrub nurse educator');
    const [row] = await api.db.select().from(careers).where(eq(careers.id, job.id));
    expect(row?.title).toBe('Scrub nurse educator');
    // The admin edits what waits for review.
    expect((await staff.careers.byId({ id: job.id })).title).toBe('Scrub nurse educator, theatres');
    // Its preview link shows the reviewer that pending version, marked as such; visitors get none of it.
    const { url } = await staff.preview.create({ kind: 'careers', id: job.id });
    const preview = new URL(url, 'https://example.test').searchParams.get('preview')!;
    expect(await api.caller().careers.byIdPublic({ id: job.id, preview })).toMatchObject({
      title: 'Scrub nurse educator, theatres',
      pendingChanges: true,
    });
    expect(await api.caller().careers.byIdPublic({ id: job.id })).not.toHaveProperty('pendingChanges');
    let state = await staff.review.state({ kind: 'careers', id: job.id });
    // The approvals of the live version do not count for the pending one.
    expect(state).toMatchObject({ gated: true, pending: true, ready: false });
    expect(state.stages.map((s) => s.decision)).toEqual([null, null]);
    const queued = async () =>
      (await staff.review.queue()).find((q) => q.id === job.id && q.kind === 'careers');
    expect(await queued()).toMatchObject({
      title: 'Scrub nurse educator, theatres',
      pending: true,
      waitingFor: ['Medical', 'Regulatory'],
    });
    const refused = await failureOf(staff.review.publishPending({ kind: 'careers', id: job.id }));
    expect(refused).toEqual({
      code: 'CONFLICT',
      message: REVIEW_MESSAGES.reviewMissing(['Medical', 'Regulatory']),
    });

    await approve(job.id, medical!.id);
    expect((await failureOf(staff.review.publishPending({ kind: 'careers', id: job.id }))).message).toBe(
      REVIEW_MESSAGES.reviewMissing(['Regulatory']),
    );
    expect(await publicTitle()).toBe('Scrub nurse educator');
    const signed = await approve(job.id, regulatory!.id);
    expect(signed.version).toBe(state.version);
    // The printable record: every version with its hash and what it changed, each decision under the
    // version it signed, the pending one marked and named as the version under review.
    const record = await staff.review.itemRecord({ kind: 'careers', id: job.id });
    expect(record).toMatchObject({
      liveTitle: 'Scrub nurse educator',
      reviewedTitle: 'Scrub nurse educator, theatres',
    });
    const pendingVersion = record.versions.at(-1)!;
    expect(pendingVersion).toMatchObject({
      number: state.version,
      action: 'pending',
      pending: true,
      live: false,
      contentHash: state.contentHash,
      changed: ['Title'],
    });
    expect(pendingVersion.decisions.map((d) => [d.stageName, d.decision, d.contentHash])).toEqual([
      ['Medical', 'approve', state.contentHash],
      ['Regulatory', 'approve', state.contentHash],
    ]);
    expect(record.versions.filter((v) => v.live)).toHaveLength(1);
    expect(record.versions.at(-2)).toMatchObject({ live: true, pending: false, changed: [] });
    expect(record.versions[0]!.decisions.map((d) => d.stageName)).toEqual(['Medical', 'Regulatory']);
    expect(record.versions.flatMap((v) => v.decisions)).toHaveLength(4);

    state = await staff.review.publishPending({ kind: 'careers', id: job.id });
    expect(state).toMatchObject({ pending: false, ready: true });
    expect(await publicTitle()).toBe('Scrub nurse educator, theatres');
    expect(await queued()).toBeUndefined();
    const versions = await staff.versions.list({ entity: 'career', id: job.id });
    expect(versions.slice(0, 2).map((v) => v.action)).toEqual(['publish', 'pending']);
    expect((await failureOf(staff.review.publishPending({ kind: 'careers', id: job.id }))).message).toBe(
      REVIEW_MESSAGES.reviewNoPending,
    );
    await gateOff();
  });

  it('holds a restore of an unapproved version to the same rule', async () => {
    const { stages } = await gateOn();
    const job = await staff.careers.create({ title: 'Sales lead', status: 'draft' });
    // Off for careers only (the stages stay): the item is published and taken down meanwhile.
    await staff.review.saveSettings({ stages, kinds: [], authorMayApprove: false });
    const published = await staff.careers.update({ ...job, status: 'published', title: 'Sales lead, North' });
    await staff.careers.update({ ...published, status: 'draft' });
    await staff.review.saveSettings({ stages, kinds: ['careers'], authorMayApprove: false });
    const versions = await staff.versions.list({ entity: 'career', id: job.id });
    const publishedVersion = versions.find((v) => v.record.status === 'published')!;
    const restore = staff.versions.restore({ entity: 'career', id: job.id, versionId: publishedVersion.id });
    expect((await failureOf(restore)).code).toBe('CONFLICT');
    await gateOff();
  });

  it('asks for the password, counts wrong ones with sign-in failures, and keeps duties apart', async () => {
    const { stages } = await gateOn();
    const [medical, regulatory] = stages;
    const job = await staff.careers.create({ title: 'Trainer' });
    const sign = (caller: typeof staff, password: string, stageId = medical!.id) =>
      caller.review.sign({ kind: 'careers', id: job.id, stageId, decision: 'approve', password });

    // The last editor may not sign their own change.
    expect(await failureOf(sign(staff, TEST_ADMIN.password))).toEqual({
      code: 'FORBIDDEN',
      message: REVIEW_MESSAGES.reviewOwnEdit,
    });
    // A stage with named signers is theirs alone.
    const me = (await staff.review.reviewers()).find((a) => a.email === TEST_ADMIN.email)!;
    await staff.review.saveSettings({
      stages: [{ ...medical!, signerIds: [me.id] }, regulatory!],
      kinds: ['careers'],
      authorMayApprove: false,
    });
    const other = await reviewer();
    expect(await failureOf(sign(other, REVIEWER.password))).toEqual({
      code: 'FORBIDDEN',
      message: REVIEW_MESSAGES.reviewStageNotYours,
    });

    // Wrong passwords: 401 each, and the fifth blocks the account from that address like sign-in does.
    for (let i = 0; i < 5; i++)
      expect(await failureOf(sign(other, 'not-the-password', regulatory!.id))).toEqual({
        code: 'UNAUTHORIZED',
        message: MESSAGES.passwordIncorrect,
      });
    expect((await failureOf(sign(other, REVIEWER.password, regulatory!.id))).code).toBe('TOO_MANY_REQUESTS');
    expect((await failureOf(api.caller(null, '198.51.100.7').auth.login(REVIEWER))).code).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect((await staff.review.state({ kind: 'careers', id: job.id })).decisions).toEqual([]);

    // With authors allowed to approve, the editor signs the stage assigned to them.
    await staff.review.saveSettings({
      stages: [{ ...medical!, signerIds: [me.id] }, regulatory!],
      kinds: ['careers'],
      authorMayApprove: true,
    });
    expect((await sign(staff, TEST_ADMIN.password)).signerEmail).toBe(TEST_ADMIN.email);
    const changes = staff.review.sign({
      kind: 'careers',
      id: job.id,
      stageId: regulatory!.id,
      decision: 'changes',
      password: TEST_ADMIN.password,
    });
    expect((await failureOf(changes)).message).toBe(REVIEW_MESSAGES.reviewCommentRequired);
    await gateOff();
    expect((await failureOf(sign(staff, TEST_ADMIN.password))).message).toBe(REVIEW_MESSAGES.reviewNotOn);
  });

  it('lists what waits for each stage, with who asked and since when', async () => {
    const { stages } = await gateOn(['careers', 'testimonials']);
    // From another address: the password test blocked the reviewer's first one.
    const other = await reviewer('198.51.100.8');
    const job = await staff.careers.create({ title: 'Quality engineer' });
    let queue = await staff.review.queue();
    const mine = () => queue.find((q) => q.kind === 'careers' && q.id === job.id);
    expect(mine()).toMatchObject({
      title: 'Quality engineer',
      waitingFor: ['Medical', 'Regulatory'],
      changesRequestedBy: [],
      askedBy: TEST_ADMIN.email,
    });
    const sign = (stage: number, decision: 'approve' | 'changes', comment?: string) =>
      other.review.sign({
        kind: 'careers',
        id: job.id,
        stageId: stages[stage]!.id,
        decision,
        comment,
        password: REVIEWER.password,
      });
    await sign(0, 'approve');
    await sign(1, 'changes', 'Name the site.');
    queue = await staff.review.queue();
    expect(mine()).toMatchObject({ waitingFor: ['Regulatory'], changesRequestedBy: ['Regulatory'] });
    await sign(1, 'approve');
    queue = await staff.review.queue();
    expect(mine()).toBeUndefined();
    await gateOff();
    expect(await staff.review.queue()).toEqual([]);
  });

  it('holds showing a testimonial, and records an item saved before versions were kept as version 1', async () => {
    const { stages } = await gateOn(['testimonials']);
    // Shown at once by default: with the gate on that is a publish, refused until approved.
    const shown = staff.testimonials.create(
      formOf({ personName: 'Dr. Rao', message: 'Precise instruments.' }),
    );
    expect((await failureOf(shown)).code).toBe('CONFLICT');
    const quote = await staff.testimonials.create(
      formOf({ personName: 'Dr. Rao', message: 'Precise instruments.', isActive: '0' }),
    );
    expect((await failureOf(staff.testimonials.setActive({ id: quote.id, isActive: true }))).code).toBe(
      'CONFLICT',
    );
    expect((await staff.testimonials.byId({ id: quote.id })).isActive).toBe(false);

    // A row written without the admin (a seed, an import) has no version until someone signs it.
    const [seeded] = await api.db
      .insert(careers)
      .values({ title: 'Seeded job', category: 'fulltime' })
      .returning();
    const other = await reviewer('198.51.100.9');
    await staff.review.saveSettings({ stages, kinds: ['careers'], authorMayApprove: false });
    const signed = await other.review.sign({
      kind: 'careers',
      id: seeded!.id,
      stageId: stages[0]!.id,
      decision: 'approve',
      password: REVIEWER.password,
    });
    expect(signed.version).toBe(1);
    const [only] = await staff.versions.list({ entity: 'career', id: seeded!.id });
    expect(only).toMatchObject({ number: 1, action: 'earlier' });
    await gateOff();
  });

  it('asks an enrolled signer for their two-factor code too; a wrong code counts like a wrong password', async () => {
    const { stages } = await gateOn();
    const who = { email: 'second-factor@manovo.test', password: 'yet-another-long-password' };
    const ip = '198.51.100.44';
    await createAdmin(api.db, who.email, await hashPassword(who.password));
    const signer = api.caller((await api.caller(null, ip).auth.login(who)).token, ip);
    const { secret } = await signer.auth.twoFactorSetup();
    await signer.auth.twoFactorEnable({ code: currentTotpCode(secret) });
    const job = await staff.careers.create({ title: 'Biomedical engineer' });
    const sign = (code?: string) =>
      signer.review.sign({
        kind: 'careers',
        id: job.id,
        stageId: stages[0]!.id,
        decision: 'approve',
        password: who.password,
        ...(code !== undefined && { code }),
      });
    expect(await failureOf(sign())).toEqual({ code: 'UNAUTHORIZED', message: MESSAGES.twoFactorRequired });
    const next = currentTotpCode(secret, Date.now() + 30_000);
    expect((await sign(next)).signerEmail).toBe(who.email);
    expect(await failureOf(sign('000000'))).toEqual({
      code: 'UNAUTHORIZED',
      message: MESSAGES.twoFactorInvalid,
    });
    // That failure and four wrong passwords at sign-in make five: the account is blocked from there.
    for (let i = 0; i < 4; i++)
      await failureOf(api.caller(null, ip).auth.login({ ...who, password: 'wrong-one' }));
    expect((await failureOf(sign(currentTotpCode(secret, Date.now() + 30_000)))).code).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect((await staff.review.state({ kind: 'careers', id: job.id })).decisions).toHaveLength(1);
    await gateOff();
  });

  it('keeps the record as signed: the database refuses to change or remove a decision', async () => {
    const [decision] = await api.db.select().from(reviewDecisions).limit(1);
    expect(decision).toBeDefined();
    await expect(
      api.db.update(reviewDecisions).set({ decision: 'changes' }).where(eq(reviewDecisions.id, decision!.id)),
    ).rejects.toThrow();
    await expect(
      api.db.delete(reviewDecisions).where(eq(reviewDecisions.id, decision!.id)),
    ).rejects.toThrow();
    await expect(api.db.execute(sql`truncate review_decisions`)).rejects.toThrow();
    const [again] = await api.db.select().from(reviewDecisions).where(eq(reviewDecisions.id, decision!.id));
    expect(again).toEqual(decision);
  });
});
