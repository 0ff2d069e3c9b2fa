// What a visitor or staff member reads for a stored value ("product" reads "Product").
import type {
  BroadcastKind,
  CareerCategory,
  ContactPurpose,
  ContentStatus,
  PublicTopCategory,
  SocialSource,
  TestimonialStatusFilter,
} from './constants';

export const TOP_CATEGORY_LABELS: Record<PublicTopCategory, string> = {
  product: 'Product',
  surgery: 'Surgery',
  training: 'Training',
  others: 'Others',
};

export const CAREER_CATEGORY_LABELS: Record<CareerCategory, string> = {
  fulltime: 'Full Time',
  internship: 'Internship',
};

export const STATUS_LABELS: Record<ContentStatus | 'active' | 'hidden', string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
  active: 'Active',
  hidden: 'Hidden',
};

export const BROADCAST_KIND_LABELS: Record<BroadcastKind, string> = {
  social: 'Social Media',
  news: 'News & Events',
};

export const SOCIAL_SOURCE_LABELS: Record<SocialSource, string> = {
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

export const CONTACT_PURPOSE_LABELS: Record<ContactPurpose, string> = {
  'Request-demo': 'Request a demo',
  Purchase: 'Purchase',
  'Find-distributor': 'Find a distributor',
  meeting: 'Schedule a meeting',
  Others: 'Others',
};

export const TESTIMONIAL_FILTER_LABELS: Record<TestimonialStatusFilter, string> = {
  all: 'All',
  active: 'Active only',
  inactive: 'Hidden',
};

/** What an audit-log action reads as (the routers write these names; harden2-style additions fall back below). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  activate: 'Shown',
  hide: 'Hidden',
  handled: 'Marked handled',
  reopened: 'Reopened',
  login: 'Signed in',
  login_failed: 'Sign-in failed',
  logout: 'Signed out',
  password_changed: 'Password changed',
};

/** An audit action's label; an action the table does not know reads as a sentence ("totp_enabled": "Totp enabled"). */
export function auditActionLabel(action: string): string {
  const known = AUDIT_ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]?.toUpperCase() + words.slice(1) : action;
}

/** The label of a stored value, or the value itself when the table has none (an older or unknown value). */
export function labelOf(labels: Record<string, string>, value: string): string {
  return labels[value] ?? value;
}
