import { labelOf, STATUS_LABELS } from '@manovo/api/domain';

export function StatusBadge({ status }: { status: string }) {
  return <span className={`adm-badge adm-badge--${status}`}>{labelOf(STATUS_LABELS, status)}</span>;
}
