import { Plus } from 'lucide-react';

type Props = { label: string; onClick: () => void };

/** A manager's primary '+ Add …' button; Quick Create (?new=1) opens the same form from elsewhere. */
export function AddButton({ label, onClick }: Props) {
  return (
    <button type="button" className="adm-btn adm-btn--primary" onClick={onClick}>
      <Plus className="adm-btn__icon" size={18} aria-hidden="true" />
      {label}
    </button>
  );
}
