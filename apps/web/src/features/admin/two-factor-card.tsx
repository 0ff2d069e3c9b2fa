import { MESSAGES } from '@manovo/api/domain';
import {
  type TTwoFactorDisableInput,
  ZTwoFactorDisableInput,
  ZTwoFactorEnableInput,
} from '@manovo/api/schemas';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../lib/api-errors';
import { settleSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { CurrentPasswordField, OneTimeCodeField } from './input-field';
import { ADMIN_TEXT } from './messages';
import { useTextFields } from './use-text-fields';
import './two-factor.css';

const T = ADMIN_TEXT.profile;
const EMPTY_DISABLE: TTwoFactorDisableInput = { password: '', code: '' };

/**
 * Two-factor sign-in on the profile (TOTP, issue #14): set up with a QR code the server draws and a
 * code from the app, then the ten recovery codes shown once; turned off with the password and a code.
 */
export function TwoFactorCard({ required }: { required: boolean }) {
  const utils = trpc.useUtils();
  const account = trpc.auth.account.useQuery();
  const setup = trpc.auth.twoFactorSetup.useMutation();
  const enable = trpc.auth.twoFactorEnable.useMutation();
  const disable = trpc.auth.twoFactorDisable.useMutation();
  const [code, setCode] = useState('');
  const off = useTextFields<TTwoFactorDisableInput>(EMPTY_DISABLE);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  const enrolment = setup.data;
  const on = account.data?.twoFactorEnabled ?? false;

  const start = async () => {
    setError('');
    setStatus('');
    try {
      await setup.mutateAsync();
    } catch (err) {
      setError(errorText(err));
    }
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    const parsed = ZTwoFactorEnableInput.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? MESSAGES.twoFactorCodeFormat);
    try {
      const res = await enable.mutateAsync(parsed.data);
      setRecoveryCodes(res.recoveryCodes);
      setCode('');
      setup.reset();
      await utils.auth.account.invalidate();
    } catch (err) {
      setError(errorText(err));
    }
  };

  const turnOff = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    const parsed = ZTwoFactorDisableInput.safeParse(off.values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    try {
      await disable.mutateAsync(parsed.data);
      off.setValues(EMPTY_DISABLE);
      setStatus(T.disabled);
      await utils.auth.account.invalidate();
    } catch (err) {
      setError(errorText(err));
    }
  };

  const problem = error && (
    <p className="adm-form__error" role="alert">
      {error}
    </p>
  );

  return (
    <div className="adm-card adm-2fa">
      <h2>{T.twoFactor}</h2>
      {required && !on && <p className="adm-notice">{T.twoFactorSetupRequired}</p>}
      {account.data && (
        <p className="adm-muted">
          {on ? T.twoFactorOn : T.twoFactorOff}
          {on && ` ${T.recoveryLeft(account.data.recoveryCodesLeft)}`}
        </p>
      )}

      {recoveryCodes ? (
        <section aria-labelledby="pf-recovery-title" className="adm-2fa__recovery">
          <h3 id="pf-recovery-title">{T.recoveryTitle}</h3>
          <p>{T.recoveryIntro}</p>
          <ul className="adm-2fa__codes" aria-label={T.recoveryTitle}>
            {recoveryCodes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="adm-btn adm-btn--primary"
            onClick={() => {
              setRecoveryCodes(null);
              settleSession('twoFactorSetupRequired');
            }}
          >
            {T.recoveryDone}
          </button>
        </section>
      ) : on ? (
        <form className="adm-form adm-2fa__form" onSubmit={turnOff} noValidate>
          <p className="adm-muted">{T.disableIntro}</p>
          <CurrentPasswordField id="pf-2fa-password" label={T.password} {...off.bind('password')} />
          <OneTimeCodeField id="pf-2fa-off-code" label={T.code} {...off.bind('code')} />
          {problem}
          <div>
            <button type="submit" className="adm-btn adm-btn--danger" disabled={disable.isPending}>
              {T.disable}
            </button>
          </div>
        </form>
      ) : enrolment ? (
        <form className="adm-form adm-2fa__form" onSubmit={confirm} noValidate>
          <p>{T.scan}</p>
          <img className="adm-2fa__qr" src={enrolment.qrCode} alt={T.qrAlt} width={200} height={200} />
          <p className="adm-2fa__key">
            {T.key}: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <OneTimeCodeField
            id="pf-2fa-code"
            label={T.code}
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {problem}
          <div>
            <button type="submit" className="adm-btn adm-btn--primary" disabled={enable.isPending}>
              {T.enable}
            </button>
          </div>
        </form>
      ) : (
        <>
          {problem}
          <div>
            <button
              type="button"
              className="adm-btn adm-btn--primary"
              onClick={start}
              disabled={setup.isPending}
            >
              {T.setUp}
            </button>
          </div>
        </>
      )}
      {status && (
        <p className="adm-form__ok" role="status">
          {status}
        </p>
      )}
    </div>
  );
}
