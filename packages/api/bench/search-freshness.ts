// How long the first search after an admin write waits for the index to catch up: a full rebuild
// (what a sub-category rename or a due schedule still triggers) against re-reading the one item
// that changed (what every video, career and broadcast write now does). Embedded PGlite, one run,
// so compare the ratio, not the absolute times.
import { updateVideo } from '@manovo/db/queries';
import { careers, videos } from '@manovo/db/schema';
import { createTestDb } from '@manovo/db/testing';
import { createSearchService } from '../src/services/site-search';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 3000);
const ROUNDS = 20;

const words = ['articulating', 'grasper', 'dissector', 'needle', 'holder', 'suture', 'hernia', 'bariatric'];
const sentence = (i: number) =>
  Array.from({ length: 40 }, (_, k) => words[(i * 7 + k * 3) % words.length]).join(' ');

/** What every stored item shares: a title, published, and a description the search finds words in. */
const published = (title: string, i: number) => ({
  title,
  status: 'published' as const,
  description: sentence(i),
});

const handle = await createTestDb();
try {
  const db = handle.db;
  for (let start = 0; start < ITEMS; start += 500) {
    const batch = Array.from({ length: Math.min(500, ITEMS - start) }, (_, k) => start + k);
    await db
      .insert(videos)
      .values(batch.map((i) => ({ ...published(`Video ${i}`, i), topCategory: 'training' as const })));
    await db
      .insert(careers)
      .values(batch.map((i) => ({ ...published(`Role ${i}`, i), category: 'fulltime' as const })));
  }
  const service = createSearchService(db);
  await service.search('warm up', { limit: 10 });

  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const time = async (mark: (round: number) => void) => {
    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await updateVideo(db, round + 1, { title: `Video edited ${round}` });
      mark(round);
      const t0 = performance.now();
      await service.search('grasper', { limit: 10 });
      samples.push(performance.now() - t0);
    }
    return median(samples);
  };
  const full = await time(() => service.markStale());
  const incremental = await time((round) => service.markChanged('video', round + 1));

  const last = await service.search(`video edited ${ROUNDS - 1}`, { limit: 1 });
  if (last[0]?.title !== `Video edited ${ROUNDS - 1}`) throw new Error('the index missed the last edit');

  console.log(
    `documents ${ITEMS * 2} (videos + careers), ${ROUNDS} writes each way, median of the first search after a write`,
  );
  console.log(`full rebuild      ${full.toFixed(1)} ms`);
  console.log(`one item re-read  ${incremental.toFixed(2)} ms`);
  console.log(`incremental is ${(full / incremental).toFixed(0)}x faster`);
} finally {
  await handle.close();
}
