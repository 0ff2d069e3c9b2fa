import { applyRouter } from './routers/apply';
import { auditRouter } from './routers/audit';
import { authRouter } from './routers/auth';
import { broadcastsRouter } from './routers/broadcasts';
import { careersRouter } from './routers/careers';
import { contactRouter } from './routers/contact';
import { inboxRouter } from './routers/inbox';
import { searchRouter } from './routers/search';
import { subcategoriesRouter } from './routers/subcategories';
import { testimonialsRouter } from './routers/testimonials';
import { videosRouter } from './routers/videos';
import { createCallerFactory, createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  auth: authRouter,
  videos: videosRouter,
  subcategories: subcategoriesRouter,
  careers: careersRouter,
  broadcasts: broadcastsRouter,
  testimonials: testimonialsRouter,
  contact: contactRouter,
  // 'apply' is reserved by tRPC routers, hence 'application'.
  application: applyRouter,
  inbox: inboxRouter,
  search: searchRouter,
  audit: auditRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
