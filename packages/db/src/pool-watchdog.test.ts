import { describe, expect, it } from 'vitest';
import { createPoolWatchdog } from './pool-watchdog';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A watchdog over a pretend pool: whether the server answers a new connection, and whether the pool does. */
function watched(world: { serverUp: boolean; poolWorks: boolean }) {
  const logged: string[] = [];
  let replaced = 0;
  const watchdog = createPoolWatchdog({
    afterMs: 40,
    intervalMs: 10,
    probe: async () => {
      if (!world.serverUp) throw new Error('connect timeout');
    },
    trial: async () => {
      if (!world.poolWorks) throw new Error('connection wait');
    },
    replace: async () => {
      replaced++;
      world.poolWorks = true;
    },
    log: { warn: (_obj, msg) => logged.push(msg) },
  });
  return { watchdog, logged, replaced: () => replaced };
}

describe('the pool watchdog', () => {
  it('replaces a pool that keeps failing while a new connection works, and says so once', async () => {
    const w = watched({ serverUp: true, poolWorks: false });
    for (let i = 0; i < 10; i++) {
      w.watchdog.failed();
      await sleep(15);
    }
    await sleep(100);
    expect(w.replaced()).toBe(1);
    expect(w.logged).toHaveLength(1);
    expect(w.logged[0]).toMatch(
      /^database pool replaced: its connections failed for \d+ ms while a new connection worked$/,
    );
    w.watchdog.stop();
  });

  it('leaves the pool alone during an outage, and replaces it once the server answers again', async () => {
    const world = { serverUp: false, poolWorks: false };
    const w = watched(world);
    w.watchdog.failed();
    await sleep(150);
    expect(w.replaced()).toBe(0);
    world.serverUp = true;
    await sleep(100);
    expect(w.replaced()).toBe(1);
    w.watchdog.stop();
  });

  it('leaves a pool that answers its trial, or that has a success since its failures', async () => {
    const sound = watched({ serverUp: true, poolWorks: true });
    sound.watchdog.failed();
    await sleep(150);
    expect(sound.replaced()).toBe(0);
    sound.watchdog.stop();

    const recovered = watched({ serverUp: true, poolWorks: false });
    recovered.watchdog.failed();
    await sleep(20);
    recovered.watchdog.succeeded();
    await sleep(150);
    expect(recovered.replaced()).toBe(0);
    expect(recovered.logged).toEqual([]);
    recovered.watchdog.stop();
  });
});
