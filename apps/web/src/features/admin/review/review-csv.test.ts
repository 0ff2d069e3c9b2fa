import type { ReviewDecisionRecord } from '@manovo/api/domain';
import { describe, expect, it } from 'vitest';
import { reviewRecordCsv } from './review-csv';

describe('the review record as CSV', () => {
  it('writes a header and a quoted row per decision, defusing spreadsheet formulas', () => {
    const first = {
      reference: 'MS-REV-2026-0001',
      kind: 'careers',
      itemId: 7,
      version: 2,
      contentHash: 'ab12',
      stageId: 1,
      stageName: 'Medical',
      decision: 'changes',
      signerId: 3,
      signerName: 'r@manovo.test',
      signerEmail: 'r@manovo.test',
      signedAt: '2026-11-25T10:00:00.000Z',
      outside: false,
      comment: '=HYPERLINK("x") says "no"',
    } satisfies ReviewDecisionRecord;
    const csv = reviewRecordCsv([
      first,
      {
        ...first,
        reference: 'MS-REV-2026-0002',
        decision: 'approve',
        signerId: null,
        signerName: 'Dr. Ines Ferreira',
        signerEmail: 'ines@clinic.example',
        outside: true,
        signedAt: '2026-11-25T11:00:00.000Z',
        comment: '',
      },
    ]);
    const [header, row, outside, end] = csv.split('\r\n');
    expect(header).toBe(
      'reference,kind,item_id,version,content_hash,stage,decision,signer_name,signer_email,signer_role,signed_at,comment',
    );
    expect(row).toBe(
      '"MS-REV-2026-0001","careers","7","2","ab12","Medical","changes","r@manovo.test","r@manovo.test","admin","2026-11-25T10:00:00.000Z","\'=HYPERLINK(""x"") says ""no"""',
    );
    // An outside reviewer's signature says so: they have no admin account.
    expect(outside).toBe(
      '"MS-REV-2026-0002","careers","7","2","ab12","Medical","approve","Dr. Ines Ferreira","ines@clinic.example","outside reviewer","2026-11-25T11:00:00.000Z",""',
    );
    expect(end).toBe('');
  });
});
