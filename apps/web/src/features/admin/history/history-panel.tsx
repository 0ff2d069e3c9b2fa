import type { ContentVersionDetail, VersionedEntity } from '@manovo/api/domain';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { SelectField } from '../select-field';
import { alertOnFailure, formatDateTime } from '../utils';
import { HISTORY_TEXT as T } from './history-text';
import { VersionComparison } from './version-comparison';
import './history.css';

type Props = {
  entity: VersionedEntity;
  id: number;
  /** After a restore: the edit form shows what was there before, so the caller closes or reloads it. */
  onRestored: () => void;
};

/**
 * The History section of an edit form (docs/product.md, "Version history"): the item's versions newest
 * first, any two compared side by side, and Restore (after a confirmation) for any but the current one.
 * Loaded when opened, so an edit costs nothing extra until someone looks.
 */
export function HistoryPanel({ entity, id, onRestored }: Props) {
  const [open, setOpen] = useState(false);
  const versions = trpc.versions.list.useQuery({ entity, id }, { enabled: open, staleTime: 0 });
  const items = versions.data ?? [];
  return (
    <details className="adm-history" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="adm-history__summary">
        <span className="adm-history__heading">{T.heading}</span>
        {versions.data && <span className="adm-history__count">{T.summary(items.length)}</span>}
      </summary>
      {versions.isLoading && <p role="status">{T.loading}</p>}
      {versions.data && items.length === 0 && <p className="adm-history__empty">{T.empty}</p>}
      {items.length > 0 && (
        <VersionsView key={items[0]?.id} entity={entity} id={id} items={items} onRestored={onRestored} />
      )}
    </details>
  );
}

function VersionsView({ entity, id, items, onRestored }: Props & { items: ContentVersionDetail[] }) {
  const utils = trpc.useUtils();
  const restore = trpc.versions.restore.useMutation();
  // Newest against the one before it, until someone picks others.
  const [aId, setAId] = useState(items[1]?.id ?? items[0]!.id);
  const [bId, setBId] = useState(items[0]!.id);
  const a = items.find((v) => v.id === aId) ?? items[0]!;
  const b = items.find((v) => v.id === bId) ?? items[0]!;
  const options = items.map((v) => ({
    value: v.id,
    label: `${T.version(v.number)} · ${formatDateTime(v.createdAt)}`,
  }));
  const current = items[0]!;
  // Either side of the comparison is any of the versions.
  const pickVersion = (pickId: string, label: string, value: number, onPick: (versionId: number) => void) => (
    <SelectField
      id={pickId}
      label={label}
      value={value}
      options={options}
      onChange={(e) => onPick(Number(e.target.value))}
    />
  );

  const onRestore = (v: ContentVersionDetail) => {
    if (!window.confirm(T.confirmRestore(v.number))) return;
    void alertOnFailure(T.restoreFailed, async () => {
      await restore.mutateAsync({ entity, id, versionId: v.id });
      await utils.invalidate();
      onRestored();
    });
  };

  return (
    <div className="adm-history__body">
      <ol className="adm-history__list" aria-label={T.listLabel}>
        {items.map((v) => (
          <li key={v.id} className="adm-history__version">
            <span className="adm-history__number">{T.version(v.number)}</span>
            <span className="adm-history__meta">
              {T.actions[v.action as keyof typeof T.actions] ?? v.action} {T.by(v.adminEmail)} ·{' '}
              <time dateTime={v.createdAt}>{formatDateTime(v.createdAt)}</time>
            </span>
            {v.id === current.id ? (
              <span className="adm-history__current">{T.current}</span>
            ) : (
              <button
                type="button"
                className="adm-btn adm-btn--small"
                aria-label={T.restoreLabel(v.number)}
                disabled={restore.isPending}
                onClick={() => onRestore(v)}
              >
                {T.restore}
              </button>
            )}
          </li>
        ))}
      </ol>
      {items.length > 1 && (
        <>
          <div className="adm-history__pick">
            {pickVersion('history-a', T.compareA, a.id, setAId)}
            {pickVersion('history-b', T.compareB, b.id, setBId)}
          </div>
          <VersionComparison a={a} b={b} />
        </>
      )}
    </div>
  );
}
