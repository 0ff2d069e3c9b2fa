import {
  BROADCAST_KIND_LABELS,
  CAREER_CATEGORY_LABELS,
  type ContentVersionDetail,
  labelOf,
  SOCIAL_SOURCE_LABELS,
  STATUS_LABELS,
  TOP_CATEGORY_LABELS,
} from '@manovo/api/domain';
import type { Change } from 'diff';
import { formatDateTime } from '../utils';
import { HISTORY_TEXT as T } from './history-text';
import { compareRecords, type FieldRow, readableText } from './record-diff';

// Stored values shown by their names, as the lists show them.
const VALUE_LABELS: Record<string, Record<string, string>> = {
  status: STATUS_LABELS,
  category: CAREER_CATEGORY_LABELS,
  kind: BROADCAST_KIND_LABELS,
  socialSource: SOCIAL_SOURCE_LABELS,
  topCategory: TOP_CATEGORY_LABELS,
};

/** Two versions side by side: every field, the changed ones marked; rich text as a word diff. */
export function VersionComparison({ a, b }: { a: ContentVersionDetail; b: ContentVersionDetail }) {
  const rows = compareRecords(a.record, b.record);
  const anyChange = rows.some((r) => r.changed);
  return (
    <div className="adm-history__compare">
      {!anyChange && <p className="adm-history__same">{T.noChanges}</p>}
      <table className="adm-history__table">
        <caption className="ui-visually-hidden">{T.compareCaption(a.number, b.number)}</caption>
        <thead>
          <tr>
            <th scope="col">{T.field}</th>
            <th scope="col">
              {T.version(a.number)} <small>{formatDateTime(a.createdAt)}</small>
            </th>
            <th scope="col">
              {T.version(b.number)} <small>{formatDateTime(b.createdAt)}</small>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.changed ? 'adm-history__row--changed' : undefined}>
              <th scope="row">
                {row.label}
                {row.changed && <span className="adm-history__changed">{T.changed}</span>}
              </th>
              <td>{row.words ? <WordDiff words={row.words} side="a" /> : <Value row={row} side="a" />}</td>
              <td>{row.words ? <WordDiff words={row.words} side="b" /> : <Value row={row} side="b" />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One side of a word diff: the older side shows what went (struck), the newer what came (marked). */
function WordDiff({ words, side }: { words: Change[]; side: 'a' | 'b' }) {
  return (
    <div className="adm-history__text">
      {words.map((w, i) => {
        const key = `${i}-${w.value.length}`;
        if (w.removed) return side === 'a' ? <del key={key}>{w.value}</del> : null;
        if (w.added) return side === 'b' ? <ins key={key}>{w.value}</ins> : null;
        return <span key={key}>{w.value}</span>;
      })}
    </div>
  );
}

function Value({ row, side }: { row: FieldRow; side: 'a' | 'b' }) {
  const value = row[side];
  if (value === null || value === undefined || value === '')
    return <span className="adm-history__none">—</span>;
  switch (row.kind) {
    case 'image':
      return (
        <img
          className="adm-thumb"
          src={String(value)}
          alt={`${row.label}, ${side === 'a' ? 'older' : 'newer'}`}
        />
      );
    case 'flag':
      return <>{value ? 'Yes' : 'No'}</>;
    case 'date':
      return <time dateTime={String(value)}>{formatDateTime(String(value))}</time>;
    case 'rich':
      return <div className="adm-history__text">{readableText(String(value))}</div>;
    default: {
      const labels = VALUE_LABELS[row.key];
      return <>{labels ? labelOf(labels, String(value)) : String(value)}</>;
    }
  }
}
