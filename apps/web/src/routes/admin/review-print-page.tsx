import { CONTENT_TYPES, VERSIONED_KINDS, type VersionedKind } from '@manovo/api/domain';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ColumnHeads } from '../../features/admin/admin-table';
import { DecisionRows } from '../../features/admin/review/decision-table';
import { REVIEW_TEXT, REVIEW_PRINT_TEXT as T } from '../../features/admin/review/review-text';
import { formatDateTime } from '../../features/admin/utils';
import { trpc } from '../../lib/trpc';
import '../../features/admin/review/review.css';

const isKind = (k: string | undefined): k is VersionedKind => VERSIONED_KINDS.some((v) => v === k);

/**
 * The printable review record of one item (docs/product.md, "Review before publishing"): every version
 * with who saved it and when, and every decision as signed, for an auditor's file.
 */
export default function ReviewPrintPage() {
  const params = useParams();
  const kind: VersionedKind = isKind(params.kind) ? params.kind : 'careers';
  const id = Number(params.id);
  // An address naming no kind of content or no id is a failed record, not some other kind's.
  const valid = kind === params.kind && Number.isSafeInteger(id) && id > 0;
  const entity = CONTENT_TYPES[kind].entity;
  const state = trpc.review.state.useQuery({ kind, id }, { enabled: valid });
  const versions = trpc.versions.list.useQuery({ entity, id }, { enabled: valid });
  const title = (() => {
    const record = versions.data?.[0]?.record;
    return String(record?.title ?? record?.personName ?? `#${id}`);
  })();
  useEffect(() => {
    document.title = T.documentTitle(CONTENT_TYPES[kind].label, title);
  }, [kind, title]);

  if (!valid || state.error || versions.error) return <p role="alert">{T.failed}</p>;
  if (!state.data || !versions.data) return <p role="status">{T.loading}</p>;
  return (
    <article className="adm-review-print" aria-labelledby="review-print-heading">
      <header className="adm-review-print__head">
        <h1 id="review-print-heading">{T.heading(CONTENT_TYPES[kind].label, id, title)}</h1>
        <p>
          {T.printedAt(formatDateTime(new Date().toISOString()))} ·{' '}
          {state.data.ready ? T.ready(state.data.version) : T.notReady(state.data.version)}
        </p>
        <button type="button" className="adm-btn adm-review-print__button" onClick={() => window.print()}>
          {T.print}
        </button>
      </header>
      <h2>{T.versions}</h2>
      <table className="adm-review__table">
        <ColumnHeads columns={T.versionColumns} />
        <tbody>
          {[...versions.data].reverse().map((v) => (
            <tr key={v.id}>
              <td>{v.number}</td>
              <td>{v.action}</td>
              <td>{v.adminEmail || '—'}</td>
              <td>
                <time dateTime={v.createdAt}>{formatDateTime(v.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{T.decisions}</h2>
      {state.data.decisions.length === 0 ? (
        <p>{REVIEW_TEXT.recordEmpty}</p>
      ) : (
        <table className="adm-review__table">
          <ColumnHeads columns={T.decisionColumns} />
          <DecisionRows decisions={[...state.data.decisions].reverse()} audit />
        </table>
      )}
    </article>
  );
}
