import { randomUUID } from 'node:crypto';
import {
  type AdminRow,
  claimTotpStep,
  countUnusedRecoveryCodes,
  createSession,
  disableTotp,
  enableTotp,
  findAdminByEmail,
  findAdminById,
  recordAudit,
  revokeAdminSessions,
  revokeSession,
  setAdminPassword,
  setPendingTotpSecret,
  useRecoveryCode,
} from '@manovo/db/queries';
import { TRPCError } from '@trpc/server';
import { ADMIN_PASSWORD_MIN_SET, RECOVERY_CODE_COUNT } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import type { AdminAccount, AdminProfile, SignIn, TwoFactorEnrolment } from '../domain/types';
import {
  ZChangePasswordInput,
  ZLoginInput,
  ZTwoFactorDisableInput,
  ZTwoFactorEnableInput,
} from '../schemas/auth';
import { isCommonPassword, passwordProblem } from '../services/password-policy';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../services/passwords';
import { beginSignIn } from '../services/sign-in-guard';
import { csrfTokenFor, signToken, TOKEN_TTL_SECONDS } from '../services/tokens';
import {
  enrolmentFor,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  totpStep,
} from '../services/two-factor';
import { writeTogether } from '../services/write-together';
import { type ApiContext, adminProcedure, badRequest, publicProcedure } from '../trpc';

/**
 * Checks a second factor: a TOTP code not used before (its time step is claimed, so a code seen once
 * cannot be replayed) or an unused recovery code (used up here).
 */
export async function secondFactorHolds(ctx: ApiContext, admin: AdminRow, code: string): Promise<boolean> {
  if (!admin.totpSecret) return false;
  if (/^\d{6}$/.test(code)) {
    const step = totpStep(admin.totpSecret, code);
    return step !== null && (await claimTotpStep(ctx.db, admin.id, step));
  }
  const recovery = normaliseRecoveryCode(code);
  return recovery !== null && (await useRecoveryCode(ctx.db, admin.id, hashRecoveryCode(recovery)));
}

const unauthorizedAs = (message: string) => new TRPCError({ code: 'UNAUTHORIZED', message });

export const authRouter = {
  login: publicProcedure.input(ZLoginInput).mutation(async ({ ctx, input }): Promise<SignIn> => {
    const email = input.email.toLowerCase();
    // Counts failures only (issue #11): a refused pair or address is a 429 before any secret is checked.
    // The second factor goes through the same attempt, so a wrong code counts like a wrong password.
    const attempt = await beginSignIn(ctx.limits, { account: email, ip: ctx.ip });
    const admin = await findAdminByEmail(ctx.db, email);
    let ok = false;
    if (admin) ok = await verifyPassword(admin.passwordHash, input.password);
    else await burnPasswordCheck(input.password);
    const fail = async (summary: string, message: string) => {
      await attempt.failed();
      await recordAudit(ctx.db, {
        adminId: admin?.id ?? null,
        adminEmail: email,
        entity: 'auth',
        entityId: '',
        action: 'login_failed',
        summary,
      });
      return unauthorizedAs(message);
    };
    if (!admin || !ok) throw await fail(`from ${ctx.ip}`, MESSAGES.invalidCredentials);
    if (admin.totpEnabledAt) {
      // The password was right: ask for the code. The attempt stays counted until a code succeeds, so
      // password guesses against an enrolled account are limited as before.
      if (!input.code) throw unauthorizedAs(MESSAGES.twoFactorRequired);
      if (!(await secondFactorHolds(ctx, admin, input.code)))
        throw await fail(`wrong two-factor code from ${ctx.ip}`, MESSAGES.twoFactorInvalid);
    }
    await attempt.succeeded();
    const sessionId = randomUUID();
    const expiresAt = new Date(Date.now() + TOKEN_TTL_SECONDS * 1000);
    // The session and its audit row commit together, as a staff write's do (write-together.ts).
    await writeTogether(ctx.db, [], async (tx) => {
      await createSession(tx, { id: sessionId, adminId: admin.id, expiresAt });
      await recordAudit(tx, {
        adminId: admin.id,
        adminEmail: admin.email,
        entity: 'auth',
        entityId: '',
        action: 'login',
        summary: `from ${ctx.ip}`,
      });
    });
    const token = await signToken(ctx.jwtKey, { adminId: admin.id, sessionId }, expiresAt);
    const csrfToken = csrfTokenFor(ctx.jwtKey, token);
    return {
      token: ctx.deliverSession ? ctx.deliverSession({ token, csrfToken, expiresAt }) : token,
      admin: { email: admin.email },
      expiresAt: expiresAt.toISOString(),
      // Set before the 12-character rule, or a common one: the admin is asked for a new one.
      passwordChangeRequired:
        input.password.length < ADMIN_PASSWORD_MIN_SET || isCommonPassword(input.password),
      twoFactorSetupRequired: Boolean(ctx.requireTwoFactor) && !admin.totpEnabledAt,
    };
  }),

  logout: adminProcedure.mutation(async ({ ctx }) => {
    await ctx.write([], async (w) => {
      await revokeSession(w.tx, ctx.session.sessionId);
      await w.audit('auth', '', 'logout');
    });
    ctx.endSession?.();
  }),

  me: adminProcedure.query(({ ctx }): AdminProfile => ({ email: ctx.session.email })),

  /** The profile screen's view of the account: its email and whether a second factor is on. */
  account: adminProcedure.query(async ({ ctx }): Promise<AdminAccount> => {
    const twoFactorEnabled = ctx.session.twoFactorEnabled;
    return {
      email: ctx.session.email,
      twoFactorEnabled,
      recoveryCodesLeft: twoFactorEnabled ? await countUnusedRecoveryCodes(ctx.db, ctx.session.adminId) : 0,
    };
  }),

  changePassword: adminProcedure.input(ZChangePasswordInput).mutation(async ({ ctx, input }) => {
    const admin = await findAdminById(ctx.db, ctx.session.adminId);
    if (!admin || !(await verifyPassword(admin.passwordHash, input.currentPassword))) {
      throw badRequest(MESSAGES.currentPasswordIncorrect);
    }
    const problem = passwordProblem(input.newPassword);
    if (problem) throw badRequest(problem);
    const passwordHash = await hashPassword(input.newPassword);
    await ctx.write([], async (w) => {
      await setAdminPassword(w.tx, admin.id, passwordHash);
      // Every other session of this admin, cookie or bearer, stops working; the one in use stays valid.
      await revokeAdminSessions(w.tx, admin.id, ctx.session.sessionId);
      await w.audit('auth', admin.id, 'password_changed');
    });
  }),

  /** Starts an enrolment: a new secret (kept aside until confirmed) as a QR code and as text. */
  twoFactorSetup: adminProcedure.mutation(async ({ ctx }): Promise<TwoFactorEnrolment> => {
    if (ctx.session.twoFactorEnabled) throw badRequest(MESSAGES.twoFactorAlreadyOn);
    const secret = newTotpSecret();
    await setPendingTotpSecret(ctx.db, ctx.session.adminId, secret);
    const { uri, qrCode } = await enrolmentFor(secret, ctx.session.email);
    return { secret, uri, qrCode };
  }),

  /** Confirms the enrolment with a code from the app; answers the ten recovery codes, shown only now. */
  twoFactorEnable: adminProcedure
    .input(ZTwoFactorEnableInput)
    .mutation(async ({ ctx, input }): Promise<{ recoveryCodes: string[] }> => {
      const admin = await findAdminById(ctx.db, ctx.session.adminId);
      if (!admin) throw unauthorizedAs(MESSAGES.unauthorized);
      if (admin.totpEnabledAt) throw badRequest(MESSAGES.twoFactorAlreadyOn);
      if (!admin.totpPendingSecret) throw badRequest(MESSAGES.twoFactorNotStarted);
      const step = totpStep(admin.totpPendingSecret, input.code);
      if (step === null) throw badRequest(MESSAGES.twoFactorInvalid);
      const recoveryCodes = newRecoveryCodes(RECOVERY_CODE_COUNT);
      const secret = admin.totpPendingSecret;
      await ctx.write([], async (w) => {
        await enableTotp(w.tx, admin.id, {
          secret,
          step,
          recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
        });
        await w.audit('auth', admin.id, 'two_factor_enabled');
      });
      return { recoveryCodes };
    }),

  /** Switches the second factor off: the password and a current code (or a recovery code) both needed. */
  twoFactorDisable: adminProcedure.input(ZTwoFactorDisableInput).mutation(async ({ ctx, input }) => {
    const admin = await findAdminById(ctx.db, ctx.session.adminId);
    if (!admin) throw unauthorizedAs(MESSAGES.unauthorized);
    if (!admin.totpEnabledAt) throw badRequest(MESSAGES.twoFactorNotOn);
    // The same brute-force budget as sign-in: this checks a password and a code too.
    const attempt = await beginSignIn(ctx.limits, { account: admin.email, ip: ctx.ip });
    if (!(await verifyPassword(admin.passwordHash, input.password))) {
      await attempt.failed();
      throw badRequest(MESSAGES.passwordIncorrect);
    }
    if (!(await secondFactorHolds(ctx, admin, input.code))) {
      await attempt.failed();
      throw badRequest(MESSAGES.twoFactorInvalid);
    }
    await attempt.succeeded();
    await ctx.write([], async (w) => {
      await disableTotp(w.tx, admin.id);
      await w.audit('auth', admin.id, 'two_factor_disabled');
    });
  }),
};
