// The product's rules as plain values (docs/product.md, "Limits and constants"). No zod import, so the
// public bundle can read a list or a limit without the schema library.

import { TOP_CATEGORIES } from '@manovo/db/values';

// The stored values and their types live beside the columns they type; this is the domain's door to them.
export * from '@manovo/db/values';
// The public site also has an Others tab; staff cannot file a video under it.
export const PUBLIC_TOP_CATEGORIES = [...TOP_CATEGORIES, 'others'] as const;
export const TESTIMONIAL_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;

export type PublicTopCategory = (typeof PUBLIC_TOP_CATEGORIES)[number];
export type TestimonialStatusFilter = (typeof TESTIMONIAL_STATUS_FILTERS)[number];

/** Public lists are capped so one request can never ask for the whole table. */
export const MAX_LIST_LIMIT = 200;
export const ADMIN_PAGE_SIZE = 20;

// List sizes the public pages ask for.
export const HOME_BROADCAST_LIMIT = 1;
export const BROADCAST_LIST_LIMIT = 24;
export const CAREERS_LIST_LIMIT = 24;
export const TESTIMONIALS_LIMIT = 10;

// Search: 6 suggestions per section of the overlay, 20 server results for the search page, shown 8 a page.
export const SUGGESTIONS_PER_SECTION = 6;
export const SEARCH_PAGE_SERVER_PER_PAGE = 20;
export const SEARCH_RESULTS_PER_PAGE = 8;
export const SEARCH_DEBOUNCE_MS = 180;

// Sign-in keeps accepting the original 6-character passwords (and then asks for a change); a password
// that is set or changed needs 12 and must not be one of the most common passwords.
export const ADMIN_PASSWORD_MIN_LOGIN = 6;
export const ADMIN_PASSWORD_MIN_SET = 12;
export const RECOVERY_CODE_COUNT = 10;

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** An IFU's PDF (docs/product.md, "Instructions for use"): streamed, never held whole. */
export const IFU_MAX_BYTES = 50 * 1024 * 1024;
/** A paper copy of an IFU is sent within this many calendar days (Regulation (EU) 2021/2226, art. 6). */
export const IFU_PAPER_COPY_DAYS = 7;
/** An open paper-copy request is flagged this many days before it is due. */
export const IFU_PAPER_COPY_WARN_DAYS = 2;
/** Larger images are refused before they are decoded (a phone photo is 12–50 MP; 25 MP is 6000 × 4000 and more). */
export const IMAGE_MAX_PIXELS = 25_000_000;
/** The widths an uploaded image is served at (never wider than the image itself). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** The formats every width is stored in, beside the original (best first, for <picture>). */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export const PHONE_DIGITS = 10;

/** The public forms' honeypot field: hidden from people, filled by bots (see services/honeypot.ts). */
export const HONEYPOT_FIELD = 'website';
