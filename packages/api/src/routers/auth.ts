import { randomUUID } from 'node:crypto';
import {
  createSession,
  findAdminByEmail,
  findAdminById,
  recordAudit,
  revokeAdminSessions,
  revokeSession,
  setAdminPassword,
} from '@manovo/db/queries';
import { TRPCError } from '@trpc/server';
import { MESSAGES } from '../domain/messages';
import type { AdminProfile, SignIn } from '../domain/types';
import { ZChangePasswordInput, ZLoginInput } from '../schemas/auth';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../services/passwords';
import { beginSignIn } from '../services/sign-in-guard';
import { signToken, TOKEN_TTL_SECONDS } from '../services/tokens';
import { adminProcedure, badRequest, publicProcedure } from '../trpc';

export const authRouter = {
  login: publicProcedure.input(ZLoginInput).mutation(async ({ ctx, input }): Promise<SignIn> => {
    const email = input.email.toLowerCase();
    // Counts failures only (issue #11): a refused pair or address is a 429 before the password is checked.
    const attempt = await beginSignIn(ctx.limits, { account: email, ip: ctx.ip });
    const admin = await findAdminByEmail(ctx.db, email);
    let ok = false;
    if (admin) ok = await verifyPassword(admin.passwordHash, input.password);
    else await burnPasswordCheck(input.password);
    if (!admin || !ok) {
      await attempt.failed();
      await recordAudit(ctx.db, {
        adminId: admin?.id ?? null,
        adminEmail: email,
        entity: 'auth',
        entityId: '',
        action: 'login_failed',
        summary: `from ${ctx.ip}`,
      });
      throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.invalidCredentials });
    }
    await attempt.succeeded();
    const sessionId = randomUUID();
    const expiresAt = new Date(Date.now() + TOKEN_TTL_SECONDS * 1000);
    await createSession(ctx.db, { id: sessionId, adminId: admin.id, expiresAt });
    await recordAudit(ctx.db, {
      adminId: admin.id,
      adminEmail: admin.email,
      entity: 'auth',
      entityId: '',
      action: 'login',
      summary: `from ${ctx.ip}`,
    });
    const token = await signToken(ctx.jwtKey, { adminId: admin.id, sessionId }, expiresAt);
    return { token, admin: { email: admin.email }, expiresAt: expiresAt.toISOString() };
  }),

  logout: adminProcedure.mutation(async ({ ctx }) => {
    await revokeSession(ctx.db, ctx.session.sessionId);
    await ctx.audit('auth', '', 'logout');
  }),

  me: adminProcedure.query(({ ctx }): AdminProfile => ({ email: ctx.session.email })),

  changePassword: adminProcedure.input(ZChangePasswordInput).mutation(async ({ ctx, input }) => {
    const admin = await findAdminById(ctx.db, ctx.session.adminId);
    if (!admin || !(await verifyPassword(admin.passwordHash, input.currentPassword))) {
      throw badRequest(MESSAGES.currentPasswordIncorrect);
    }
    await setAdminPassword(ctx.db, admin.id, await hashPassword(input.newPassword));
    // Every other token of this admin stops working; the one in use stays valid.
    await revokeAdminSessions(ctx.db, admin.id, ctx.session.sessionId);
    await ctx.audit('auth', admin.id, 'password_changed');
  }),
};
