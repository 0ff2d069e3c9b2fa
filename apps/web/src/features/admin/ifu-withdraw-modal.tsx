import { IFU_MESSAGES, MESSAGES } from '@manovo/api/domain';
import { Modal } from '@manovo/ui/modal';
import { type FormEvent, useState } from 'react';
import { ADMIN_TEXT } from './messages';
import { TextAreaField } from './text-area-field';
import { failureText } from './utils';

export type IfuRevisionKey = { ref: string; lang: string; revision: string };

/**
 * Withdraw a published IFU revision (docs/product.md, "Instructions for use"): the reason is required,
 * as the public device page shows it beside the withdrawn revision. Cancel (or Escape) changes nothing;
 * a refusal from the server stays in the dialog with the typed reason.
 */
export function IfuWithdrawModal({
  revision: key,
  onWithdraw,
  onClose,
}: {
  revision: IfuRevisionKey;
  onWithdraw: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [failed, setFailed] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailed('');
    if (!reason.trim()) {
      setError(IFU_MESSAGES.ifuWithdrawReason);
      return;
    }
    setError('');
    setSaving(true);
    try {
      await onWithdraw(reason.trim());
      onClose();
    } catch (err) {
      setFailed(failureText(MESSAGES.updateFailed, err));
    } finally {
      setSaving(false);
    }
  };
  const subject = `${key.ref} ${key.lang} rev ${key.revision}`;
  return (
    <Modal
      open
      onClose={onClose}
      title={`Withdraw ${subject}`}
      footer={
        <>
          {saving && (
            <span className="adm-saving" role="status">
              {ADMIN_TEXT.common.saving}
            </span>
          )}
          <button type="button" className="adm-btn" onClick={onClose}>
            {ADMIN_TEXT.common.cancel}
          </button>
          <button type="submit" form="ifu-withdraw" className="adm-btn adm-btn--danger" disabled={saving}>
            Withdraw
          </button>
        </>
      }
    >
      <form id="ifu-withdraw" className="adm-form" onSubmit={submit} noValidate>
        <p>
          The revision stays listed on the device page, marked withdrawn with this reason, and is no longer
          the current one.
        </p>
        <TextAreaField
          id="ifu-withdraw-reason"
          label="Reason"
          name="reason"
          rows={3}
          maxLength={1000}
          required
          data-autofocus
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
        />
        {failed && (
          <p className="adm-form__error" role="alert">
            {failed}
          </p>
        )}
      </form>
    </Modal>
  );
}
