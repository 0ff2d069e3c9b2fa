import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages';
import { expectPublicOnlyOncePublished, failureOf } from '../testing/test-api';
import { useTestApi } from '../testing/use-test-api';

const { api, staff } = useTestApi();

describe('careers', () => {
  it('creates, publishes, lists by category, sanitises the description and deletes', async () => {
    const job = await staff.careers.create({
      title: 'Clinical specialist',
      category: 'fulltime',
      location: 'Bengaluru',
      salary: '₹ 18 L',
      applyEmail: 'careers@manovosurgical.com',
      description: '<p onclick="x()">Theatre support</p><script>alert(1)</script>',
    });
    expect(job).toMatchObject({
      status: 'draft',
      category: 'fulltime',
      description: '<p>Theatre support</p>',
    });
    expect(await api.caller().careers.listPublic({ category: 'fulltime' })).toEqual([]);

    const live = await staff.careers.update({ ...job, status: 'published' });
    expect(await api.caller().careers.listPublic({ category: 'fulltime' })).toEqual([live]);
    expect(await api.caller().careers.listPublic({ category: 'internship' })).toEqual([]);
    expect((await staff.careers.list({ q: 'clinical' })).map((c) => c.id)).toEqual([job.id]);

    await staff.careers.delete({ id: job.id });
    expect((await failureOf(staff.careers.byId({ id: job.id }))).code).toBe('NOT_FOUND');
  });

  it('answers the product messages for bad input', async () => {
    expect(await failureOf(staff.careers.create({ title: '' }))).toEqual({
      code: 'BAD_REQUEST',
      message: MESSAGES.titleRequired,
    });
    expect((await failureOf(staff.careers.create({ title: 'x', applyEmail: 'not-an-email' }))).message).toBe(
      MESSAGES.invalidEmail,
    );
    expect((await failureOf(staff.careers.create({ title: 'x', applyUrl: 'ftp://jobs' }))).message).toBe(
      MESSAGES.linkScheme,
    );
    expect((await failureOf(staff.careers.create({ title: 'x'.repeat(301) }))).message).toBe(
      'Title must be at most 300 characters.',
    );
  });

  it('lets only a signed-in admin write or read drafts', async () => {
    const visitor = api.caller();
    for (const call of [
      visitor.careers.list({}),
      visitor.careers.byId({ id: 1 }),
      visitor.careers.create({ title: 'x' }),
      visitor.careers.update({ id: 1, title: 'x' }),
      visitor.careers.delete({ id: 1 }),
    ]) {
      expect((await failureOf(call)).code).toBe('UNAUTHORIZED');
    }
  });
});

describe('careers.byIdPublic', () => {
  it('answers a published job and NOT_FOUND for a draft or an unknown id', async () => {
    const draft = await staff.careers.create({
      title: 'Draft role',
      category: 'internship',
      description: 'x',
    });
    await expectPublicOnlyOncePublished(
      (input) => api.caller().careers.byIdPublic(input),
      draft.id,
      () => staff.careers.update({ ...draft, status: 'published' }),
      // With the languages its page exists in: a job untranslated only in English.
      ['en'],
    );
  });
});
