import { ADMIN_PASSWORD_MIN_LOGIN, MESSAGES } from '@manovo/api/domain';
import { ZLoginInput } from '@manovo/api/schemas';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { FormFeedback } from '../../features/admin/form-feedback';
import { InputField, OneTimeCodeField } from '../../features/admin/input-field';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { takeOrigin } from '../../features/admin/origin';
import { useAdminSession } from '../../features/admin/use-admin-session';
import { useTextFields } from '../../features/admin/use-text-fields';
import { serverErrorText } from '../../lib/api-errors';
import { writeSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';

const T = ADMIN_TEXT.login;

// Answers shown verbatim: docs/product.md §8's two, and the second-factor step's.
const VERBATIM: ReadonlySet<string> = new Set([
  MESSAGES.invalidCredentials,
  MESSAGES.loginRequired,
  MESSAGES.twoFactorInvalid,
  MESSAGES.twoFactorCodeFormat,
]);

/** docs/product.md §8: the server's 'Invalid email or password' (or its required-fields text) verbatim, otherwise 'Login failed'. */
function loginError(err: unknown): string {
  const text = serverErrorText(err);
  return text && VERBATIM.has(text) ? text : MESSAGES.loginFailed;
}

// The first step's fields; the code of the second step is kept apart (`code`).
const EMPTY = { email: '', password: '' };

export default function LoginPage() {
  const session = useAdminSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { values, setValues, bind } = useTextFields(EMPTY);
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState('');
  const [justSignedIn, setJustSignedIn] = useState(false);
  // After a right password for an account with two-factor sign-in: the code step.
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');
  const login = trpc.auth.login.useMutation();

  useEffect(() => {
    document.title = `${T.title} | ${ADMIN_TEXT.brand} ${ADMIN_TEXT.area}`;
  }, []);

  // Already signed in: the login is not for you (docs/product.md §2).
  if (session && !justSignedIn) return <Navigate to="/admin" replace />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    // The code step needs a code: the API reads a blank one as none (an integrator's form sends "").
    if (needsCode && !code.trim()) return setError(MESSAGES.twoFactorCodeFormat);
    // The sign-in shows one line, the first problem, in the API's own words (the shared schema).
    const parsed = ZLoginInput.safeParse(needsCode ? { ...values, code } : values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? MESSAGES.loginRequired);
    try {
      const res = await login.mutateAsync(parsed.data);
      setJustSignedIn(true);
      writeSession({
        token: res.token,
        admin: res.admin,
        ...(res.passwordChangeRequired && { passwordChangeRequired: true }),
        ...(res.twoFactorSetupRequired && { twoFactorSetupRequired: true }),
      });
      // A requirement to meet first (a new password, a second factor) is on the profile screen.
      const mustAct = res.passwordChangeRequired || res.twoFactorSetupRequired;
      navigate(mustAct ? '/admin/profile' : takeOrigin(location.state), { replace: true });
    } catch (err) {
      if (serverErrorText(err) === MESSAGES.twoFactorRequired) {
        setNeedsCode(true);
        return;
      }
      setError(loginError(err));
    }
  };

  const startOver = () => {
    setNeedsCode(false);
    setCode('');
    setError('');
    setValues(EMPTY);
  };

  return (
    <div className="adm-login">
      <div className="adm-login__backdrop" aria-hidden="true">
        <span className="adm-login__glow adm-login__glow--a" />
        <span className="adm-login__glow adm-login__glow--b" />
        <svg
          className="adm-login__art"
          aria-hidden="true"
          viewBox="0 0 600 400"
          preserveAspectRatio="xMidYMid slice"
        >
          <path d="M-20 300 C 120 220, 220 360, 340 260 S 560 140, 640 200" />
          <path d="M-20 340 C 140 260, 240 400, 360 300 S 580 180, 640 240" />
          <path d="M-20 260 C 100 180, 200 320, 320 220 S 540 100, 640 160" />
        </svg>
      </div>
      <main className="adm-login__card">
        <p className="adm-login__brand">
          {ADMIN_TEXT.brand} <span>{ADMIN_TEXT.area}</span>
        </p>
        <h1>{T.title}</h1>
        <p className="adm-muted">{T.intro}</p>
        <form onSubmit={onSubmit} noValidate className="adm-form">
          {needsCode ? (
            <>
              <p className="adm-muted">{T.codeIntro}</p>
              <OneTimeCodeField
                id="login-code"
                label={T.code}
                inputMode="text"
                autoFocus
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </>
          ) : (
            <>
              <InputField
                id="login-email"
                label={T.email}
                type="email"
                autoComplete="username"
                {...bind('email')}
                required
              />
              <div className="adm-field">
                <label htmlFor="login-password">{T.password}</label>
                <div className="adm-password">
                  <input
                    id="login-password"
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    minLength={ADMIN_PASSWORD_MIN_LOGIN}
                    {...bind('password')}
                    required
                  />
                  <button
                    type="button"
                    className="adm-btn adm-btn--ghost"
                    aria-controls="login-password"
                    onClick={() => setShowPassword((s) => !s)}
                  >
                    {showPassword ? T.hide : T.show}
                  </button>
                </div>
              </div>
            </>
          )}
          <FormFeedback error={error} />
          <button
            type="submit"
            className="adm-btn adm-btn--primary adm-btn--block"
            disabled={login.isPending}
          >
            {login.isPending ? T.submitting : needsCode ? T.verify : T.submit}
          </button>
          {needsCode && (
            <button type="button" className="adm-btn adm-btn--ghost adm-btn--block" onClick={startOver}>
              {T.startOver}
            </button>
          )}
        </form>
        <Link to="/" className="adm-login__back">
          {T.backToSite}
        </Link>
      </main>
    </div>
  );
}
