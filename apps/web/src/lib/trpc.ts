import type { AppRouter } from '@manovo/api';
import { createTRPCReact } from '@trpc/react-query';

/** Typed react-query hooks for every procedure (types only: no server code reaches the browser). */
export const trpc = createTRPCReact<AppRouter>();
