import { purgeExpiredVersions } from '@manovo/db/queries';
import { auditLog, careers, contentVersions } from '@manovo/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { failureOf, formOf, formWithImage, pngFile } from '../testing/test-api';
import { useTestApi } from '../testing/use-test-api';

const { api, staff } = useTestApi();

describe('version history', () => {
  it('keeps a version per save, newest first, with who and the image', async () => {
    const news = await staff.broadcasts.create(
      formWithImage({
        kind: 'news',
        title: 'Congress',
        body: '<p>Booth 12</p>',
      }),
    );
    await staff.broadcasts.update(formOf({ id: String(news.id), kind: 'news', title: 'Congress in Pune' }));
    const edited = await staff.broadcasts.update(
      formOf({ id: String(news.id), kind: 'news', title: 'Congress in Pune', image: pngFile('new.png') }),
    );
    const versions = await staff.versions.list({ entity: 'broadcast', id: news.id });
    expect(versions.map((v) => [v.number, v.action, v.adminEmail])).toEqual([
      [3, 'update', 'editor@manovo.test'],
      [2, 'update', 'editor@manovo.test'],
      [1, 'create', 'editor@manovo.test'],
    ]);
    expect(versions[0]?.imageUrl).toBe(edited.imageUrl);
    expect(versions[2]?.imageUrl).toBe(news.imageUrl);
    // The replaced image stays while a version refers to it.
    expect(api.files.images.has(news.imageUrl ?? '')).toBe(true);
  });

  it('gives two versions with their whole records for comparison', async () => {
    const job = await staff.careers.create({ title: 'Design Engineer', description: '<p>CAD</p>' });
    await staff.careers.update({
      id: job.id,
      title: 'Senior Design Engineer',
      description: '<p>CAD and FEA</p>',
    });
    const [newer, older] = await staff.versions.list({ entity: 'career', id: job.id });
    const pair = await staff.versions.pair({ entity: 'career', id: job.id, a: older!.id, b: newer!.id });
    expect(pair.a.record).toMatchObject({ title: 'Design Engineer', description: '<p>CAD</p>' });
    expect(pair.b.record).toMatchObject({
      title: 'Senior Design Engineer',
      description: '<p>CAD and FEA</p>',
    });
    const other = await staff.careers.create({ title: 'Other' });
    const [foreign] = await staff.versions.list({ entity: 'career', id: other.id });
    const wrong = staff.versions.pair({ entity: 'career', id: job.id, a: older!.id, b: foreign!.id });
    expect(await failureOf(wrong)).toEqual({ code: 'NOT_FOUND', message: 'Version not found' });
  });

  it('restores a version as a new version with an audit row', async () => {
    const job = await staff.careers.create({ title: 'Field Engineer', location: 'Pune' });
    await staff.careers.update({ id: job.id, title: 'Field Engineer II', location: 'Mumbai' });
    const first = (await staff.versions.list({ entity: 'career', id: job.id })).at(-1)!;
    const restored = await staff.versions.restore({ entity: 'career', id: job.id, versionId: first.id });
    expect(restored).toMatchObject({ number: 3, action: 'restore' });
    expect(await staff.careers.byId({ id: job.id })).toMatchObject({
      title: 'Field Engineer',
      location: 'Pune',
    });
    const [audit] = await api.auditRows('career', job.id, 'restore');
    expect(audit?.summary).toBe('Field Engineer — restored from version 1');
  });

  it('keeps the state before the first recorded save of an older item', async () => {
    const [old] = await api.db
      .insert(careers)
      .values({ title: 'Seeded role', category: 'fulltime', status: 'published' })
      .returning();
    await staff.careers.update({ id: old!.id, title: 'Edited role', status: 'published' });
    const versions = await staff.versions.list({ entity: 'career', id: old!.id });
    expect(versions.map((v) => v.action)).toEqual(['update', 'earlier']);
    await staff.versions.restore({ entity: 'career', id: old!.id, versionId: versions[1]!.id });
    expect((await staff.careers.byId({ id: old!.id })).title).toBe('Seeded role');
  });

  it('restores a deleted item under its old id within 30 days, and not after', async () => {
    const t = await staff.testimonials.create(
      formWithImage({
        personName: 'Dr. Meera Iyer',
        message: 'Precise.',
        isActive: 'true',
      }),
    );
    await staff.testimonials.delete({ id: t.id });
    const deleted = await staff.versions.deleted();
    const entry = deleted.find((d) => d.entity === 'testimonial' && d.entityId === t.id);
    expect(entry).toMatchObject({ title: 'Dr. Meera Iyer', deletedBy: 'editor@manovo.test' });

    await staff.versions.restore({ entity: 'testimonial', id: t.id, versionId: entry!.versionId });
    expect(await staff.testimonials.byId({ id: t.id })).toMatchObject({
      personName: 'Dr. Meera Iyer',
      imageUrl: t.imageUrl,
      createdAt: t.createdAt,
    });
    expect(
      (await staff.versions.deleted()).some((d) => d.entityId === t.id && d.entity === 'testimonial'),
    ).toBe(false);

    // Deleted again, 31 days ago: the purge drops its versions and the restore is refused.
    await staff.testimonials.delete({ id: t.id });
    await api.db
      .update(auditLog)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(and(eq(auditLog.entity, 'testimonial'), eq(auditLog.entityId, String(t.id))));
    expect(
      (await staff.versions.deleted()).some((d) => d.entityId === t.id && d.entity === 'testimonial'),
    ).toBe(false);
    const late = staff.versions.restore({ entity: 'testimonial', id: t.id, versionId: entry!.versionId });
    expect((await failureOf(late)).code).toBe('NOT_FOUND');
    await purgeExpiredVersions(api.db);
    const left = await api.db
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.entity, 'testimonial'), eq(contentVersions.entityId, t.id)));
    expect(left).toEqual([]);
  });

  it('is for signed-in staff only', async () => {
    const visitor = api.caller();
    expect((await failureOf(visitor.versions.list({ entity: 'video', id: 1 }))).code).toBe('UNAUTHORIZED');
    expect((await failureOf(visitor.versions.deleted())).code).toBe('UNAUTHORIZED');
    const restore = visitor.versions.restore({ entity: 'video', id: 1, versionId: 1 });
    expect((await failureOf(restore)).code).toBe('UNAUTHORIZED');
  });
});
