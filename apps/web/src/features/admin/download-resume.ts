import type { JobApplication } from '@manovo/api/domain';
import { fetchApi, sessionHeaders } from '../../lib/api-client';
import { saveBlob } from './utils';

/** The REST adapter's `{error}` text, else 'HTTP {status}' (docs/product.md §8's generic admin error). */
async function responseError(res: Response): Promise<string> {
  try {
    const body: unknown = await res.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string')
      return body.error;
  } catch {
    // Not JSON: the status says enough.
  }
  return `HTTP ${res.status}`;
}

/**
 * A resume is bytes, not JSON, so it is not a tRPC call: the browser fetches the application's resumeUrl
 * (admin only, never under the public /uploads) with the session cookie and saves what comes back.
 */
export async function downloadResume(application: Pick<JobApplication, 'resumeUrl' | 'resumeName'>) {
  const res = await fetchApi(application.resumeUrl, { headers: sessionHeaders(), cache: 'no-store' });
  if (!res.ok) throw new Error(await responseError(res));
  saveBlob(await res.blob(), application.resumeName || 'resume.pdf');
}
