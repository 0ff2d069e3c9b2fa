// One chunk for the app a page needs before it can hydrate. Left to itself the bundler splits the
// modules main.tsx reaches into a chunk per set of lazy pages that share them (19 on the home page),
// and a phone on a slow network fetches them six at a time, a round trip per wave. The admin and each
// page's own code stay lazy chunks: only what main.tsx imports statically is captured here.
import type { ChunkingContext } from 'rolldown';

type Group = { name: (id: string, ctx: ChunkingContext) => string | null };

/**
 * A code-splitting group that captures every module `entry` reaches through static imports. The chunk
 * keeps the entry module's name (main-*.js), by which the early-click tests hold the app back.
 */
export function firstLoadChunk(entry: string, name = 'main'): Group {
  let reached: Set<string> | null = null;
  const walk = (ctx: ChunkingContext) => {
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return {
    name: (id, ctx) => {
      reached ??= walk(ctx);
      return reached.has(id) ? name : null;
    },
  };
}
