import { ADMIN_PASSWORD_MIN_LOGIN } from '@manovo/api/schemas';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { InputField } from '../../features/admin/input-field';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { takeOrigin } from '../../features/admin/origin';
import { useAdminSession } from '../../features/admin/use-admin-session';
import { writeSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';

const T = ADMIN_TEXT.login;

/** Spec §8: the server's 'Invalid email or password' (or its required-fields text) verbatim, otherwise 'Login failed'. */
function loginError(err: unknown): string {
  if (err instanceof TRPCClientError && (err.message === T.invalid || err.message === T.required))
    return err.message;
  return T.failed;
}

export default function LoginPage() {
  const session = useAdminSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState('');
  const [justSignedIn, setJustSignedIn] = useState(false);
  const login = trpc.auth.login.useMutation();

  useEffect(() => {
    document.title = `${T.title} | ${ADMIN_TEXT.brand} ${ADMIN_TEXT.area}`;
  }, []);

  // Already signed in: the login is not for you (spec §2).
  if (session && !justSignedIn) return <Navigate to="/admin" replace />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!email.trim() || !password) return setError(T.required);
    if (password.length < ADMIN_PASSWORD_MIN_LOGIN) return setError(T.tooShort);
    try {
      const res = await login.mutateAsync({ email: email.trim(), password });
      setJustSignedIn(true);
      writeSession({ token: res.token, admin: { email: res.admin.email } });
      navigate(takeOrigin(location.state), { replace: true });
    } catch (err) {
      setError(loginError(err));
    }
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
          <InputField
            id="login-email"
            label={T.email}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
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
                value={password}
                onChange={(e) => setPassword(e.target.value)}
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
          {error && (
            <p className="adm-form__error" role="alert">
              {error}
            </p>
          )}
          <button
            type="submit"
            className="adm-btn adm-btn--primary adm-btn--block"
            disabled={login.isPending}
          >
            {login.isPending ? T.submitting : T.submit}
          </button>
        </form>
        <Link to="/" className="adm-login__back">
          {T.backToSite}
        </Link>
      </main>
    </div>
  );
}
