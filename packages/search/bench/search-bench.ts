// npm run bench:search — the server search over a generated 10,000-document corpus,
// against a naive substring scan of the same corpus in the same run.
import { performance } from 'node:perf_hooks';
import { createSiteSearch, normalizeQuery, type SearchDocumentInput } from '../src/index';

const DOCS = 10_000;
const QUERIES = 200;
const ROUNDS = 5;

// Deterministic PRNG so every run searches the same corpus.
let seed = 42;
const rand = () => {
  seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;

const WORDS = [
  'articulating', 'laparoscopic', 'instrument', 'needle', 'holder', 'grasper', 'dissector', 'forceps', 'bipolar',
  'monopolar', 'scissors', 'spatula', 'hook', 'sealer', 'clip', 'applier', 'tenaculum', 'cobra', 'maryland',
  'fenestrated', 'suture', 'surgeon', 'hospital', 'training', 'resident', 'congress', 'reprocessing', 'sterile',
  'autoclave', 'ergonomic', 'handle', 'rotation', 'degrees', 'freedom', 'haptic', 'feedback', 'shaft', 'jaw',
  'cholecystectomy', 'hysterectomy', 'hernia', 'vault', 'closure', 'knot', 'drill', 'trainer', 'investment',
  'grant', 'clinical', 'evaluation', 'partner', 'distributor', 'demo', 'careers', 'engineer', 'quality',
] as const;
const TYPES = ['page', 'broadcast', 'career', 'video'] as const;
// A realistic vocabulary: the domain words plus ~4,000 generated terms (names, places, codes),
// so a query selects a small part of the corpus as on a real site.
const SYLLABLES = ['ka', 'lo', 'mi', 'ran', 'ta', 'vel', 'sur', 'dex', 'po', 'lin', 'ar', 'tic', 'no', 'vo', 'qua', 'zen'];
const EXTRA = Array.from({ length: 4000 }, () => Array.from({ length: 3 }, () => pick(SYLLABLES)).join(''));
const VOCAB = [...WORDS, ...EXTRA];

const sentence = (n: number) => Array.from({ length: n }, () => pick(VOCAB)).join(' ');
const corpus: SearchDocumentInput[] = Array.from({ length: DOCS }, (_, i) => ({
  id: `d${i}`,
  title: `${sentence(3)} ${i}`,
  text: sentence(40),
  path: `/item/${i}`,
  type: pick(TYPES),
}));
const queries = Array.from({ length: QUERIES }, (_, i) =>
  i % 4 === 0 ? pick(VOCAB).slice(1, 6) : i % 4 === 1 ? `${pick(WORDS)} ${pick(VOCAB)}` : pick(VOCAB),
);

/** The baseline a search box without an index would do: scan everything, title hits first. */
function naive(q: string, limit: number) {
  const needle = normalizeQuery(q);
  const titleHits: string[] = [];
  const textHits: string[] = [];
  for (const d of corpus) {
    if (d.title.toLowerCase().includes(needle)) titleHits.push(String(d.id));
    else if ((d.text ?? '').toLowerCase().includes(needle)) textHits.push(String(d.id));
  }
  return [...titleHits, ...textHits].slice(0, limit);
}

function measure(run: (q: string) => unknown) {
  for (const q of queries.slice(0, 20)) run(q); // warm-up
  const times: number[] = [];
  const started = performance.now();
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of queries) {
      const t0 = performance.now();
      run(q);
      times.push(performance.now() - t0);
    }
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  return { qps: (times.length / total) * 1000, p50: at(0.5), p95: at(0.95) };
}

global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const t0 = performance.now();
const index = createSiteSearch(corpus);
const buildMs = performance.now() - t0;
global.gc?.();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

const flex = measure((q) => index.search(q, { limit: 20 }));
const base = measure((q) => naive(q, 20));

const row = (name: string, r: { qps: number; p50: number; p95: number }) =>
  `${name.padEnd(22)} ${r.qps.toFixed(0).padStart(9)} ${r.p50.toFixed(3).padStart(9)} ${r.p95.toFixed(3).padStart(9)}`;
console.log(`corpus: ${DOCS} documents, ${QUERIES} queries x ${ROUNDS} rounds, limit 20`);
console.log(`index build: ${buildMs.toFixed(0)} ms, heap: ${heapMb.toFixed(1)} MB`);
console.log(`${'engine'.padEnd(22)} ${'q/s'.padStart(9)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)}`);
console.log(row('flexsearch (server)', flex));
console.log(row('naive substring scan', base));
console.log(`throughput ratio: ${(flex.qps / base.qps).toFixed(1)}x`);
