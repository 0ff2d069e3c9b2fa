import type { ComponentProps, ReactNode } from 'react';
import { FormModal } from './form-modal';
import { HistoryPanel } from './history/history-panel';
import { PreviewLinkButton } from './preview-link-button';
import { PendingChangesBanner, ReviewPanel } from './review/review-panel';

type Props = {
  text: { newTitle: string; editTitle: (id: number) => string };
  formId: string;
  onClose: () => void;
  /** The item being edited; none for a new one. */
  editId?: number;
  /** An edit's query for its item: the form waits for it (see FormModal). */
  load?: ComponentProps<typeof FormModal>['load'];
  saving: boolean;
  /** The public page an edit can be previewed on, once its item is loaded; none where it has no page. */
  preview?: ComponentProps<typeof PreviewLinkButton>['kind'];
  /** Whose versions an edit lists under its form. */
  history: ComponentProps<typeof HistoryPanel>['entity'];
  children: ReactNode;
};

/**
 * The add/edit modal of a versioned item: its title, Preview, and for an edit its review (when the
 * review gate is on for its kind) and version history.
 */
export function ItemFormModal({
  text,
  formId,
  onClose,
  editId,
  load,
  saving,
  preview,
  history,
  children,
}: Props) {
  const editing = editId !== undefined;
  return (
    <FormModal
      title={editing ? text.editTitle(editId) : text.newTitle}
      formId={formId}
      onClose={onClose}
      load={load}
      saving={saving}
      actions={
        editing && preview && (!load || load.data) ? <PreviewLinkButton kind={preview} id={editId} /> : null
      }
    >
      {editing && <PendingChangesBanner entity={history} id={editId} />}
      {children}
      {editing && <ReviewPanel entity={history} id={editId} />}
      {editing && <HistoryPanel entity={history} id={editId} onRestored={onClose} />}
    </FormModal>
  );
}
