import type { ReviewDecisionRecord } from '@manovo/api/domain';

const COLUMNS = [
  'reference',
  'kind',
  'item_id',
  'version',
  'content_hash',
  'stage',
  'decision',
  'signer_name',
  'signer_email',
  'signer_role',
  'signed_at',
  'comment',
] as const;

/** A CSV field: quoted, quotes doubled, and a leading =, +, - or @ defused so a spreadsheet shows it as text. */
function field(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The review record as CSV (RFC 4180, CRLF), one decision a row, oldest first: what an auditor asks for. */
export function reviewRecordCsv(decisions: ReviewDecisionRecord[]): string {
  const rows = decisions.map((d) =>
    [
      d.reference,
      d.kind,
      d.itemId,
      d.version,
      d.contentHash,
      d.stageName,
      d.decision,
      d.signerName,
      d.signerEmail,
      d.outside ? 'outside reviewer' : 'admin',
      d.signedAt,
      d.comment,
    ]
      .map(field)
      .join(','),
  );
  return `${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
