import { CONTENT_TYPES, isVersionedKind, REVIEW_KINDS, type ReviewKind } from '@manovo/api/domain';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ColumnHeads } from '../../features/admin/admin-table';
import { DecisionRows } from '../../features/admin/review/decision-table';
import { REVIEW_PRINT_TEXT as T } from '../../features/admin/review/review-text';
import { formatDateTime } from '../../features/admin/utils';
import { trpc } from '../../lib/trpc';
import '../../features/admin/review/review.css';

const isKind = (k: string | undefined): k is ReviewKind => REVIEW_KINDS.some((v) => v === k);
/** What the record is of: the kind's label, or for `ifu` one revision of a device's instructions for use. */
const labelOf = (kind: ReviewKind) => (isVersionedKind(kind) ? CONTENT_TYPES[kind].label : T.ifuLabel);

/**
 * The printable review record of one item (docs/product.md, "Review before publishing"), for an
 * auditor's file: every version oldest first (its number, what it changed, its content hash, who saved
 * it and when, whether the site shows it or it waits as pending changes) with every decision signed on
 * it, and which version is under review.
 */
export default function ReviewPrintPage() {
  const params = useParams();
  const kind: ReviewKind = isKind(params.kind) ? params.kind : 'careers';
  const id = Number(params.id);
  // An address naming no kind of content or no id is a failed record, not some other kind's.
  const valid = kind === params.kind && Number.isSafeInteger(id) && id > 0;
  const record = trpc.review.itemRecord.useQuery({ kind, id }, { enabled: valid });
  const title = record.data?.reviewedTitle || `#${id}`;
  useEffect(() => {
    document.title = T.documentTitle(labelOf(kind), title);
  }, [kind, title]);

  if (!valid || record.error) return <p role="alert">{T.failed}</p>;
  if (!record.data) return <p role="status">{T.loading}</p>;
  const { state, versions, liveTitle } = record.data;
  return (
    <article className="adm-review-print" aria-labelledby="review-print-heading">
      <header className="adm-review-print__head">
        <h1 id="review-print-heading">{T.heading(labelOf(kind), id, title)}</h1>
        <p>
          {T.printedAt(formatDateTime(new Date().toISOString()))} ·{' '}
          {state.ready ? T.ready(state.version) : T.notReady(state.version)}
        </p>
        {state.pending && (
          <p className="adm-review-print__pending">{T.pendingNote(state.version, liveTitle)}</p>
        )}
        <p className="adm-review-print__hash">{T.reviewedHash(state.contentHash)}</p>
        <button type="button" className="adm-btn adm-review-print__button" onClick={() => window.print()}>
          {T.print}
        </button>
      </header>
      <h2>{T.versions}</h2>
      {versions.length === 0 && <p>{T.noVersions}</p>}
      {versions.map((v) => (
        <section
          key={v.number}
          className="adm-review-print__version"
          aria-labelledby={`review-version-${v.number}`}
        >
          <h3 id={`review-version-${v.number}`}>
            {T.versionHeading(v.number, v.action)}
            {v.pending && ` · ${T.pending}`}
            {v.live && ` · ${T.current}`}
            {v.number === state.version && ` · ${T.underReview}`}
          </h3>
          <dl className="adm-review-print__facts">
            <dt>{T.savedBy}</dt>
            <dd>
              {v.adminEmail || '—'}, <time dateTime={v.createdAt}>{formatDateTime(v.createdAt)}</time>
            </dd>
            <dt>{T.changed}</dt>
            <dd>{v.changed.length ? v.changed.join(', ') : T.unchanged}</dd>
            <dt>{T.hash}</dt>
            <dd className="adm-review-print__hash">{v.contentHash}</dd>
          </dl>
          {v.decisions.length === 0 ? (
            <p>{T.noDecisions}</p>
          ) : (
            <table className="adm-review__table" aria-label={T.decisionsOf(v.number)}>
              <ColumnHeads columns={T.decisionColumns} />
              <DecisionRows decisions={v.decisions} audit />
            </table>
          )}
        </section>
      ))}
    </article>
  );
}
