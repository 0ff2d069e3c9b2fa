import { REST_ROUTES as DEFINED_ROUTES } from '../routes/rest';
import { HTTP_METHOD, routerPath } from '../routes/rest/define-route';
import { date, email, type Field, flag, id, limit, oneOf, phone, text, url } from './fields';

/**
 * A REST route as the fuzzer sends to it, with the fields it reads. The routes themselves (method, path,
 * access, body kind, file fields) come from the REST door's definitions, so a new route is fuzzed as soon
 * as it is defined; what is written here is only what a plausible value of each field looks like.
 */
export type RestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Needs a bearer token to get past the access check. */
  admin: boolean;
  query?: Record<string, Field>;
  body?: { kind: 'json' | 'multipart'; fields: Record<string, Field>; files?: string[] };
};

const TOP = oneOf('product', 'surgery', 'training', 'others');
const STATUS = oneOf('draft', 'published', 'archived');
// The image details beside a broadcast's or testimonial's file.
const imageFields = {
  image_alt: text('A photo of the stand'),
  image_focus_x: oneOf('0', '0.25', '1'),
  image_focus_y: oneOf('0', '0.5', '1'),
};

const videoFields = {
  title: text('Demo'),
  top_category: TOP,
  sub_category_id: id(),
  youtube_url: url(),
  src_url: url(),
  thumbnail_url: url(),
  status: oneOf('draft', 'published'),
  description: text(),
  // Whole seconds or null: a count's plausible and hostile JSON numbers.
  duration_seconds: id(),
};
const careerFields = {
  title: text('Engineer'),
  category: oneOf('fulltime', 'internship'),
  status: STATUS,
  location: text(),
  experience: text(),
  salary: text(),
  skills: text('a, b'),
  apply_url: url(),
  apply_email: email(),
  description: text('<p>Hi</p>'),
};
const broadcastFields = {
  kind: oneOf('social', 'news'),
  category: oneOf('social', 'news'),
  title: text('Booth 14'),
  summary: text(),
  body: text('<p>x</p>'),
  body_html: text(),
  status: STATUS,
  publish_at: date(),
  scheduled_at: date(),
  posted_at: date(),
  social_source: oneOf('linkedin', 'twitter', 'instagram', 'youtube', ''),
  link_url: url(),
  link: url(),
  tag: text(),
  ...imageFields,
};
const testimonialFields = {
  person_name: text('Dr. Rao'),
  person_title: text(),
  company: text(),
  message: text('Great'),
  is_active: flag(),
  linkedin: url(),
  ...imageFields,
};

type Fields = { query?: Record<string, Field>; body?: Record<string, Field> };
const CONTENT_ROUTES = (path: string, fields: Record<string, Field>): Record<string, Fields> => ({
  [`POST ${path}`]: { body: fields },
  [`PUT ${path}/:id`]: { body: fields },
});

/** Plausible values of the fields each route reads, by `METHOD path` (routes that read none are absent). */
// A public read's language (issue #26).
const LANG = oneOf('en', 'de', 'fr');

const FIELDS: Record<string, Fields> = {
  'GET /api/admin/search': {
    query: { q: text('forceps'), perPage: limit(), per_page: limit(), type: text('page', 'news,video') },
  },
  'GET /api/admin/public/testimonials': { query: { limit: limit(), lang: LANG } },
  'GET /api/admin/public/broadcasts': {
    query: { category: oneOf('social', 'news'), kind: oneOf('social', 'news'), limit: limit(), lang: LANG },
  },
  'GET /api/admin/public/broadcasts/:id': { query: { lang: LANG } },
  'GET /api/admin/public/video_subcategories': { query: { top_category: TOP } },
  'GET /api/admin/public/videos': {
    query: { top_category: TOP, sub_category: id(), limit: limit(), lang: LANG },
  },
  'GET /api/admin/public/careers': {
    query: { category: oneOf('fulltime', 'internship'), limit: limit(), lang: LANG },
  },
  'POST /api/admin/contact': {
    body: {
      name: text('Asha'),
      email: email(),
      purpose: oneOf('Request-demo', 'Purchase', 'Find-distributor', 'meeting', 'Others'),
      message: text('Hello'),
    },
  },
  'POST /api/admin/apply': {
    body: {
      name: text('Asha'),
      email: email(),
      phone: phone(),
      message: text(),
      job_id: id(),
      job_title: text(),
    },
  },
  'POST /api/admin/login': { body: { email: email(), password: text('correct-horse-42') } },
  'GET /api/admin/videos': {
    query: { top_category: TOP, sub_category: id(), q: text('demo'), limit: limit() },
  },
  ...CONTENT_ROUTES('/api/admin/videos', videoFields),
  'GET /api/admin/video_subcategories': { query: { top_category: TOP } },
  'POST /api/admin/video_subcategories': { body: { top_category: TOP, name: text('Knots') } },
  'PUT /api/admin/video_subcategories/:id': { body: { name: text('Knots') } },
  'GET /api/admin/careers': {
    query: { category: oneOf('fulltime', 'internship'), q: text(), limit: limit() },
  },
  ...CONTENT_ROUTES('/api/admin/careers', careerFields),
  'GET /api/admin/broadcasts': {
    query: { kind: oneOf('social', 'news'), category: oneOf('social', 'news'), q: text(), limit: limit() },
  },
  ...CONTENT_ROUTES('/api/admin/broadcasts', broadcastFields),
  'GET /api/admin/testimonials': {
    query: { q: text(), status: oneOf('all', 'active', 'inactive'), page: limit(), limit: limit() },
  },
  ...CONTENT_ROUTES('/api/admin/testimonials', testimonialFields),
  'PATCH /api/admin/testimonials/:id/active': { body: { is_active: flag() } },
  'GET /api/admin/public/ifu': { query: { q: text('MS-100'), lang: oneOf('en', 'de', 'fr', 'pt-BR') } },
  'POST /api/admin/public/ifu/paper-requests': {
    body: {
      name: text('Asha'),
      email: email(),
      institution: text('City Hospital'),
      address: text('1 Road'),
      ref: text('MS-100'),
      lang: oneOf('en', 'de', 'fr'),
      message: text(),
    },
  },
  'POST /api/admin/ifu': {
    body: {
      ref: text('MS-100'),
      udi_di: text('08901234567890'),
      title: text('Forceps'),
      lang: oneOf('en', 'de', 'fr', 'pt-BR'),
      revision: text('A'),
      effective_date: oneOf('2025-01-01', '2025-06-30'),
      change_summary: text(),
      status: oneOf('draft', 'published'),
    },
  },
  'POST /api/admin/ifu/:ref/:lang/:revision/withdraw': { body: { reason: text('Misprint') } },
};

export const routeLabel = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** Every REST route the door defines (the spec's §7 paths under /api/admin), with its fields. */
export const REST_ROUTES: RestRoute[] = DEFINED_ROUTES.map((d) => {
  const route = {
    method: HTTP_METHOD[d.method],
    path: `/api/admin${routerPath(d.path)}`,
    admin: d.admin,
  };
  const { query, body } = FIELDS[routeLabel(route)] ?? {};
  const kind = d.json ? 'json' : d.multipart ? 'multipart' : undefined;
  const files = Object.keys(d.files ?? {});
  return {
    ...route,
    ...(query && { query }),
    ...(kind && { body: { kind, fields: body ?? {}, ...(files.length && { files }) } }),
  };
});

// A mistyped key would leave its route fuzzed without fields: refuse it when the table is read.
const unknown = Object.keys(FIELDS).filter((label) => !REST_ROUTES.some((r) => routeLabel(r) === label));
if (unknown.length)
  throw new Error(`Fuzz fields for routes the REST door does not define: ${unknown.join(', ')}`);
