import { ADMIN_TEXT } from './messages';

type Props = { error: string; saving?: boolean };

/** The end of a form: its error (spec §8: validation or server text) and, while sending, 'Saving…'. */
export function FormFeedback({ error, saving }: Props) {
  return (
    <>
      {error && (
        <p className="adm-form__error adm-field--wide" role="alert">
          {error}
        </p>
      )}
      {saving && <p role="status">{ADMIN_TEXT.common.saving}</p>}
    </>
  );
}
