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
import { ZChangePasswordRequestSchema, ZLoginRequestSchema } from '../schemas/auth';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../services/passwords';
import { consume } from '../services/rate-limits';
import { signToken, TOKEN_TTL_SECONDS } from '../services/tokens';
import { adminProcedure, badRequest, publicProcedure, tooManyRequests } from '../trpc';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export const authRouter = {
  login: publicProcedure.input(ZLoginRequestSchema).mutation(async ({ ctx, input }) => {
    const email = input.email.toLowerCase();
    if (!(await consume(ctx.limits.loginIp, ctx.ip)) || !(await consume(ctx.limits.loginAccount, email))) {
      throw tooManyRequests();
    }
    const admin = await findAdminByEmail(ctx.db, email);
    let ok = false;
    if (admin) ok = await verifyPassword(admin.passwordHash, input.password);
    else await burnPasswordCheck(input.password);
    if (!admin || !ok) {
      await recordAudit(ctx.db, {
        adminId: admin?.id ?? null,
        adminEmail: email,
        entity: 'auth',
        entityId: '',
        action: 'login_failed',
        summary: `from ${ctx.ip}`,
      });
      throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
    }
    await ctx.limits.loginAccount.delete(email);
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
    return { token, admin: { email: admin.email }, expires_at: expiresAt.toISOString() };
  }),

  logout: adminProcedure.mutation(async ({ ctx }) => {
    await revokeSession(ctx.db, ctx.session.sessionId);
    await ctx.audit('auth', '', 'logout');
    return { ok: true as const };
  }),

  me: adminProcedure.query(({ ctx }) => ({ admin: { email: ctx.session.email } })),

  changePassword: adminProcedure.input(ZChangePasswordRequestSchema).mutation(async ({ ctx, input }) => {
    const admin = await findAdminById(ctx.db, ctx.session.adminId);
    if (!admin || !(await verifyPassword(admin.passwordHash, input.current_password))) {
      throw badRequest('Current password is incorrect');
    }
    await setAdminPassword(ctx.db, admin.id, await hashPassword(input.new_password));
    // Every other token of this admin stops working; the one in use stays valid.
    await revokeAdminSessions(ctx.db, admin.id, ctx.session.sessionId);
    await ctx.audit('auth', admin.id, 'password_changed');
    return { ok: true as const };
  }),
};
