// Plain constants with no zod import, so browser code that needs only a list or a
// limit does not pull the schema library into the public bundle.

export const TOP_CATEGORIES = ['product', 'surgery', 'training'] as const;
export const PUBLIC_TOP_CATEGORIES = ['product', 'surgery', 'training', 'others'] as const;
export const CAREER_CATEGORIES = ['fulltime', 'internship'] as const;
export const CONTENT_STATUSES = ['draft', 'published', 'archived'] as const;
export const VIDEO_STATUSES = ['draft', 'published'] as const;
export const BROADCAST_KINDS = ['social', 'news'] as const;
export const SOCIAL_SOURCES = ['linkedin', 'twitter', 'instagram', 'youtube'] as const;
export const CONTACT_PURPOSES = [
  'Request-demo',
  'Purchase',
  'Find-distributor',
  'meeting',
  'Others',
] as const;

/** Public list limits are capped so one request can never ask for the whole table (issue #2). */
export const MAX_LIST_LIMIT = 200;
export const ADMIN_PAGE_SIZE = 20;
// Sign-in keeps the spec's 6-character check so existing passwords still work; a password that is set or
// changed needs 8 (issue #2 overrides the spec there).
export const ADMIN_PASSWORD_MIN_LOGIN = 6;
export const ADMIN_PASSWORD_MIN_SET = 8;

export const REQUIRED_FIELDS = 'Please fill out all required fields.';
export const RESUME_REQUIRED = 'Please upload your resume (PDF only, max 5 MB).';
export const RESUME_NOT_PDF = 'Only PDF files are allowed!';
export const RESUME_TOO_LARGE = 'File size must be less than 5 MB!';
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const INVALID_PHONE = 'Please enter a valid 10-digit mobile number.';
