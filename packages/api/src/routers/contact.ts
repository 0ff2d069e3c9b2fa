import { createContactMessage } from '@manovo/db/queries';
import { ZContactInput } from '../schemas/inbox';
import { consume } from '../services/rate-limits';
import { publicProcedure, tooManyRequests } from '../trpc';

export const contactRouter = {
  send: publicProcedure.input(ZContactInput).mutation(async ({ ctx, input }) => {
    if (!(await consume(ctx.limits.contact, ctx.ip))) throw tooManyRequests();
    // Success is only answered after the row is committed.
    const row = await createContactMessage(ctx.db, input);
    return { id: row.id };
  }),
};
