import { afterAll, beforeAll } from 'vitest';
import { createCaller } from '../root';
import type { ApiContext } from '../trpc';
import { createTestApi, type TestApi, type TestApiOptions } from './test-api';

/**
 * One test API for the whole test file, on its own database, closed after the last test; `staff` is a
 * caller as the signed-in admin. Both exist from the start, so module-level helpers can close over them:
 * `api` is filled in place and tRPC asks `staff` for its context on each call, by which time the admin
 * has signed in.
 */
export function useTestApi({ signIn = true, ...opts }: TestApiOptions & { signIn?: boolean } = {}) {
  const api = {} as TestApi;
  let staffContext: ApiContext | undefined;
  beforeAll(async () => {
    Object.assign(api, await createTestApi(opts));
    // Off where the file tests signing in itself: a sign-in of its own would count.
    if (signIn) staffContext = api.context(await api.signIn());
  });
  afterAll(() => api.close());

  const staff = createCaller(() => {
    if (!staffContext) throw new Error('staff called before the admin signed in');
    return staffContext;
  });
  return { api, staff };
}
