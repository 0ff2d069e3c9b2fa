import { ZChangePasswordRequestSchema } from '@manovo/api/schemas';
import { type FormEvent, useState } from 'react';
import { AdminPage } from '../../features/admin/admin-page';
import { InputField } from '../../features/admin/input-field';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { useAdminSession } from '../../features/admin/use-admin-session';
import { firstIssue } from '../../features/admin/utils';
import { errorText } from '../../lib/api-client';
import { trpc } from '../../lib/trpc';

const T = ADMIN_TEXT.profile;

export default function ProfilePage() {
  const session = useAdminSession();
  const me = trpc.auth.me.useQuery();
  const change = trpc.auth.changePassword.useMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setDone(false);
    const input = { current_password: current, new_password: next };
    const parsed = ZChangePasswordRequestSchema.safeParse(input);
    if (!parsed.success) return setError(firstIssue(parsed));
    try {
      await change.mutateAsync(input);
      setCurrent('');
      setNext('');
      setDone(true);
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <AdminPage name="profile" heading={T.heading}>
      <div className="adm-card">
        <p>
          {T.signedInAs} <strong>{me.data?.admin.email ?? session?.admin.email}</strong>
        </p>
      </div>
      <div className="adm-card">
        <h2>{T.changePassword}</h2>
        <form className="adm-form" onSubmit={onSubmit} noValidate style={{ maxWidth: 420 }}>
          <InputField
            id="pf-current"
            label={T.current}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            required
          />
          <InputField
            id="pf-new"
            label={T.next}
            type="password"
            autoComplete="new-password"
            minLength={8}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            aria-describedby="pf-new-hint"
            required
          >
            <small id="pf-new-hint" className="adm-hint">
              {T.nextHint}
            </small>
          </InputField>
          {error && (
            <p className="adm-form__error" role="alert">
              {error}
            </p>
          )}
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
    </AdminPage>
  );
}
