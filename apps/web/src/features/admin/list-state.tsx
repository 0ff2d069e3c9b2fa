import { MESSAGES } from '@manovo/api/domain';
import { failureText } from './utils';

/** The parts of a list query the states need. */
type ListQuery = { isLoading: boolean; error: unknown };

type Props = { query: ListQuery; isEmpty: boolean; emptyText: string };

/** Loading, error and empty states shared by every list; renders nothing once there is data. */
export function ListState({ query, isEmpty, emptyText }: Props) {
  if (query.isLoading) {
    return (
      <p className="adm-state" role="status">
        {MESSAGES.loading}
      </p>
    );
  }
  if (query.error) {
    return (
      <p className="adm-state adm-state--error" role="alert">
        {failureText(MESSAGES.loadFailed, query.error)}
      </p>
    );
  }
  if (isEmpty) return <p className="adm-state">{emptyText}</p>;
  return null;
}
