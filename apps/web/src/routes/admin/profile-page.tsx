import { ADMIN_PASSWORD_MIN_SET } from '@manovo/api/domain';
import { type TChangePasswordInput, ZChangePasswordInput } from '@manovo/api/schemas';
import { type FormEvent, useState } from 'react';
import { AdminPage } from '../../features/admin/admin-page';
import { FormFeedback } from '../../features/admin/form-feedback';
import { CurrentPasswordField, InputField } from '../../features/admin/input-field';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { TwoFactorCard } from '../../features/admin/two-factor-card';
import { useAdminSession } from '../../features/admin/use-admin-session';
import { useTextFields } from '../../features/admin/use-text-fields';
import { errorText } from '../../lib/api-errors';
import { settleSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';

const T = ADMIN_TEXT.profile;
const EMPTY: TChangePasswordInput = { currentPassword: '', newPassword: '' };

export default function ProfilePage() {
  const session = useAdminSession();
  const me = trpc.auth.me.useQuery();
  const change = trpc.auth.changePassword.useMutation();
  const { values, setValues, bind } = useTextFields<TChangePasswordInput>(EMPTY);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setDone(false);
    // One line, the first problem, in the API's own words (the shared schema).
    const parsed = ZChangePasswordInput.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    try {
      await change.mutateAsync(parsed.data);
      setValues(EMPTY);
      setDone(true);
      settleSession('passwordChangeRequired');
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <AdminPage name="profile" heading={T.heading}>
      <div className="adm-card">
        <p>
          {T.signedInAs} <strong>{me.data?.email ?? session?.admin.email}</strong>
        </p>
      </div>
      <div className="adm-card">
        <h2>{T.changePassword}</h2>
        {session?.passwordChangeRequired && (
          <p className="adm-notice">{T.passwordChangeRequired(ADMIN_PASSWORD_MIN_SET)}</p>
        )}
        <form className="adm-form" onSubmit={onSubmit} noValidate style={{ maxWidth: 420 }}>
          <CurrentPasswordField id="pf-current" label={T.current} {...bind('currentPassword')} />
          <InputField
            id="pf-new"
            label={T.next}
            type="password"
            autoComplete="new-password"
            minLength={ADMIN_PASSWORD_MIN_SET}
            {...bind('newPassword')}
            hint={T.nextHint(ADMIN_PASSWORD_MIN_SET)}
            required
          />
          <FormFeedback error={error} />
          {done && (
            <p className="adm-form__ok" role="status">
              {T.done}
            </p>
          )}
          <div>
            <button type="submit" className="adm-btn adm-btn--primary" disabled={change.isPending}>
              {T.submit}
            </button>
          </div>
        </form>
      </div>
      <TwoFactorCard required={session?.twoFactorSetupRequired ?? false} />
    </AdminPage>
  );
}
