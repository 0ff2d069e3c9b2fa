import { CONTENT_KINDS, CONTENT_TYPES } from '@manovo/api/domain';
import { date, email, type Field, flag, id, limit, oneOf, phone, text, url } from './fields';

/**
 * Every REST route of docs/api.md (the spec's §7 paths under /api/admin), with the
 * fields each one reads. The fuzzer builds hostile requests from this table; a
 * new route is one more row.
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

export const REST_ROUTES: RestRoute[] = [
  // Public (docs/product.md §7 "Public")
  {
    method: 'GET',
    path: '/api/admin/search',
    admin: false,
    query: { q: text('forceps'), perPage: limit(), per_page: limit(), type: text('page', 'news,video') },
  },
  { method: 'GET', path: '/api/admin/public/testimonials', admin: false, query: { limit: limit() } },
  {
    method: 'GET',
    path: '/api/admin/public/broadcasts',
    admin: false,
    query: { category: oneOf('social', 'news'), kind: oneOf('social', 'news'), limit: limit() },
  },
  { method: 'GET', path: '/api/admin/public/broadcasts/:id', admin: false },
  {
    method: 'GET',
    path: '/api/admin/public/video_subcategories',
    admin: false,
    query: { top_category: TOP },
  },
  {
    method: 'GET',
    path: '/api/admin/public/videos',
    admin: false,
    query: { top_category: TOP, sub_category: id(), limit: limit() },
  },
  {
    method: 'GET',
    path: '/api/admin/public/careers',
    admin: false,
    query: { category: oneOf('fulltime', 'internship'), limit: limit() },
  },
  {
    method: 'POST',
    path: '/api/admin/contact',
    admin: false,
    body: {
      kind: 'json',
      fields: {
        name: text('Asha'),
        email: email(),
        purpose: oneOf('Request-demo', 'Purchase', 'Find-distributor', 'meeting', 'Others'),
        message: text('Hello'),
      },
    },
  },
  {
    method: 'POST',
    path: '/api/admin/apply',
    admin: false,
    body: {
      kind: 'multipart',
      fields: {
        name: text('Asha'),
        email: email(),
        phone: phone(),
        message: text(),
        job_id: id(),
        job_title: text(),
      },
      files: ['resume'],
    },
  },

  // Admin (docs/product.md §7 "Admin")
  {
    method: 'POST',
    path: '/api/admin/login',
    admin: false,
    body: { kind: 'json', fields: { email: email(), password: text('correct-horse-42') } },
  },
  { method: 'POST', path: '/api/admin/logout', admin: true },
  {
    method: 'GET',
    path: '/api/admin/videos',
    admin: true,
    query: { top_category: TOP, sub_category: id(), q: text('demo'), limit: limit() },
  },
  { method: 'GET', path: '/api/admin/videos/:id', admin: true },
  { method: 'POST', path: '/api/admin/videos', admin: true, body: { kind: 'json', fields: videoFields } },
  { method: 'PUT', path: '/api/admin/videos/:id', admin: true, body: { kind: 'json', fields: videoFields } },
  { method: 'DELETE', path: '/api/admin/videos/:id', admin: true },
  { method: 'GET', path: '/api/admin/video_subcategories', admin: true, query: { top_category: TOP } },
  {
    method: 'POST',
    path: '/api/admin/video_subcategories',
    admin: true,
    body: { kind: 'json', fields: { top_category: TOP, name: text('Knots') } },
  },
  {
    method: 'PUT',
    path: '/api/admin/video_subcategories/:id',
    admin: true,
    body: { kind: 'json', fields: { name: text('Knots') } },
  },
  { method: 'DELETE', path: '/api/admin/video_subcategories/:id', admin: true },
  {
    method: 'GET',
    path: '/api/admin/careers',
    admin: true,
    query: { category: oneOf('fulltime', 'internship'), q: text(), limit: limit() },
  },
  { method: 'GET', path: '/api/admin/careers/:id', admin: true },
  { method: 'POST', path: '/api/admin/careers', admin: true, body: { kind: 'json', fields: careerFields } },
  {
    method: 'PUT',
    path: '/api/admin/careers/:id',
    admin: true,
    body: { kind: 'json', fields: careerFields },
  },
  { method: 'DELETE', path: '/api/admin/careers/:id', admin: true },
  {
    method: 'GET',
    path: '/api/admin/broadcasts',
    admin: true,
    query: { kind: oneOf('social', 'news'), category: oneOf('social', 'news'), q: text(), limit: limit() },
  },
  { method: 'GET', path: '/api/admin/broadcasts/:id', admin: true },
  {
    method: 'POST',
    path: '/api/admin/broadcasts',
    admin: true,
    body: { kind: 'multipart', fields: broadcastFields, files: ['image'] },
  },
  {
    method: 'PUT',
    path: '/api/admin/broadcasts/:id',
    admin: true,
    body: { kind: 'multipart', fields: broadcastFields, files: ['image'] },
  },
  { method: 'DELETE', path: '/api/admin/broadcasts/:id', admin: true },
  {
    method: 'GET',
    path: '/api/admin/testimonials',
    admin: true,
    query: { q: text(), status: oneOf('all', 'active', 'inactive'), page: limit(), limit: limit() },
  },
  { method: 'GET', path: '/api/admin/testimonials/:id', admin: true },
  {
    method: 'POST',
    path: '/api/admin/testimonials',
    admin: true,
    body: { kind: 'multipart', fields: testimonialFields, files: ['image'] },
  },
  {
    method: 'PUT',
    path: '/api/admin/testimonials/:id',
    admin: true,
    body: { kind: 'multipart', fields: testimonialFields, files: ['image'] },
  },
  {
    method: 'PATCH',
    path: '/api/admin/testimonials/:id/active',
    admin: true,
    body: { kind: 'json', fields: { is_active: flag() } },
  },
  { method: 'DELETE', path: '/api/admin/testimonials/:id', admin: true },
  { method: 'GET', path: '/api/admin/inbox/applications/:id/resume', admin: true },
  // Each versioned content type's REST resource is named for its kind.
  ...CONTENT_KINDS.filter((k) => CONTENT_TYPES[k].keepsVersions).flatMap((r): RestRoute[] => [
    { method: 'GET', path: `/api/admin/${r}/:id/versions`, admin: true },
    { method: 'POST', path: `/api/admin/${r}/:id/versions/:versionId/restore`, admin: true },
  ]),
];

export const routeLabel = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
