// npm run bench:search: createSiteSearch over a generated 10,000-document corpus against a naive
// substring scan of the same corpus, in the same process. Targets: p95 < 2 ms, >= 20x throughput.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createSiteSearch, DEFAULT_LIMIT, normalizeQuery, type SearchDocumentInput } from '../src/index';

const DOCS = 10_000;
const ROUNDS = 5;
const TARGET_P95_MS = 2;
const TARGET_RATIO = 20;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

// A fixed LCG, so every run builds the same corpus and asks the same queries.
let seed = 20_250_101;
const rand = () => {
  seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
  return seed / 2 ** 32;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
const capitalise = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const list = (items: string) => items.split(',').map((s) => s.trim());

const INSTRUMENTS = list(`forceps, dissector, grasper, scissors, needle holder, clip applier, spatula, hook,
  vessel sealer, tenaculum, trocar, cannula, stapler, retractor, laparoscope, electrode, suction irrigator,
  specimen bag, knot pusher, uterine manipulator`);
const QUALITIES = list(`bipolar, monopolar, fenestrated, precise, articulating, reusable, sterile, ergonomic,
  curved, atraumatic, insulated, robotic, modular, compact, maryland, cobra, blunt, rotating, single-use,
  autoclavable`);
const PROCEDURES = list(`cholecystectomy, hysterectomy, appendectomy, hernia repair, colectomy, nephrectomy,
  prostatectomy, bariatric surgery, gastrectomy, fundoplication, myomectomy, adrenalectomy, splenectomy,
  sacrocolpopexy, lobectomy, pyeloplasty`);
const ANATOMY =
  list(`gallbladder, uterus, colon, kidney, liver, stomach, bowel, ovary, pelvis, abdomen, bladder,
  oesophagus, pancreas, spleen, lung, ureter`);
const COMPANY =
  list(`investment, grant, partnership, distributor, hospital, clinic, congress, workshop, training,
  residency, certification, quality, regulatory, approval, manufacturing, supply, engineering, careers,
  internship, launch, milestone, incubation, investor, journal, publication, conference, webinar,
  demonstration, evaluation, procurement`);
const VERBS = list('improves, reduces, supports, enables, simplifies, extends, protects, delivers, shortens');
const OUTCOMES = list(`operating time, blood loss, tissue trauma, hand fatigue, learning curve, recovery time,
  instrument cost, setup time, visibility, grip strength`);
const SYLLABLES = list('ka, lo, mi, ran, ta, vel, sur, dex, po, lin, ar, vi, no, sha, ri');
const TYPES = list('page, broadcast, career, video, publication');

// The long tail of a real site: people, places and product codes that appear only a few times.
const coin = () =>
  capitalise(Array.from({ length: 2 + Math.floor(rand() * 2) }, () => pick(SYLLABLES)).join(''));
const PEOPLE = Array.from({ length: 600 }, () => `Dr ${coin()} ${coin()}`);
const PLACES = Array.from({ length: 300 }, coin);
const CODES = Array.from({ length: 500 }, () => `MV-${1000 + Math.floor(rand() * 9000)}`);

const SENTENCES = [
  () =>
    `The ${pick(QUALITIES)} ${pick(INSTRUMENTS)} ${pick(VERBS)} ${pick(OUTCOMES)} in ${pick(PROCEDURES)}.`,
  () =>
    `${pick(PEOPLE)} used the ${pick(INSTRUMENTS)} in a ${pick(PROCEDURES)} at ${pick(PLACES)} ${pick(COMPANY)}.`,
  () =>
    `Our ${pick(COMPANY)} team in ${pick(PLACES)} ${pick(VERBS)} ${pick(COMPANY)} for ${pick(ANATOMY)} surgery.`,
  () =>
    `Item ${pick(CODES)} has a ${pick(QUALITIES)} jaw of 18 mm and a ${pick(['25', '36', '45'])} cm shaft.`,
  () => `A study of ${10 + Math.floor(rand() * 400)} patients shows it ${pick(VERBS)} ${pick(OUTCOMES)}.`,
  () => `Surgeons reach the ${pick(ANATOMY)} with a ${pick(QUALITIES)} ${pick(INSTRUMENTS)}.`,
  () => `The ${pick(COMPANY)} with ${pick(PLACES)} ${pick(COMPANY)} was announced at the ${pick(COMPANY)}.`,
];
const TITLES = [
  () => `${capitalise(pick(QUALITIES))} ${capitalise(pick(INSTRUMENTS))} ${pick(CODES)}`,
  () => `${capitalise(pick(PROCEDURES))} with the ${pick(QUALITIES)} ${pick(INSTRUMENTS)}`,
  () => `${capitalise(pick(COMPANY))} news from ${pick(PLACES)}`,
  () => `${capitalise(pick(COMPANY))}: ${pick(PEOPLE)} on ${pick(PROCEDURES)}`,
];
const paragraph = () => Array.from({ length: 3 + Math.floor(rand() * 3) }, () => pick(SENTENCES)()).join(' ');

const corpus: SearchDocumentInput[] = Array.from({ length: DOCS }, (_, i) => ({
  id: `d${i}`,
  title: pick(TITLES)(),
  text: paragraph(),
  path: `/item/${i}`,
  type: pick(TYPES),
}));

/** 200 fixed queries shaped like a search log, zero-result queries included. */
function buildQueries(): { kind: string; q: string }[] {
  const terms = [...INSTRUMENTS, ...QUALITIES, ...PROCEDURES, ...ANATOMY, ...COMPANY];
  const longWords = terms.flatMap((t) => t.split(/[^a-z]+/)).filter((w) => w.length >= 7);
  const out: { kind: string; q: string }[] = [];
  const add = (kind: string, n: number, make: () => string) => {
    for (let i = 0; i < n; i++) out.push({ kind, q: make() });
  };
  add('word', 60, () => pick(terms));
  add('inside a word', 30, () => {
    const w = pick(longWords);
    const start = 1 + Math.floor(rand() * (w.length - 5));
    return w.slice(start, start + 3 + Math.floor(rand() * 2));
  });
  add('title phrase', 30, () => {
    const words = pick(corpus).title.split(' ');
    const at = Math.floor(rand() * (words.length - 1));
    return words.slice(at, at + 2).join(' ');
  });
  add('mixed case', 20, () => `  ${pick(QUALITIES).toUpperCase()} ${capitalise(pick(INSTRUMENTS))} `);
  add('long tail', 20, () => (rand() < 0.5 ? pick(PEOPLE).split(' ')[2]! : pick(CODES).slice(0, 6)));
  add('last-word retry', 20, () => `xq${pick(SYLLABLES)}zz ${pick(terms)}`);
  add(
    'no match',
    20,
    () => `${pick(['zyx', 'qwv', 'jjk', 'fff', 'wq'])}${pick(SYLLABLES)}${Math.floor(rand() * 90)}`,
  );
  return out;
}
const queries = buildQueries();

// The baselines scan title and text of every document for the lowercased query, title hits first.
// "naive" lowercases each document on every query, as a search box without an index does;
// "naive, pre-lowercased" lowercases the corpus once beforehand and is the stricter comparison.
function naiveSearch(query: string, limit: number): string[] {
  const needle = normalizeQuery(query);
  if (!needle) return [];
  const titleHits: string[] = [];
  const textHits: string[] = [];
  for (const d of corpus) {
    if (d.title.toLowerCase().includes(needle)) titleHits.push(String(d.id));
    else if ((d.text ?? '').toLowerCase().includes(needle)) textHits.push(String(d.id));
  }
  return titleHits.concat(textHits).slice(0, limit);
}
const lowered = corpus.map((d) => ({
  id: String(d.id),
  title: d.title.toLowerCase(),
  text: (d.text ?? '').toLowerCase(),
}));
function loweredSearch(query: string, limit: number): string[] {
  const needle = normalizeQuery(query);
  if (!needle) return [];
  const titleHits: string[] = [];
  const textHits: string[] = [];
  for (const d of lowered) {
    if (d.title.includes(needle)) titleHits.push(d.id);
    else if (d.text.includes(needle)) textHits.push(d.id);
  }
  return titleHits.concat(textHits).slice(0, limit);
}

type Measured = { qps: number; p50: number; p95: number; p99: number };

/** Rounds alternate between the engines, so load from other processes on the machine hits them alike. */
function measure(engines: Record<string, (q: string) => unknown>): Record<string, Measured> {
  const times: Record<string, number[]> = {};
  for (const [name, run] of Object.entries(engines)) {
    times[name] = [];
    for (const { q } of queries) run(q); // untimed warm-up
  }
  for (let r = 0; r < ROUNDS; r++) {
    for (const [name, run] of Object.entries(engines)) {
      for (const { q } of queries) {
        const t0 = performance.now();
        run(q);
        times[name]!.push(performance.now() - t0);
      }
    }
  }
  const out: Record<string, Measured> = {};
  for (const [name, list] of Object.entries(times)) {
    const total = list.reduce((a, b) => a + b, 0);
    list.sort((a, b) => a - b);
    const at = (p: number) => list[Math.min(list.length - 1, Math.floor(p * list.length))] ?? 0;
    out[name] = { qps: (list.length / total) * 1000, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
  }
  return out;
}

gc();
const heapBefore = process.memoryUsage().heapUsed;
const buildStart = performance.now();
const site = createSiteSearch(corpus);
const buildMs = performance.now() - buildStart;
gc();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;

const measured = measure({
  'createSiteSearch().search': (q) => site.search(q),
  'naive scan': (q) => naiveSearch(q, DEFAULT_LIMIT),
  'naive scan, pre-lowercased': (q) => loweredSearch(q, DEFAULT_LIMIT),
});
const flex = measured['createSiteSearch().search']!;
const naive = measured['naive scan']!;
const strict = measured['naive scan, pre-lowercased']!;

// Replacing one document: without FlexSearch's fastupdate registry, a removal walks the whole index.
const replaceStart = performance.now();
site.add({ ...corpus[0]!, title: 'Replaced title' });
const replaceMs = performance.now() - replaceStart;

const words = corpus.reduce((n, d) => n + d.title.split(' ').length + (d.text ?? '').split(' ').length, 0);
const zero = queries.filter(({ q }) => site.search(q).length === 0).length;
const kinds = [...new Set(queries.map((x) => x.kind))].map(
  (k) => `${k} ${queries.filter((x) => x.kind === k).length}`,
);

const ratio = flex.qps / naive.qps;
const strictRatio = flex.qps / strict.qps;
const ms = (v: number) => v.toFixed(3).padStart(7);
const row = (label: string, m: Measured) =>
  `| ${label.padEnd(26)} | ${m.qps.toFixed(0).padStart(9)} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} |`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

console.log(`corpus   ${DOCS} documents, ${(words / DOCS).toFixed(0)} words each on average`);
console.log(`queries  ${queries.length} x ${ROUNDS} rounds, limit ${DEFAULT_LIMIT}; ${zero} find nothing`);
console.log(`         ${kinds.join(', ')}`);
console.log(
  `build    ${buildMs.toFixed(0)} ms; heap delta ${heapMb.toFixed(1)} MB (index + stored documents)`,
);
console.log(`replace  ${replaceMs.toFixed(1)} ms to add a document again under an existing id`);
console.log(
  `load     ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (1/5/15-minute load average; wall-clock timings)`,
);
console.log('');
console.log(
  `| ${'engine'.padEnd(26)} | ${'q/s'.padStart(9)} | ${'p50 ms'.padStart(7)} | ${'p95 ms'.padStart(7)} | ${'p99 ms'.padStart(7)} |`,
);
console.log(`|${'-'.repeat(28)}|${'-'.repeat(11)}|${'-'.repeat(9)}|${'-'.repeat(9)}|${'-'.repeat(9)}|`);
console.log(row('createSiteSearch().search', flex));
console.log(row('naive scan', naive));
console.log(row('naive scan, pre-lowercased', strict));
console.log('');
console.log(
  `throughput ${ratio.toFixed(1)}x the naive scan (target >= ${TARGET_RATIO}x: ${verdict(ratio >= TARGET_RATIO)}); ` +
    `${strictRatio.toFixed(1)}x the pre-lowercased scan`,
);
console.log(
  `p95 ${flex.p95.toFixed(3)} ms (target < ${TARGET_P95_MS} ms: ${verdict(flex.p95 < TARGET_P95_MS)})`,
);
