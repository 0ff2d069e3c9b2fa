// One chunk for the app a page needs before it can hydrate. Left to itself the bundler splits the
// modules main.tsx reaches into a chunk per set of lazy pages that share them (19 files on the home
// page), and a phone on a slow network fetches them six at a time, a round trip per wave. The admin
// and each page's own code stay lazy chunks: only what main.tsx imports statically is captured here.
import type { ChunkingContext } from 'rolldown';

type Group = {
  name: (id: string, ctx: ChunkingContext) => string | null;
  includeDependenciesRecursively: boolean;
};

/** Every module `from` reaches through static imports, itself included. */
function staticClosure(from: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A code-splitting group that captures every module `app` reaches through static imports, except what
 * the page's entry (`boot`) reaches: those stay with the entry, so it runs (holding early clicks) and
 * asks for the app without waiting for it. The chunk keeps the app's name (main-*.js), by which the
 * early-click tests hold the app back.
 */
export function firstLoadChunk(app: string, boot: string, name = 'main'): Group {
  let captured: Set<string> | null = null;
  return {
    // Left on, the group would also take what it captures needs from the entry (Vite's preload
    // helper), and the entry would import the app statically: it would wait for it before running.
    // Nothing is lost: what the group leaves out is the entry's, which is always there first.
    includeDependenciesRecursively: false,
    name: (id, ctx) => {
      if (!captured) {
        const entry = staticClosure(boot, ctx);
        captured = new Set([...staticClosure(app, ctx)].filter((m) => !entry.has(m)));
      }
      return captured.has(id) ? name : null;
    },
  };
}
