import { errorText } from '../../lib/api-client';
import { ADMIN_TEXT, failure } from './messages';

/** The parts of a list query the states need; every admin list answers `{ items }`. */
type ListQuery = { isLoading: boolean; error: unknown; data: { items: readonly unknown[] } | undefined };

type Props = { query: ListQuery; emptyText: string };

/** Loading, error and empty states shared by every list; renders nothing once there is data. */
export function ListState({ query, emptyText }: Props) {
  if (query.isLoading) {
    return (
      <p className="adm-state" role="status">
        {ADMIN_TEXT.loading}
      </p>
    );
  }
  if (query.error) {
    return (
      <p className="adm-state adm-state--error" role="alert">
        {failure(ADMIN_TEXT.errors.load, errorText(query.error))}
      </p>
    );
  }
  if ((query.data?.items.length ?? 0) === 0) return <p className="adm-state">{emptyText}</p>;
  return null;
}
