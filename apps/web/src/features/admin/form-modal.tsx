import { MESSAGES } from '@manovo/api/domain';
import { Modal } from '@manovo/ui/modal';
import type { ReactNode } from 'react';
import { ADMIN_TEXT, failure } from './messages';
import { failureText } from './utils';

const C = ADMIN_TEXT.common;

type Props = {
  title: string;
  /** The id of the form inside: Save sits in the modal footer, outside the form, and submits it by id. */
  formId: string;
  onClose: () => void;
  /**
   * An edit's query for its item (docs/product.md §2: the form shows what the server has now). The form waits for it,
   * and 'Failed to load' replaces it when the item cannot be read. Not given for a new item.
   */
  load?: { isLoading: boolean; error: unknown; data: unknown };
  /** While a save runs: Save is disabled (no double create) and 'Saving…' is announced. */
  saving?: boolean;
  /** The footer Save's words when it saves something else than the item (a translation tab's form). */
  saveLabel?: string;
  /** Buttons before Cancel (an edit's Preview). */
  actions?: ReactNode;
  /** The form. */
  children: ReactNode;
};

/** The add/edit modal every manager uses: title, the form (once loaded), and Cancel / Save in the footer. */
export function FormModal({
  title,
  formId,
  onClose,
  load,
  saving = false,
  saveLabel = C.save,
  actions,
  children,
}: Props) {
  const footer = (
    <>
      {saving && (
        <span className="adm-saving" role="status">
          {C.saving}
        </span>
      )}
      {actions}
      <button type="button" className="adm-btn" onClick={onClose}>
        {C.cancel}
      </button>
      <button type="submit" form={formId} className="adm-btn adm-btn--primary" disabled={saving}>
        {saveLabel}
      </button>
    </>
  );
  let body = children;
  if (load?.isLoading) body = <p role="status">{MESSAGES.loading}</p>;
  else if (load && (load.error || !load.data))
    body = (
      <p className="adm-form__error" role="alert">
        {load.error
          ? failureText(MESSAGES.loadFailed, load.error)
          : failure(MESSAGES.loadFailed, MESSAGES.malformedResponse)}
      </p>
    );
  return (
    <Modal open onClose={onClose} title={title} footer={footer} size="lg">
      {body}
    </Modal>
  );
}
