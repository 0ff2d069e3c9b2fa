import type { LucideIcon } from 'lucide-react';

type Props = {
  label: string;
  /** What the row is about (a title or a name): every row has the same buttons, so each needs a distinct name. */
  subject: string;
  onClick: () => void;
  danger?: boolean;
  /** Shown before the label; on narrower screens the icon alone stays (admin.css), the name stays in aria-label. */
  icon?: LucideIcon;
};

/** A small button in a list row, named '{label} {subject}' for assistive tech and the e2e tests. */
export function RowAction({ label, subject, onClick, danger, icon: Icon }: Props) {
  return (
    <button
      type="button"
      className={danger ? 'adm-btn adm-btn--small adm-btn--danger' : 'adm-btn adm-btn--small'}
      onClick={onClick}
      aria-label={`${label} ${subject}`}
      title={Icon ? label : undefined}
    >
      {Icon && <Icon className="adm-btn__icon" size={16} aria-hidden="true" />}
      <span className={Icon ? 'adm-btn__text' : undefined}>{label}</span>
    </button>
  );
}
