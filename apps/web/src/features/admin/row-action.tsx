type Props = {
  label: string;
  /** What the row is about (a title or a name): every row has the same buttons, so each needs a distinct name. */
  subject: string;
  onClick: () => void;
  danger?: boolean;
};

/** A small button in a list row, named '{label} {subject}' for assistive tech and the e2e tests. */
export function RowAction({ label, subject, onClick, danger }: Props) {
  return (
    <button
      type="button"
      className={danger ? 'adm-btn adm-btn--small adm-btn--danger' : 'adm-btn adm-btn--small'}
      onClick={onClick}
      aria-label={`${label} ${subject}`}
    >
      {label}
    </button>
  );
}
