import { CHANGE_CHANNEL, type Change, type DbHandle, parseChange } from '@manovo/db';
import { type Database, findNextScheduledPublish } from '@manovo/db/queries';
import type { SiteCache } from './site-cache';
import type { SearchContentKind, SearchService } from './site-search';

const SEARCH_KIND: Partial<Record<Change['table'], SearchContentKind>> = {
  broadcasts: 'broadcast',
  careers: 'career',
  videos: 'video',
};
// Past this many changes in one burst (an import, a seed) one rebuild beats item-by-item updates.
const REBUILD_OVER = 200;
// setTimeout's longest delay; a later schedule is re-checked when this one fires.
const MAX_DELAY_MS = 2 ** 31 - 1;

type Log = { warn(obj: object, msg: string): void };

/**
 * One listener per process for the content tables' change notifications (database triggers NOTIFY
 * on commit, from any process, the admin CLI or psql alike). Each burst drops the cached public
 * reads of the tables it touched and tells the search index which items to re-read; a sub-category
 * change rebuilds the index, since it renames videos. When the listening connection comes back after
 * a drop, notifications may have been missed, so everything is dropped and rebuilt. A scheduled
 * broadcast coming due changes no row: a timer set for the next publish time drops the broadcast
 * lists then. Resolves to a stop function.
 */
export async function startChangeFeed(opts: {
  db: Database;
  listen: DbHandle['listen'];
  cache: SiteCache;
  search: SearchService;
  log?: Log;
}): Promise<() => Promise<void>> {
  const { cache, search } = opts;
  let pending: Change[] = [];
  let flushing = false;
  let dueTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  const scheduleDue = async () => {
    try {
      const next = await findNextScheduledPublish(opts.db);
      clearTimeout(dueTimer);
      if (!next || stopped) return;
      const delay = Math.min(Math.max(next.getTime() - Date.now(), 0) + 50, MAX_DELAY_MS);
      dueTimer = setTimeout(() => {
        cache.invalidate(['broadcasts']);
        void scheduleDue();
      }, delay);
      dueTimer.unref();
    } catch (err) {
      opts.log?.warn({ err }, 'could not read the next scheduled publish time');
    }
  };

  const flush = () => {
    flushing = false;
    const changes = pending;
    pending = [];
    cache.invalidate([...new Set(changes.map((c) => c.table))]);
    // A translation's row names itself, not its item: the index is rebuilt (translations change rarely).
    const manyItems = (c: { table: string }) =>
      c.table === 'video_subcategories' || c.table === 'content_translations';
    if (changes.length > REBUILD_OVER || changes.some(manyItems)) {
      search.markStale();
    } else {
      for (const c of changes) {
        const kind = SEARCH_KIND[c.table];
        if (kind) search.markChanged(kind, c.id);
      }
    }
    if (changes.some((c) => c.table === 'broadcasts')) void scheduleDue();
  };

  const unlisten = await opts.listen(
    CHANGE_CHANNEL,
    (payload) => {
      const change = parseChange(payload);
      if (!change) return;
      pending.push(change);
      // Notifications of one commit arrive together: handle them as one burst.
      if (!flushing) {
        flushing = true;
        setImmediate(flush);
      }
    },
    () => {
      cache.clear();
      search.markStale();
      void scheduleDue();
    },
  );

  return async () => {
    stopped = true;
    clearTimeout(dueTimer);
    // The database may already be gone (closed first, or an outage): nothing left to stop then.
    await unlisten().catch(() => {});
  };
}
