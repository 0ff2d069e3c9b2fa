import { type IfuPaperRequest, MESSAGES } from '@manovo/api/domain';
import { trpc } from '../../lib/trpc';
import { AdminTable } from './admin-table';
import { alertOnFailure, formatDateTime } from './utils';

// Requests for a free paper copy of an IFU (docs/product.md, "Instructions for use"): due 7 calendar
// days after receipt, open ones flagged when overdue or due within 2 days. Shown in the inbox and on
// the Instructions for use screen alike.

const FLAG_TEXT = { overdue: 'Overdue', 'due-soon': 'Due soon' } as const;

function PaperRow({ request: p, onSent }: { request: IfuPaperRequest; onSent: () => void }) {
  return (
    <tr className={p.flag ? `adm-ifu-${p.flag}` : undefined}>
      <td>
        {p.dueBy}
        {p.flag && <strong className={`adm-badge adm-badge--${p.flag}`}> {FLAG_TEXT[p.flag]}</strong>}
      </td>
      <td>
        {p.name}
        <br />
        <small>
          {p.institution} · <a href={`mailto:${p.email}`}>{p.email}</a>
        </small>
      </td>
      <td>
        {p.ref} ({p.lang})
      </td>
      <td style={{ whiteSpace: 'pre-line' }}>
        {p.address}
        {p.message && <small>{`\n${p.message}`}</small>}
      </td>
      <td>{formatDateTime(p.createdAt)}</td>
      <td>
        {p.sentAt ? (
          <small>Sent {formatDateTime(p.sentAt)}</small>
        ) : (
          <button type="button" className="btn btn--small" onClick={onSent}>
            Mark sent
          </button>
        )}
      </td>
    </tr>
  );
}

/** The paper-copy requests, open ones first (earliest due first), with Mark sent. */
export function PaperRequests() {
  const utils = trpc.useUtils();
  const requests = trpc.ifu.paperRequests.useQuery({ page: 1 }, { staleTime: 0 });
  const markSent = trpc.ifu.markPaperSent.useMutation();
  const items = requests.data?.items ?? [];
  if (items.length === 0) return <p>{requests.isLoading ? MESSAGES.loading : 'No requests yet.'}</p>;
  return (
    <AdminTable
      caption="Paper-copy requests"
      columns={['Due by', 'Requested by', 'IFU', 'Address', 'Received', 'Actions']}
    >
      {items.map((p) => (
        <PaperRow
          key={p.id}
          request={p}
          onSent={() =>
            alertOnFailure(MESSAGES.updateFailed, async () => {
              await markSent.mutateAsync({ id: p.id });
              await utils.ifu.invalidate();
            })
          }
        />
      ))}
    </AdminTable>
  );
}
