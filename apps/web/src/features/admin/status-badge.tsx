import { ADMIN_TEXT } from './messages';

export function StatusBadge({ status }: { status: string }) {
  return <span className={`adm-badge adm-badge--${status}`}>{ADMIN_TEXT.status[status] ?? status}</span>;
}
