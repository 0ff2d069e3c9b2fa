// JSON-LD (schema.org) for search engines: who the company is and how to search the site on every page,
// where a page sits (BreadcrumbList), and what an item is (NewsArticle, JobPosting, VideoObject); the
// product FAQ as FAQPage.
import type { Broadcast, Career, Video } from '@manovo/api/domain';
import { isExternalLink, isoDuration, youtubeEmbedUrl, youtubeId } from '@manovo/api/domain';
import { textsOf } from '@manovo/content/locale-texts';
import { LOCALES, type Locale, localizePath } from '@manovo/content/locales';
import { FAQS, INSTRUMENTS } from '@manovo/content/products';
import { findRouteMeta, SITE_NAME } from '@manovo/content/route-meta';
import { COMPANY, SOCIAL_LINKS } from '@manovo/content/site';
import { specRows } from '../spec-sheets';
import { plainText } from './html';
import type { ItemPage } from './item-pages';
import { shareCardPath } from './share-card-routes';

type Json = Record<string, unknown>;
const CONTEXT = 'https://schema.org';

/** An absolute URL of a site path (uploads, images), or the URL itself when it already is one. */
export const absolute = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url}`;

/** The site's own nodes (its company, its website): named and addressed alike, with the @id others refer to. */
const siteNode = (origin: string, type: string, fragment: string) => ({
  '@context': CONTEXT,
  '@type': type,
  '@id': `${origin}/#${fragment}`,
  name: SITE_NAME,
  url: `${origin}/`,
});

export function organization(origin: string): Json {
  return {
    ...siteNode(origin, 'Organization', 'organization'),
    logo: `${origin}/og/site.png`,
    foundingDate: String(COMPANY.founded),
    email: COMPANY.email,
    telephone: COMPANY.phone,
    address: postalAddress(),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: COMPANY.email,
        telephone: COMPANY.phone,
        url: `${origin}/contact`,
        availableLanguage: ['en', 'de', 'fr'],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'recruiting',
        email: COMPANY.careersEmail,
        url: `${origin}/careers`,
      },
    ],
    sameAs: SOCIAL_LINKS.map((s) => s.href),
  };
}

/** The office address as schema.org has it, read from the footer's lines ('Bengaluru 560100, India'). */
export function postalAddress(): Json {
  const [, street = '', area = '', cityLine = ''] = COMPANY.address;
  const city = /^(.*?)\s+(\d{6})\s*,\s*(.+)$/.exec(cityLine);
  return {
    '@type': 'PostalAddress',
    streetAddress: [street, area].filter(Boolean).join(', '),
    addressLocality: city?.[1] ?? cityLine,
    ...(city?.[2] && { postalCode: city[2] }),
    addressCountry: 'IN',
  };
}

export function website(origin: string): Json {
  return {
    ...siteNode(origin, 'WebSite', 'website'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

const pageName = (title: string) => title.replace(/ — Manovo Surgical$/, '');

/** Home, then the section, then the item: the names the site's navigation uses. */
export function breadcrumbs(
  origin: string,
  pathname: string,
  item?: { page: ItemPage; path: string },
  locale: Locale = 'en',
): Json {
  const texts = textsOf(locale);
  const home = texts?.site?.menu?.[0]?.title ?? 'Home';
  const trail: { name: string; path: string }[] = [{ name: home, path: '/' }];
  const sectionPath = item ? `/${item.page.section}` : pathname;
  const meta = findRouteMeta(sectionPath);
  if (meta && meta.path !== '/' && meta.path !== '/home')
    trail.push({ name: pageName(texts?.routes?.[meta.path]?.title ?? meta.title), path: meta.path });
  if (item) trail.push({ name: item.page.item.title, path: item.path });
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: t.name,
      item: `${origin}${localizePath(t.path, locale)}`,
    })),
  };
}

function newsArticle(origin: string, b: Broadcast, url: string): Json {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: b.title.slice(0, 110),
    description: plainText(b.summary || b.body) || b.title,
    datePublished: b.postedAt ?? b.publishAt ?? b.createdAt,
    dateModified: b.updatedAt,
    image: [absolute(origin, b.imageUrl || shareCardPath({ section: 'news', id: b.id }))],
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
    publisher: { '@id': `${origin}/#organization` },
  };
}

const EMPLOYMENT_TYPE: Record<Career['category'], string> = { fulltime: 'FULL_TIME', internship: 'INTERN' };

/**
 * The salary as schema.org wants it, when the free text names an amount: '₹14–20 lakh per year' →
 * INR 1,400,000 to 2,000,000 a YEAR. Text it cannot read is left out (the description still has it).
 */
export function baseSalary(text: string): Json | undefined {
  const numbers = [...text.replace(/,/g, '').matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  if (numbers.length === 0) return undefined;
  const scale = /lakh|\bL\b/i.test(text)
    ? 100_000
    : /crore/i.test(text)
      ? 10_000_000
      : /\d\s*k\b/i.test(text)
        ? 1000
        : 1;
  const [min, max] = [numbers[0]! * scale, (numbers[1] ?? numbers[0]!) * scale];
  const currency = /\$|USD/i.test(text) ? 'USD' : /€|EUR/i.test(text) ? 'EUR' : 'INR';
  const unitText = /month/i.test(text) ? 'MONTH' : /hour/i.test(text) ? 'HOUR' : 'YEAR';
  return {
    '@type': 'MonetaryAmount',
    currency,
    value: { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText },
  };
}

/** How long a posting stays valid after it was posted, when nothing else says (Google asks for a date). */
export const JOB_VALID_DAYS = 90;

function jobPosting(origin: string, c: Career, url: string): Json {
  const remote = /remote|work from home/i.test(c.location);
  // Hybrid: an office to come to and work from home too (schema.org: a jobLocation with TELECOMMUTE).
  const hybrid = !remote && /hybrid/i.test(c.location);
  const salary = c.salary ? baseSalary(c.salary) : undefined;
  const validThrough = new Date(Date.parse(c.updatedAt) + JOB_VALID_DAYS * 86_400_000).toISOString();
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: c.title,
    description: c.description || c.title,
    datePosted: c.createdAt,
    validThrough,
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: String(c.id) },
    // Applying happens on this site (the apply form) unless the job sends applicants elsewhere.
    directApply: !isExternalLink(c.applyUrl),
    employmentType: EMPLOYMENT_TYPE[c.category],
    hiringOrganization: {
      '@type': 'Organization',
      name: SITE_NAME,
      sameAs: `${origin}/`,
      logo: `${origin}/og/site.png`,
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'India' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: c.location.replace(/\s*\(.*\)\s*$/, '') || 'Bengaluru',
              addressCountry: 'IN',
            },
          },
          ...(hybrid && { jobLocationType: 'TELECOMMUTE' }),
        }),
    ...(salary && { baseSalary: salary }),
    ...(c.skills && { skills: c.skills }),
    url,
  };
}

function videoObject(origin: string, v: Video, url: string): Json {
  const id = youtubeId(v.youtubeUrl);
  return {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: v.title,
    description: plainText(v.description) || v.title,
    thumbnailUrl: [absolute(origin, v.thumbnailUrl || '/images/default-video.svg')],
    uploadDate: v.createdAt,
    // ISO 8601 (PT1M32S), only when staff entered it: a guessed length would be a false fact.
    ...(v.durationSeconds !== null && { duration: isoDuration(v.durationSeconds) }),
    // The file when the site serves one, else the video's YouTube address (until clips are served here).
    ...((v.srcUrl || v.youtubeUrl) && { contentUrl: absolute(origin, v.srcUrl || v.youtubeUrl) }),
    ...(id && { embedUrl: youtubeEmbedUrl(id, false) }),
    url,
  };
}

function faqPage(): Json {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    // The questions are English on every locale's page until the catalogue translates them.
    inLanguage: 'en',
    mainEntity: FAQS.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

/**
 * The lineup as schema.org Products (issue #24): made by the Organization, its REF as the model, the
 * specs as PropertyValues, its spec sheet and instructions for use as documents about it. Nothing is
 * sold on the site, so no offers.
 */
function products(origin: string): Json {
  return {
    '@context': CONTEXT,
    '@graph': INSTRUMENTS.map((item) => ({
      '@type': 'Product',
      '@id': `${origin}/products#${item.id}`,
      name: item.title,
      description: item.summary,
      image: absolute(origin, item.image),
      url: `${origin}/products#complete-lineup`,
      brand: { '@type': 'Brand', name: COMPANY.series },
      manufacturer: { '@id': `${origin}/#organization` },
      model: item.ref,
      sku: item.ref,
      category: 'Reusable articulating laparoscopic instrument',
      additionalProperty: specRows(item)
        .filter(([name]) => name !== 'REF')
        .map(([name, value]) => ({ '@type': 'PropertyValue', name, value })),
      subjectOf: [
        {
          '@type': 'DigitalDocument',
          name: `${item.title} spec sheet`,
          encodingFormat: 'application/pdf',
          url: `${origin}/spec-sheets/${item.id}.pdf`,
        },
        {
          '@type': 'WebPage',
          name: `${item.title} instructions for use`,
          url: `${origin}/ifu/${encodeURIComponent(item.ref)}`,
        },
      ],
    })),
  };
}

/** Every JSON-LD block of a page. */
export function structuredData(
  origin: string,
  pathname: string,
  item?: { page: ItemPage; path: string },
  locale: Locale = 'en',
): Json[] {
  const blocks = [organization(origin), website(origin), breadcrumbs(origin, pathname, item, locale)];
  // The page itself: its address in its language, and that language.
  blocks.push({
    '@context': CONTEXT,
    '@type': 'WebPage',
    url: `${origin}${localizePath(item?.path ?? pathname, locale)}`,
    inLanguage: LOCALES[locale].htmlLang,
  });
  if (pathname === '/products') blocks.push(faqPage(), products(origin));
  if (item) {
    const url = `${origin}${localizePath(item.path, locale)}`;
    const { page } = item;
    // An item's own text is English in every locale until content translation comes (issue #26, part 2).
    blocks.push({ ...itemBlock(origin, page, url), inLanguage: 'en' });
  }
  return blocks;
}

/** What an item is to schema.org: a kind without its own type is a plain WebPage with its name. */
function itemBlock(origin: string, page: ItemPage, url: string): Json {
  switch (page.section) {
    case 'news':
      return newsArticle(origin, page.item, url);
    case 'careers':
      return jobPosting(origin, page.item, url);
    case 'videos':
      return videoObject(origin, page.item, url);
    default:
      return webPage(page, url);
  }
}

const webPage = (page: { item: { title: string } }, url: string): Json => ({
  '@context': CONTEXT,
  '@type': 'WebPage',
  name: page.item.title,
  url,
});

/** The blocks as script elements (data, not code: the CSP allows them); `<` is escaped. */
export const jsonLdTags = (blocks: Json[]) =>
  blocks.map(
    (b) => `<script type="application/ld+json">${JSON.stringify(b).replace(/</g, '\\u003c')}</script>`,
  );
