import type { AppRouter } from '@manovo/api';
import type { inferRouterOutputs } from '@trpc/server';

type Out = inferRouterOutputs<AppRouter>;
export type AdminVideo = Out['videos']['list']['items'][number];
export type AdminCareer = Out['careers']['list']['items'][number];
export type AdminBroadcast = Out['broadcasts']['list']['items'][number];
export type AdminTestimonial = Out['testimonials']['list']['items'][number];
export type AdminMessage = Out['inbox']['messages']['items'][number];
export type AdminApplication = Out['inbox']['applications']['items'][number];
