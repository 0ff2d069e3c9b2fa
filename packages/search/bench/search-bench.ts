// npm run bench:search: the site search in English, German and French, 10,000 generated documents
// per language (issue #26). Targets: all three indexes built in under 3 s together and under 120 MB of
// added heap, p95 under 1 ms in each language, re-indexing one saved item under 5 ms; and against a
// naive substring scan of the English corpus, p95 under 2 ms and 20x its throughput.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  createMultilingualSearch,
  DEFAULT_LIMIT,
  normalizeQuery,
  SEARCH_LANGUAGES,
  type SearchDocumentInput,
  type SearchLanguage,
} from '../src/index';

const DOCS = 10_000;
const ROUNDS = 5;
const TARGET_P95_MS = 2;
const TARGET_RATIO = 20;
const TARGET_BUILD_MS = 3000;
const TARGET_HEAP_MB = 120;
const TARGET_LANG_P95_MS = 1;
const TARGET_REINDEX_MS = 5;

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

// German and French corpora of the same shape: the words a translated site would hold, inflected.
type Words = {
  instruments: string[];
  qualities: string[];
  procedures: string[];
  company: string[];
  verbs: string[];
  outcomes: string[];
  sentences: ((w: Words) => string)[];
  titles: ((w: Words) => string)[];
  /** Other forms of the words, as a visitor types them (the stemmer's work). */
  inflected: string[];
};

const GERMAN: Words = {
  instruments: list(`Fasszange, Dissektor, Greifzange, Schere, Nadelhalter, Clipapplikator, Spatel, Haken,
    Gefäßversiegler, Trokar, Kanüle, Klammernahtgerät, Retraktor, Laparoskop, Elektrode, Saug-Spül-Instrument,
    Bergebeutel, Knotenschieber, Uterusmanipulator, Instrument`),
  qualities: list(`bipolare, monopolare, gefensterte, präzise, abwinkelbare, wiederverwendbare, sterile,
    ergonomische, gebogene, atraumatische, isolierte, modulare, kompakte, stumpfe, drehbare, autoklavierbare`),
  procedures:
    list(`Cholezystektomie, Hysterektomie, Appendektomie, Hernienversorgung, Kolektomie, Nephrektomie,
    Prostatektomie, Adipositaschirurgie, Gastrektomie, Fundoplikatio, Myomektomie, Splenektomie`),
  company: list(`Investition, Förderung, Partnerschaft, Vertriebspartner, Krankenhaus, Klinik, Kongress,
    Workshop, Schulung, Zertifizierung, Qualität, Zulassung, Fertigung, Lieferung, Entwicklung, Karriere,
    Praktikum, Markteinführung, Meilenstein, Veröffentlichung, Konferenz, Vorführung, Beschaffung`),
  verbs: list('verbessert, verringert, unterstützt, ermöglicht, vereinfacht, verkürzt, schützt'),
  outcomes: list(`die Operationszeit, den Blutverlust, das Gewebetrauma, die Ermüdung der Hand, die Lernkurve,
    die Genesung, die Instrumentenkosten, die Rüstzeit, die Sicht, die Griffkraft`),
  sentences: [
    (w) =>
      `Die ${pick(w.qualities)} ${pick(w.instruments)} ${pick(w.verbs)} ${pick(w.outcomes)} bei der ${pick(w.procedures)}.`,
    (w) =>
      `${pick(PEOPLE)} setzte den ${pick(w.instruments)} in ${pick(PLACES)} bei einer ${pick(w.procedures)} ein.`,
    (w) =>
      `Unser Team in ${pick(PLACES)} ${pick(w.verbs)} die ${pick(w.company)} für die ${pick(w.company)}.`,
    (w) => `Artikel ${pick(CODES)} hat ein ${pick(w.qualities)} Maul von 18 mm und einen Schaft von 36 cm.`,
    (w) =>
      `Eine Studie mit ${10 + Math.floor(rand() * 400)} Patienten zeigt: es ${pick(w.verbs)} ${pick(w.outcomes)}.`,
    (w) => `Die ${pick(w.company)} mit ${pick(PLACES)} wurde auf dem ${pick(w.company)} vorgestellt.`,
  ],
  titles: [
    (w) => `${capitalise(pick(w.qualities))} ${pick(w.instruments)} ${pick(CODES)}`,
    (w) => `${pick(w.procedures)} mit dem ${pick(w.instruments)}`,
    (w) => `${pick(w.company)}: Neuigkeiten aus ${pick(PLACES)}`,
    (w) => `${pick(w.company)}: ${pick(PEOPLE)} über ${pick(w.procedures)}`,
  ],
  inflected: list(`Instrumente, Instrumenten, Nadelhalters, Scheren, Kongresse, Kliniken, Schulungen,
    Elektroden, Trokare, Zertifizierungen, Partnerschaften, Greifzangen, Haken, Retraktoren`),
};

const FRENCH: Words = {
  instruments: list(`pince, dissecteur, préhenseur, ciseaux, porte-aiguille, applicateur de clips, spatule,
    crochet, scelleur de vaisseaux, trocart, canule, agrafeuse, écarteur, laparoscope, électrode,
    canule d'aspiration, sac d'extraction, pousse-nœud, manipulateur utérin, instrument`),
  qualities: list(`bipolaire, monopolaire, fenêtrée, précise, articulée, réutilisable, stérile, ergonomique,
    courbe, atraumatique, isolée, modulaire, compacte, mousse, rotative, autoclavable`),
  procedures:
    list(`cholécystectomie, hystérectomie, appendicectomie, cure de hernie, colectomie, néphrectomie,
    prostatectomie, chirurgie bariatrique, gastrectomie, fundoplicature, myomectomie, splénectomie`),
  company: list(`investissement, subvention, partenariat, distributeur, hôpital, clinique, congrès, atelier,
    formation, certification, qualité, autorisation, fabrication, approvisionnement, ingénierie, carrières,
    stage, lancement, étape, publication, conférence, démonstration, évaluation`),
  verbs: list('améliore, réduit, soutient, permet, simplifie, prolonge, protège, raccourcit'),
  outcomes: list(`le temps opératoire, les pertes sanguines, le traumatisme tissulaire, la fatigue de la main,
    la courbe d'apprentissage, la récupération, le coût des instruments, la visibilité, la force de préhension`),
  sentences: [
    (w) =>
      `La ${pick(w.instruments)} ${pick(w.qualities)} ${pick(w.verbs)} ${pick(w.outcomes)} en ${pick(w.procedures)}.`,
    (w) =>
      `${pick(PEOPLE)} a utilisé le ${pick(w.instruments)} lors d'une ${pick(w.procedures)} à ${pick(PLACES)}.`,
    (w) =>
      `Notre équipe de ${pick(PLACES)} ${pick(w.verbs)} la ${pick(w.company)} pour la ${pick(w.company)}.`,
    (w) => `L'article ${pick(CODES)} a un mors ${pick(w.qualities)} de 18 mm et une tige de 36 cm.`,
    (w) =>
      `Une étude sur ${10 + Math.floor(rand() * 400)} patients montre qu'il ${pick(w.verbs)} ${pick(w.outcomes)}.`,
    (w) => `Le ${pick(w.company)} avec ${pick(PLACES)} a été annoncé au ${pick(w.company)}.`,
  ],
  titles: [
    (w) => `${capitalise(pick(w.instruments))} ${pick(w.qualities)} ${pick(CODES)}`,
    (w) => `${capitalise(pick(w.procedures))} avec le ${pick(w.instruments)}`,
    (w) => `${capitalise(pick(w.company))} : nouvelles de ${pick(PLACES)}`,
    (w) => `${capitalise(pick(w.company))} : ${pick(PEOPLE)} sur la ${pick(w.procedures)}`,
  ],
  inflected: list(`instruments, pinces, précisions, cliniques, formations, électrodes, trocarts, congres,
    distributeurs, hopitaux, certifications, partenariats, écarteurs, stages`),
};

const translatedCorpus = (lang: SearchLanguage, w: Words): SearchDocumentInput[] =>
  Array.from({ length: DOCS }, (_, i) => ({
    id: `d${i}`,
    lang,
    title: pick(w.titles)(w),
    text: Array.from({ length: 4 + Math.floor(rand() * 3) }, () => pick(w.sentences)(w)).join(' '),
    path: `/item/${i}`,
    type: pick(TYPES),
  }));

const CORPORA: Record<SearchLanguage, SearchDocumentInput[]> = {
  en: corpus.map((d) => ({ ...d, lang: 'en' })),
  de: translatedCorpus('de', GERMAN),
  fr: translatedCorpus('fr', FRENCH),
};

type BenchQuery = { kind: string; q: string };

/** An empty query log, and how to add `n` queries of one kind to it (each made in turn: `rand` order). */
function queryLog() {
  const out: BenchQuery[] = [];
  const add = (kind: string, n: number, make: () => string) => {
    for (let i = 0; i < n; i++) out.push({ kind, q: make() });
  };
  return { out, add };
}

/** Three or four letters from inside one of `longWords`. */
const insideAWord = (longWords: readonly string[]) => () => {
  const x = pick(longWords);
  const start = 1 + Math.floor(rand() * (x.length - 5));
  return x.slice(start, start + 3 + Math.floor(rand() * 2));
};

/** Two words in a row from one of `docs`' titles. */
const titlePhrase = (docs: readonly SearchDocumentInput[]) => () => {
  const words = pick(docs).title.split(' ');
  const at = Math.floor(rand() * (words.length - 1));
  return words.slice(at, at + 2).join(' ');
};

/** What every query set ends with: names and codes, queries only their last word answers, misses. */
function addTail(add: ReturnType<typeof queryLog>['add'], terms: readonly string[], retries: number) {
  add('long tail', 20, () => (rand() < 0.5 ? pick(PEOPLE).split(' ')[2]! : pick(CODES).slice(0, 6)));
  add('last-word retry', retries, () => `xq${pick(SYLLABLES)}zz ${pick(terms)}`);
  add(
    'no match',
    20,
    () => `${pick(['zyx', 'qwv', 'jjk', 'fff', 'wq'])}${pick(SYLLABLES)}${Math.floor(rand() * 90)}`,
  );
}

/** 200 queries per translated language: words, inflected forms, parts of words, title phrases, misses. */
function translatedQueries(lang: SearchLanguage, w: Words): BenchQuery[] {
  const terms = [...w.instruments, ...w.qualities, ...w.procedures, ...w.company];
  const longWords = terms.flatMap((t) => t.toLowerCase().split(/[^\p{L}]+/u)).filter((x) => x.length >= 7);
  const { out, add } = queryLog();
  add('word', 60, () => pick(terms));
  add('inflected', 30, () => pick(w.inflected));
  add('inside a word', 30, insideAWord(longWords));
  add('title phrase', 30, titlePhrase(CORPORA[lang]));
  addTail(add, terms, 10);
  return out;
}

/** 200 fixed queries shaped like a search log, zero-result queries included. */
function buildQueries(): BenchQuery[] {
  const terms = [...INSTRUMENTS, ...QUALITIES, ...PROCEDURES, ...ANATOMY, ...COMPANY];
  const longWords = terms.flatMap((t) => t.split(/[^a-z]+/)).filter((w) => w.length >= 7);
  const { out, add } = queryLog();
  add('word', 60, () => pick(terms));
  add('inside a word', 30, insideAWord(longWords));
  add('title phrase', 30, titlePhrase(corpus));
  add('mixed case', 20, () => `  ${pick(QUALITIES).toUpperCase()} ${capitalise(pick(INSTRUMENTS))} `);
  addTail(add, terms, 20);
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
function measure(
  engines: Record<string, (q: string) => unknown>,
  qs: { q: string }[] = queries,
): Record<string, Measured> {
  const times: Record<string, number[]> = {};
  for (const [name, run] of Object.entries(engines)) {
    times[name] = [];
    for (const { q } of qs) run(q); // untimed warm-up
  }
  for (let r = 0; r < ROUNDS; r++) {
    for (const [name, run] of Object.entries(engines)) {
      for (const { q } of qs) {
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

const ALL_DOCS = SEARCH_LANGUAGES.flatMap((lang) => CORPORA[lang]);
const QUERIES: Record<SearchLanguage, BenchQuery[]> = {
  en: queries,
  de: translatedQueries('de', GERMAN),
  fr: translatedQueries('fr', FRENCH),
};

gc();
const heapBefore = process.memoryUsage().heapUsed;
const buildStart = performance.now();
const site = createMultilingualSearch(ALL_DOCS);
const buildMs = performance.now() - buildStart;
gc();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;

const measured = measure({
  'search, English': (q) => site.search(q, { lang: 'en' }),
  'naive scan': (q) => naiveSearch(q, DEFAULT_LIMIT),
  'naive scan, pre-lowercased': (q) => loweredSearch(q, DEFAULT_LIMIT),
});
const translated = measure(
  {
    'search, German': (q) => site.search(q, { lang: 'de' }),
  },
  QUERIES.de,
);
const french = measure({ 'search, French': (q) => site.search(q, { lang: 'fr' }) }, QUERIES.fr);
const perLanguage: Record<SearchLanguage, Measured> = {
  en: measured['search, English']!,
  de: translated['search, German']!,
  fr: french['search, French']!,
};
const flex = perLanguage.en;
const naive = measured['naive scan']!;
const strict = measured['naive scan, pre-lowercased']!;

// Re-indexing one saved item: what the server does after an admin save (its new version replaces the
// old under the same id). The median of 20 saves per language, each a different item.
const reindexMs: Record<SearchLanguage, number> = { en: 0, de: 0, fr: 0 };
for (const lang of SEARCH_LANGUAGES) {
  const samples: number[] = [];
  for (let i = 0; i < 20; i++) {
    const doc = CORPORA[lang][i * 97]!;
    const t0 = performance.now();
    site.add({ ...doc, title: `${doc.title} edited`, text: `${doc.text} edited ${i}` });
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  reindexMs[lang] = samples[Math.floor(samples.length / 2)]!;
}
const reindexMax = Math.max(...Object.values(reindexMs));

const words = corpus.reduce((n, d) => n + d.title.split(' ').length + (d.text ?? '').split(' ').length, 0);
const zero = SEARCH_LANGUAGES.map(
  (lang) => `${lang} ${QUERIES[lang].filter(({ q }) => site.search(q, { lang }).length === 0).length}`,
);
const kinds = (qs: { kind: string }[]) =>
  [...new Set(qs.map((x) => x.kind))].map((k) => `${k} ${qs.filter((x) => x.kind === k).length}`);

const ratio = flex.qps / naive.qps;
const strictRatio = flex.qps / strict.qps;
const ms = (v: number) => v.toFixed(3).padStart(7);
const row = (label: string, m: Measured) =>
  `| ${label.padEnd(26)} | ${m.qps.toFixed(0).padStart(9)} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} |`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

console.log(
  `corpus   ${DOCS} documents per language (${SEARCH_LANGUAGES.join(', ')}), ${(words / DOCS).toFixed(0)} words each on average`,
);
console.log(
  `queries  200 per language x ${ROUNDS} rounds, limit ${DEFAULT_LIMIT}; finding nothing: ${zero.join(', ')}`,
);
for (const lang of SEARCH_LANGUAGES) console.log(`         ${lang}: ${kinds(QUERIES[lang]).join(', ')}`);
console.log(
  `build    ${buildMs.toFixed(0)} ms for all three indexes; heap delta ${heapMb.toFixed(1)} MB (indexes + stored documents)`,
);
console.log(
  `reindex  ${SEARCH_LANGUAGES.map((l) => `${l} ${reindexMs[l].toFixed(2)} ms`).join(', ')} (median of 20 saved items each)`,
);
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
console.log(row('search, English', flex));
console.log(row('search, German', perLanguage.de));
console.log(row('search, French', perLanguage.fr));
console.log(row('naive scan (English)', naive));
console.log(row('naive scan, pre-lowercased', strict));
console.log('');
const results: [boolean, string][] = [
  [
    buildMs < TARGET_BUILD_MS,
    `build of all three indexes ${buildMs.toFixed(0)} ms (target < ${TARGET_BUILD_MS} ms)`,
  ],
  [
    heapMb < TARGET_HEAP_MB,
    `heap added by all three ${heapMb.toFixed(1)} MB (target < ${TARGET_HEAP_MB} MB)`,
  ],
  ...SEARCH_LANGUAGES.map((lang): [boolean, string] => [
    perLanguage[lang].p95 < TARGET_LANG_P95_MS,
    `p95 ${lang} ${perLanguage[lang].p95.toFixed(3)} ms (target < ${TARGET_LANG_P95_MS} ms)`,
  ]),
  [
    reindexMax < TARGET_REINDEX_MS,
    `re-index one saved item ${reindexMax.toFixed(2)} ms at most (target < ${TARGET_REINDEX_MS} ms)`,
  ],
  [
    ratio >= TARGET_RATIO,
    `throughput ${ratio.toFixed(1)}x the naive scan (target >= ${TARGET_RATIO}x); ${strictRatio.toFixed(1)}x the pre-lowercased scan`,
  ],
  [
    flex.p95 < TARGET_P95_MS,
    `p95 English ${flex.p95.toFixed(3)} ms against the scan's target (< ${TARGET_P95_MS} ms)`,
  ],
];
for (const [ok, line] of results) console.log(`${verdict(ok)}  ${line}`);
