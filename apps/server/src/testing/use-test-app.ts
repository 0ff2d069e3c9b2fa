import { afterAll, beforeAll } from 'vitest';
import { loadSourceRenderer } from './renderer';
import { auth, createTestApp, multipart, type TestApp, type TestAppOptions } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Files = Parameters<typeof multipart>[1];

export interface UseTestAppOptions extends TestAppOptions {
  /** Sign the admin in once: `h` then carries its bearer token. */
  signedIn?: boolean;
  /** Render the public pages with the web app's source (no build needed). */
  rendered?: boolean;
  /** More set-up on the running app, before the first test (seed content, add a constraint…). */
  setUp?: (t: TestApp) => Promise<unknown>;
}

/**
 * One app for the whole test file, started before its first test and closed after its last (which also
 * fails the file on any answer the OpenAPI document does not describe). `t` and `h` are filled in place
 * when the app is up, so the file's own request helpers can close over them at module level.
 */
export function useTestApp(opts: UseTestAppOptions = {}) {
  const t = {} as TestApp;
  const h: Record<string, string> = {};
  beforeAll(async () => {
    const { signedIn, rendered, setUp, ...appOptions } = opts;
    if (rendered) appOptions.renderer = await loadSourceRenderer();
    Object.assign(t, await createTestApp(appOptions));
    if (signedIn) Object.assign(h, auth(await t.login()));
    await setUp?.(t);
  });
  afterAll(() => t.close());

  return {
    t,
    h,
    /** A JSON call to the REST door (`/api/admin` + path), as the signed-in admin unless told otherwise. */
    rest: (method: Method, path: string, payload?: object, headers = h) =>
      t.app.inject({ method, url: `/api/admin${path}`, headers, ...(payload && { payload }) }),
    /** A multipart/form-data request to `url`, as the signed-in admin unless told otherwise. */
    sendForm: (
      method: Method,
      url: string,
      fields: Record<string, string>,
      files: Files = {},
      headers = h,
    ) => {
      const body = multipart(fields, files);
      return t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
    },
  };
}
