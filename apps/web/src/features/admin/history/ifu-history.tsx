import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { formatDateTime } from '../utils';
import { HISTORY_TEXT as T } from './history-text';
import './history.css';

/** What each IFU action reads as in a device's history (the audit log's own actions). */
export const IFU_ACTION_LABELS: Record<string, string> = {
  create: 'Device created',
  upload: 'Revision uploaded',
  publish: 'Published',
  withdraw: 'Withdrawn',
  delete: 'Draft deleted',
};

/**
 * A device's History (docs/product.md, "Instructions for use"): every staff action on it, newest first,
 * numbered like the other kinds' versions, with who and when. Its revisions are never replaced, so
 * there is nothing to compare or restore. Loaded when opened.
 */
export function IfuHistory({ deviceRef, title }: { deviceRef: string; title: string }) {
  const [open, setOpen] = useState(false);
  const history = trpc.ifu.history.useQuery({ ref: deviceRef }, { enabled: open, staleTime: 0 });
  const items = history.data ?? [];
  return (
    <details className="adm-history" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="adm-history__summary">
        <span className="adm-history__heading">
          {T.heading}: {title} (REF {deviceRef})
        </span>
        {history.data && (
          <span className="adm-history__count">
            {items.length === 1 ? '1 action' : `${items.length} actions`}
          </span>
        )}
      </summary>
      {history.isLoading && <p role="status">{T.loading}</p>}
      {history.data && items.length === 0 && (
        <p className="adm-history__empty">
          No staff action recorded yet (demo content is seeded without one).
        </p>
      )}
      {items.length > 0 && (
        <ol className="adm-history__list" aria-label={`History of ${deviceRef}, newest first`}>
          {items.map((v) => (
            <li key={v.number} className="adm-history__version">
              <span className="adm-history__number">{v.number}</span>
              <span className="adm-history__meta">
                {IFU_ACTION_LABELS[v.action] ?? v.action}: {v.summary} {T.by(v.adminEmail)} ·{' '}
                <time dateTime={v.createdAt}>{formatDateTime(v.createdAt)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
