import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export type RateLimitConfig = {
  loginPerIp: number;
  loginPerAccount: number;
  loginWindowSeconds: number;
  formsPerIp: number;
  formsWindowSeconds: number;
};

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  loginPerIp: 20,
  loginPerAccount: 5,
  loginWindowSeconds: 15 * 60,
  formsPerIp: 5,
  formsWindowSeconds: 10 * 60,
};

// Kept inside the procedures (not the HTTP layer) so the tRPC and REST paths share one budget,
// and the per-account key needs the parsed body anyway.
export function createRateLimits(config: RateLimitConfig = DEFAULT_RATE_LIMITS) {
  const loginIp = new RateLimiterMemory({
    points: config.loginPerIp,
    duration: config.loginWindowSeconds,
    keyPrefix: 'li',
  });
  const loginAccount = new RateLimiterMemory({
    points: config.loginPerAccount,
    duration: config.loginWindowSeconds,
    keyPrefix: 'la',
  });
  const contact = new RateLimiterMemory({
    points: config.formsPerIp,
    duration: config.formsWindowSeconds,
    keyPrefix: 'c',
  });
  const apply = new RateLimiterMemory({
    points: config.formsPerIp,
    duration: config.formsWindowSeconds,
    keyPrefix: 'a',
  });
  return { loginIp, loginAccount, contact, apply };
}
export type RateLimits = ReturnType<typeof createRateLimits>;

/** True when the key still had budget; false when it is limited. */
export async function consume(limiter: RateLimiterMemory, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (err) {
    if (err instanceof RateLimiterRes) return false;
    throw err;
  }
}
