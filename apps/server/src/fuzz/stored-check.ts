import {
  BROADCAST_KINDS,
  CAREER_CATEGORIES,
  CONTACT_PURPOSES,
  CONTENT_STATUSES,
  isVideoSeconds,
  SOCIAL_SOURCES,
  TOP_CATEGORIES,
  VIDEO_STATUSES,
} from '@manovo/api/domain';
import type { Database } from '@manovo/db/queries';
import {
  broadcasts,
  careers,
  contactMessages,
  jobApplications,
  testimonials,
  videoSubcategories,
  videos,
} from '@manovo/db/schema';

/**
 * What the fuzzer must never have stored, whatever it sent: every row of the content tables checked
 * against the product's rules (docs/product.md §5) rather than against what the code happens to do.
 * Answers one line per bad value.
 */
type Rule = (value: unknown) => boolean;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const storableText: Rule = (v) =>
  typeof v === 'string' &&
  !v.includes('\u0000') &&
  !LONE_SURROGATE.test(v) &&
  // What String() makes of an object or a missing value: a coerced input, never a real one.
  !/^\[object \w+\]$|^undefined$/.test(v);
const required: Rule = (v) => storableText(v) && (v as string).trim() !== '';
const within =
  (max: number): Rule =>
  (v) =>
    storableText(v) && (v as string).length <= max;
const oneOf =
  (values: readonly (string | null)[]): Rule =>
  (v) =>
    values.includes(v as string | null);
const link: Rule = (v) => v === '' || (typeof v === 'string' && /^https?:\/\/[^\s]+$/i.test(v));
const linkOrSitePath: Rule = (v) => link(v) || (typeof v === 'string' && /^\/(?!\/)\S*$/.test(v));
const sensibleDate: Rule = (v) =>
  v === null || (v instanceof Date && v.getUTCFullYear() >= 1990 && v.getUTCFullYear() <= 2199);
const emailLike: Rule = (v) => typeof v === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

const RULES: Record<string, { table: object; rules: Record<string, Rule> }> = {
  videos: {
    table: videos,
    rules: {
      title: required,
      topCategory: oneOf(TOP_CATEGORIES),
      status: oneOf(VIDEO_STATUSES),
      youtubeUrl: link,
      srcUrl: linkOrSitePath,
      thumbnailUrl: linkOrSitePath,
      durationSeconds: (v) => v === null || (typeof v === 'number' && isVideoSeconds(v)),
    },
  },
  videoSubcategories: {
    table: videoSubcategories,
    rules: { name: required, topCategory: oneOf(TOP_CATEGORIES) },
  },
  careers: {
    table: careers,
    rules: {
      title: required,
      category: oneOf(CAREER_CATEGORIES),
      status: oneOf(CONTENT_STATUSES),
      applyUrl: link,
      applyEmail: (v) => v === '' || emailLike(v),
    },
  },
  broadcasts: {
    table: broadcasts,
    rules: {
      title: required,
      kind: oneOf(BROADCAST_KINDS),
      status: oneOf(CONTENT_STATUSES),
      socialSource: oneOf([...SOCIAL_SOURCES, null]),
      linkUrl: linkOrSitePath,
      publishAt: sensibleDate,
      postedAt: sensibleDate,
    },
  },
  testimonials: { table: testimonials, rules: { personName: required, message: required, linkedin: link } },
  contactMessages: {
    table: contactMessages,
    rules: { name: required, email: emailLike, purpose: oneOf(CONTACT_PURPOSES), message: required },
  },
  jobApplications: {
    table: jobApplications,
    rules: { name: required, email: emailLike, phone: (v) => typeof v === 'string' && /^\d{10}$/.test(v) },
  },
};

export async function invalidStoredValues(db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, { table, rules }] of Object.entries(RULES)) {
    // biome-ignore lint/suspicious/noExplicitAny: one loop over tables of different row types
    const rows = (await db.select().from(table as any)) as Record<string, unknown>[];
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const rule = rules[column] ?? (typeof value === 'string' ? within(100_000) : undefined);
        if (rule && !rule(value))
          problems.push(`${name} #${row.id} ${column}=${JSON.stringify(value)?.slice(0, 80)}`);
      }
    }
  }
  return problems;
}
