import { applyRouter } from './routers/apply';
import { auditRouter } from './routers/audit';
import { authRouter } from './routers/auth';
import { broadcastsRouter } from './routers/broadcasts';
import { careersRouter } from './routers/careers';
import { contactRouter } from './routers/contact';
import { ifuRouter } from './routers/ifu';
import { inboxFilesRouter, inboxRouter } from './routers/inbox';
import { previewRouter } from './routers/preview';
import {
  marketStatusesRouter,
  publicationsRouter,
  qualityCertificatesRouter,
  reprocessingRouter,
} from './routers/product-facts';
import { reviewRouter } from './routers/review';
import { searchRouter } from './routers/search';
import { subcategoriesRouter } from './routers/subcategories';
import { testimonialsRouter } from './routers/testimonials';
import { translationsRouter } from './routers/translations';
import { versionsRouter } from './routers/versions';
import { videosRouter } from './routers/videos';
import { createCallerFactory, createTRPCRouter, mergeRouters } from './trpc';

/** Everything the browser may call over /api/trpc. */
export const appRouter = createTRPCRouter({
  auth: authRouter,
  videos: videosRouter,
  subcategories: subcategoriesRouter,
  careers: careersRouter,
  broadcasts: broadcastsRouter,
  testimonials: testimonialsRouter,
  ifu: ifuRouter,
  // Router names are the kinds' (the site cache finds each one's tables by it).
  marketStatuses: marketStatusesRouter,
  qualityCertificates: qualityCertificatesRouter,
  reprocessing: reprocessingRouter,
  publications: publicationsRouter,
  contact: contactRouter,
  // 'apply' is reserved by tRPC routers, hence 'application'.
  application: applyRouter,
  inbox: inboxRouter,
  search: searchRouter,
  audit: auditRouter,
  versions: versionsRouter,
  preview: previewRouter,
  review: reviewRouter,
  translations: translationsRouter,
});
export type AppRouter = typeof appRouter;

/**
 * The app router plus the procedures that answer with bytes (downloads). Only the server calls these,
 * through createServerCaller (the REST adapter's download routes); /api/trpc never exposes them.
 */
export const serverRouter = mergeRouters(appRouter, createTRPCRouter({ files: { ...inboxFilesRouter } }));

export const createCaller = createCallerFactory(appRouter);
export const createServerCaller = createCallerFactory(serverRouter);
