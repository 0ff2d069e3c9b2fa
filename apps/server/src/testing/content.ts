import { slugOf } from '@manovo/api/domain';
import { createBroadcast, createCareer } from '@manovo/db/queries';

type Db = Parameters<typeof createBroadcast>[0];

/** A news item stored straight in the database (published unless told), and its page's path. */
export async function storeNews(db: Db, fields: Omit<Parameters<typeof createBroadcast>[1], 'kind'>) {
  const item = await createBroadcast(db, { kind: 'news', status: 'published', ...fields });
  return { item, path: `/news/${item.id}-${slugOf(item.title)}` };
}

/** A job stored straight in the database (published unless told), and its page's path. */
export async function storeJob(db: Db, fields: Parameters<typeof createCareer>[1]) {
  const job = await createCareer(db, { status: 'published', ...fields });
  return { job, path: `/careers/${job.id}-${slugOf(job.title)}` };
}
