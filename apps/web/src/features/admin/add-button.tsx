type Props = { label: string; onClick: () => void };

/** A manager's primary '+ Add …' button; Quick Create (?new=1) opens the same form from elsewhere. */
export function AddButton({ label, onClick }: Props) {
  return (
    <button type="button" className="adm-btn adm-btn--primary" onClick={onClick}>
      + {label}
    </button>
  );
}
