import { errorText } from '../../lib/api-client';
import { ADMIN_TEXT, failure } from './messages';

type Props = { isLoading: boolean; error: unknown; isEmpty: boolean; emptyText: string };

/** Loading, error and empty states shared by every list; renders nothing once there is data. */
export function ListState({ isLoading, error, isEmpty, emptyText }: Props) {
  if (isLoading) {
    return (
      <p className="adm-state" role="status">
        {ADMIN_TEXT.loading}
      </p>
    );
  }
  if (error) {
    return (
      <p className="adm-state adm-state--error" role="alert">
        {failure(ADMIN_TEXT.errors.load, errorText(error))}
      </p>
    );
  }
  if (isEmpty) return <p className="adm-state">{emptyText}</p>;
  return null;
}
