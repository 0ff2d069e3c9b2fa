import { CHANGE_CHANNEL, type DbHandle, parseChange } from '@manovo/db';
import {
  currentIfuRevisions,
  type Database,
  findIfuDocumentOfRevision,
  findIfuDocuments,
  type IfuDocumentWithRevisions,
  type IfuRevisionRow,
} from '@manovo/db/queries';
import type { IfuFileMeta, IfuFiles } from './ifu-files';

type Log = { warn(obj: object, msg: string): void };

const metaOf = (r: IfuRevisionRow): IfuFileMeta => ({
  fileKey: r.fileKey,
  sha256: r.sha256,
  size: r.size,
  revision: r.revision,
});

/** A revision waiting to be taken in: its failed attempts so far, and its device if just read. */
type Queued = { failures: number; doc?: IfuDocumentWithRevisions };

/** A revision that could not be taken in (the database or the disk failed) is tried again after these waits. */
const RETRY_DELAYS_MS = [250, 500, 1000, 2000, 4000, 8000, 15_000] as const;

/**
 * Each instance is told of every IFU revision published or withdrawn, by any instance (the change
 * feed's NOTIFY on ifu_revisions, sent on commit), and takes it in at once in the background: its
 * index learns the device's current revision per language, and a published revision's PDF is copied
 * to its local store. So a PDF published on one instance stays downloadable from every other one
 * while the database is unreachable, even if that one never served it (Regulation (EU) 2021/2226:
 * the IFU must stay available). One revision at a time, so a burst of uploads is fetched a piece at
 * a time rather than all at once.
 *
 * Two gaps are closed here rather than left to the first request for the revision: a notification
 * sent while the listening connection was down is lost, so on every re-connect each public revision
 * is taken in again (what is already copied costs a stat); and a revision whose taking-in fails (the
 * pool is still coming back after an outage) is tried again after a growing wait instead of dropped.
 * Resolves to a stop function.
 */
export async function followIfuPublications(opts: {
  db: Database;
  listen: DbHandle['listen'];
  files: IfuFiles;
  log?: Log;
  retryDelaysMs?: readonly number[];
}): Promise<() => Promise<void>> {
  const retryDelays = opts.retryDelaysMs ?? RETRY_DELAYS_MS;
  // Revision id → failed attempts so far, and its device when the catch-up has just read it (a
  // notification or a retry reads it afresh).
  const queue = new Map<number, Queued>();
  const timers = new Set<NodeJS.Timeout>();
  let running: Promise<void> | null = null;
  let stopped = false;
  let connectedBefore = false;

  const takeIn = async (revisionId: number, known?: IfuDocumentWithRevisions) => {
    const doc = known ?? (await findIfuDocumentOfRevision(opts.db, revisionId));
    const rev = doc?.revisions.find((r) => r.id === revisionId);
    if (!doc || !rev) return;
    const current = currentIfuRevisions(doc.revisions).find((r) => r.lang === rev.lang);
    if (rev.status === 'published') {
      await opts.files.keep(metaOf(rev));
      await opts.files.remember(doc.ref, rev.lang, metaOf(rev), rev.id === current?.id);
    }
    // A withdrawal moves the language's current revision back to the one before, or leaves none.
    if (current) await opts.files.remember(doc.ref, rev.lang, metaOf(current), true);
    else await opts.files.forgetCurrent(doc.ref, rev.lang);
  };

  const later = (ms: number, fn: () => void) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) fn();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const enqueue = (revisionId: number, failures = 0, doc?: IfuDocumentWithRevisions) => {
    if (stopped) return;
    queue.set(revisionId, { failures: Math.max(failures, queue.get(revisionId)?.failures ?? 0), doc });
    running ??= work();
  };

  const work = async () => {
    while (queue.size > 0 && !stopped) {
      const [id, { failures, doc }] = queue.entries().next().value as [number, Queued];
      queue.delete(id);
      try {
        await takeIn(id, doc);
      } catch (err) {
        const wait = retryDelays[failures];
        opts.log?.warn(
          { err, revisionId: id, retryInMs: wait ?? null },
          'could not keep a copy of a published IFU revision',
        );
        if (wait !== undefined) later(wait, () => enqueue(id, failures + 1));
      }
    }
    running = null;
  };

  /** Every public revision, as if each had just been announced (after a re-connect); tried again like one. */
  const catchUp = async (failures = 0): Promise<void> => {
    try {
      const docs = await findIfuDocuments(opts.db, { publicOnly: true });
      for (const doc of docs) for (const rev of doc.revisions) enqueue(rev.id, 0, doc);
    } catch (err) {
      const wait = retryDelays[failures];
      opts.log?.warn({ err, retryInMs: wait ?? null }, 'could not list the IFU revisions to catch up on');
      if (wait !== undefined) later(wait, () => void catchUp(failures + 1));
    }
  };

  const unlisten = await opts.listen(
    CHANGE_CHANNEL,
    (payload) => {
      const change = parseChange(payload);
      if (change?.table !== 'ifu_revisions') return;
      enqueue(change.id);
    },
    () => {
      // The first connection is the start: what was published before it is taken in when first served.
      if (connectedBefore && !stopped) void catchUp();
      connectedBefore = true;
    },
  );

  return async () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    await unlisten().catch(() => {});
    await running;
  };
}
