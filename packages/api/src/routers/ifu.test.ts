import { describe, expect, it } from 'vitest';
import { failureOf, formOf, TINY_PDF } from '../testing/test-api';
import { useTestApi } from '../testing/use-test-api';

const { staff } = useTestApi();

const pdf = (label: string) => new File([TINY_PDF, `% ${label}\n`], 'ifu.pdf', { type: 'application/pdf' });
const upload = (fields: Record<string, string>) =>
  staff.ifu.create(
    formOf({
      ref: 'MS-HIST-1',
      title: 'Maryland Dissector',
      effectiveDate: '2025-03-01',
      lang: 'en',
      ...fields,
      file: pdf(JSON.stringify(fields)),
    }),
  );

// Issue #23: every IFU action is in the audit log and in the device's history.
describe('an IFU device history', () => {
  it('lists each action, newest first and numbered, as the audit log holds them', async () => {
    await upload({ revision: 'A', status: 'published' });
    await upload({ revision: 'B', status: 'draft' });
    await staff.ifu.publish({ ref: 'MS-HIST-1', lang: 'en', revision: 'B' });
    await staff.ifu.withdraw({ ref: 'MS-HIST-1', lang: 'en', revision: 'B', reason: 'Wrong torque value' });
    await upload({ revision: 'C', status: 'draft' });
    await staff.ifu.deleteDraft({ ref: 'MS-HIST-1', lang: 'en', revision: 'C' });

    const history = await staff.ifu.history({ ref: 'ms-hist-1' });
    expect(history.map((e) => [e.number, e.action, e.summary, e.adminEmail])).toEqual([
      [8, 'delete', 'MS-HIST-1 en rev C', 'editor@manovo.test'],
      [7, 'upload', 'MS-HIST-1 en rev C', 'editor@manovo.test'],
      [6, 'withdraw', 'MS-HIST-1 en rev B: Wrong torque value', 'editor@manovo.test'],
      [5, 'publish', 'MS-HIST-1 en rev B', 'editor@manovo.test'],
      [4, 'upload', 'MS-HIST-1 en rev B', 'editor@manovo.test'],
      [3, 'publish', 'MS-HIST-1 en rev A', 'editor@manovo.test'],
      [2, 'upload', 'MS-HIST-1 en rev A', 'editor@manovo.test'],
      [1, 'create', 'MS-HIST-1 Maryland Dissector', 'editor@manovo.test'],
    ]);

    const audit = await staff.audit.list({ page: 1, entity: 'ifu' });
    expect(audit.items.map((r) => r.action)).toEqual(history.map((e) => e.action));
  });

  it('is not found for an unknown REF', async () => {
    expect(await failureOf(staff.ifu.history({ ref: 'NO-SUCH' }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
