import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ADMIN_TEXT } from './messages';
import { RowAction } from './row-action';

type Props = {
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Row-specific actions (View, Preview, Hide…) that come before Edit and Delete. */
  children?: ReactNode;
};

/** The actions cell every manager ends its rows with: its own actions first, then Edit, then Delete. */
export function EditDeleteActions({ subject, onEdit, onDelete, children }: Props) {
  return (
    <span className="adm-row-actions">
      {children}
      <RowAction label={ADMIN_TEXT.common.edit} subject={subject} onClick={onEdit} icon={Pencil} />
      <RowAction label={ADMIN_TEXT.common.delete} subject={subject} onClick={onDelete} danger icon={Trash2} />
    </span>
  );
}
