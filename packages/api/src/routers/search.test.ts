// Site search, admin search and the audit log: the read-only views over everything staff write.
import { describe, expect, it } from 'vitest';
import { failureOf, formWithImage } from '../testing/test-api';
import { useTestApi } from '../testing/use-test-api';

const { api, staff } = useTestApi();

describe('search and audit', () => {
  it('finds published items publicly, drafts only for staff', async () => {
    await staff.careers.create({ title: 'Quokka technician', status: 'published' });
    await staff.broadcasts.create(formWithImage({ kind: 'news', title: 'Quokka memo' }));
    const hits = await api.caller().search.query({ q: 'quokka', perPage: 10 });
    expect(hits.map((h) => [h.title, h.type, h.path])).toEqual([['Quokka technician', 'career', '/careers']]);
    expect(await api.caller().search.query({ q: '   ' })).toEqual([]);
    const staffHits = await staff.search.admin({ q: 'quokka' });
    expect(staffHits.map((h) => [h.type, h.title, h.status])).toEqual([
      ['career', 'Quokka technician', 'published'],
      ['broadcast', 'Quokka memo', 'draft'],
    ]);
  });

  it('answers in the visitor’s language: content without a translation comes in English, marked so', async () => {
    await staff.careers.create({ title: 'Wombat technician', status: 'published' });
    const german = await api.caller().search.query({ q: 'wombat', lang: 'de' });
    expect(german.map((h) => [h.title, h.lang])).toEqual([['Wombat technician', 'en']]);
    const failure = await failureOf(api.caller().search.query({ q: 'wombat', lang: 'xx' as 'de' }));
    expect(failure.code).toBe('BAD_REQUEST');
  });

  it('records who changed what, newest first, filterable by type', async () => {
    const job = await staff.careers.create({ title: 'Audit me' });
    await staff.careers.delete({ id: job.id });
    const log = await staff.audit.list({ entity: 'career' });
    expect(log.items.slice(0, 2).map((e) => [e.action, e.entityId, e.adminEmail])).toEqual([
      ['delete', String(job.id), 'editor@manovo.test'],
      ['create', String(job.id), 'editor@manovo.test'],
    ]);
  });

  it('keeps admin search and the audit log for signed-in staff', async () => {
    for (const call of [api.caller().search.admin({ q: 'x' }), api.caller().audit.list({})])
      expect((await failureOf(call)).code).toBe('UNAUTHORIZED');
  });
});
