import { describe, expect, it } from 'vitest';
import { reviewRecordCsv } from './review-csv';

describe('the review record as CSV', () => {
  it('writes a header and a quoted row per decision, defusing spreadsheet formulas', () => {
    const csv = reviewRecordCsv([
      {
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
        comment: '=HYPERLINK("x") says "no"',
      },
    ]);
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe(
      'reference,kind,item_id,version,content_hash,stage,decision,signer_name,signer_email,signed_at,comment',
    );
    expect(row).toBe(
      '"MS-REV-2026-0001","careers","7","2","ab12","Medical","changes","r@manovo.test","r@manovo.test","2026-11-25T10:00:00.000Z","\'=HYPERLINK(""x"") says ""no"""',
    );
    expect(end).toBe('');
  });
});
