import { TRPCClientError } from '@trpc/client';
import { readField } from '../lib/read-field';

/**
 * The error the browser's client would have made of the same failure: its code under `data`, so a page
 * tells "not found" apart on both sides (and after the error went through JSON in the page).
 */
export function toClientError(err: unknown) {
  const message = err instanceof Error ? err.message : String(err);
  const code = readField(err, 'code');
  return TRPCClientError.from({
    error: {
      message,
      code: -32000,
      data: { code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR' },
    },
  });
}
