import { CHANGE_CHANNEL, type DbHandle, parseChange } from '@manovo/db';
import {
  currentIfuRevisions,
  type Database,
  findIfuDocumentOfRevision,
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

/**
 * Each instance is told of every IFU revision published or withdrawn, by any instance (the change
 * feed's NOTIFY on ifu_revisions, sent on commit), and takes it in at once in the background: its
 * index learns the device's current revision per language, and a published revision's PDF is copied
 * to its local store. So a PDF published on one instance stays downloadable from every other one
 * while the database is unreachable, even if that one never served it (Regulation (EU) 2021/2226:
 * the IFU must stay available). One revision at a time, so a burst of uploads is fetched a piece at
 * a time rather than all at once. A notification missed while the listening connection was down is
 * made up for when the revision is first served, as before. Resolves to a stop function.
 */
export async function followIfuPublications(opts: {
  db: Database;
  listen: DbHandle['listen'];
  files: IfuFiles;
  log?: Log;
}): Promise<() => Promise<void>> {
  const queue = new Set<number>();
  let running: Promise<void> | null = null;
  let stopped = false;

  const takeIn = async (revisionId: number) => {
    const doc = await findIfuDocumentOfRevision(opts.db, revisionId);
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

  const work = async () => {
    while (queue.size > 0 && !stopped) {
      const id = queue.values().next().value as number;
      queue.delete(id);
      try {
        await takeIn(id);
      } catch (err) {
        opts.log?.warn({ err, revisionId: id }, 'could not keep a copy of a published IFU revision');
      }
    }
    running = null;
  };

  const unlisten = await opts.listen(CHANGE_CHANNEL, (payload) => {
    const change = parseChange(payload);
    if (change?.table !== 'ifu_revisions' || stopped) return;
    queue.add(change.id);
    running ??= work();
  });

  return async () => {
    stopped = true;
    await unlisten().catch(() => {});
    await running;
  };
}
