import { RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors';
import type { RateLimiters, RateLimits } from './rate-limits';

export type SignInAttempt = {
  /** The secret was right: the account-and-address counter starts over and the attempt is not a failure. */
  succeeded(): Promise<void>;
  /** The secret was wrong: the attempt stays counted, and the fifth in a row blocks the pair. */
  failed(): Promise<void>;
};

const pairKey = (account: string, ip: string) => `${account.toLowerCase()}|${ip}`;

/**
 * How long this process already knows a sign-in to this account from this address is refused
 * (0: not known to be), without touching the database. The server's sign-in gate uses it to answer
 * a flood against a blocked account before any routing or procedure runs.
 */
export function signInBlockedHereMs(limiters: RateLimiters, who: { account: string; ip: string }): number {
  return Math.max(
    limiters.signInBlockedHere.msLeft(pairKey(who.account, who.ip)),
    limiters.signInFailuresPerAddress.blockedHereMs(who.ip),
  );
}

/**
 * Whether this process knows of a block on sign-ins from this address: the address's own daily
 * block, or a blocked account-and-address pair of it. Only then is a sign-in's account worth
 * reading before routing (see the server's sign-in gate).
 */
export function signInBlockedFromHere(limiters: RateLimiters, ip: string): boolean {
  return (
    limiters.signInBlockedAddressesHere.msLeft(ip) > 0 ||
    limiters.signInFailuresPerAddress.blockedHereMs(ip) > 0
  );
}

/**
 * Sign-in brute-force limits (issue #11), counting failures, not successes:
 * - consecutive failures per account *and* address (5 by default), then a block of that pair that
 *   doubles with each further block in a day (1 minute, 2, 4, … up to an hour);
 * - failures per address per day over all accounts (100 by default).
 * An attack on one account from one address neither locks other accounts out of that address nor
 * the account's owner out of another address.
 *
 * The attempt is counted *before* the secret is checked and handed back on success, so a burst of
 * parallel guesses cannot all be checked before the first failure lands. Anything that checks a
 * sign-in secret uses this: the password today, a second-factor code later (begin, check the
 * code, then failed() or succeeded()). Throws a 429 carrying Retry-After when refused.
 */
export async function beginSignIn(
  limits: RateLimits,
  who: { account: string; ip: string },
): Promise<SignInAttempt> {
  const { limiters, onLimited } = limits;
  const { config } = limiters;
  const pair = pairKey(who.account, who.ip);
  const refuse = (ms: number) => {
    onLimited(Math.max(1, Math.ceil(ms / 1000)));
    return tooManyRequests();
  };

  // Refused here before: refused again without a database round trip, so a flood against a blocked
  // account or address costs about what /healthz does.
  const here = signInBlockedHereMs(limiters, who);
  if (here > 0) throw refuse(here);

  try {
    await limiters.signInFailuresPerAddress.consume(who.ip);
  } catch (err) {
    throw err instanceof RateLimiterRes ? refuse(err.msBeforeNext) : err;
  }
  // A block this process sets, or finds in the shared count (set by another instance, or here before
  // a restart), is remembered here, so the rest of a flood on this instance is refused at its gate.
  const rememberBlock = (ms: number) => {
    limiters.signInBlockedHere.remember(pair, ms);
    limiters.signInBlockedAddressesHere.extend(who.ip, ms);
  };
  let reserved: RateLimiterRes;
  try {
    reserved = await limiters.signInFailures.consume(pair);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    await limiters.signInFailuresPerAddress.reward(who.ip);
    // Over budget with no block set (the counter still runs to the end of its window, longer than
    // any block): one of a burst of parallel guesses, or the attempt that took the last try never
    // reported. Block for the shortest time; a failure reported later sets the real block, a
    // success lifts it. block() keeps the count over budget, so the rest of a burst stays refused.
    if (err.msBeforeNext > config.signInMaxBlockSeconds * 1000) {
      await limiters.signInFailures.block(pair, config.signInBlockSeconds);
      throw refuse(config.signInBlockSeconds * 1000);
    }
    rememberBlock(err.msBeforeNext);
    throw refuse(err.msBeforeNext);
  }

  return {
    async succeeded() {
      // A success lifts the pair's block here too: a parallel guess of the same burst may have set a
      // short one, which another attempt then found and this process remembered.
      limiters.signInBlockedHere.forget(pair);
      await Promise.all([
        limiters.signInFailures.delete(pair),
        limiters.signInBlockCount.delete(pair),
        limiters.signInFailuresPerAddress.reward(who.ip),
      ]);
    },
    async failed() {
      if (reserved.consumedPoints !== config.signInFailuresPerAccount) return;
      const blocks = await limiters.signInBlockCount.consume(pair);
      const seconds = Math.min(
        config.signInBlockSeconds * 2 ** (blocks.consumedPoints - 1),
        config.signInMaxBlockSeconds,
      );
      // The counter itself becomes the block: over budget until it expires, then counting afresh.
      await limiters.signInFailures.block(pair, seconds);
      rememberBlock(seconds * 1000);
    },
  };
}
