// The domain's own shapes, as tRPC procedures return them: camelCase, one name per field, dates as ISO 8601
// strings (they cross JSON and the server-rendered page unchanged), no envelopes. The spec's snake_case
// wire shapes exist only in the REST adapter (apps/server/src/routes/rest).
import type { SearchHit } from '@manovo/search';
import type {
  BroadcastKind,
  CareerCategory,
  ContactPurpose,
  ContentStatus,
  IfuStatus,
  ReviewDecision,
  SocialSource,
  TopCategory,
  VersionedEntity,
  VideoStatus,
} from './constants';
import type { ReviewKind, VersionedKind } from './content-types';

/** An ISO 8601 date-time, e.g. 2026-03-01T09:30:00.000Z. */
export type IsoDateTime = string;

/** A stored row as the domain shows it (dates as ISO strings): a new kind's type, read off its table. */
export type DomainOf<Row> = {
  [K in keyof Row]: Row[K] extends Date
    ? IsoDateTime
    : Row[K] extends Date | null
      ? IsoDateTime | null
      : Row[K];
};

export type Video = {
  id: number;
  title: string;
  topCategory: TopCategory;
  subCategoryId: number | null;
  subCategoryName: string | null;
  youtubeUrl: string;
  srcUrl: string;
  /** The stored thumbnail, else the one derived from the YouTube link, else ''. */
  thumbnailUrl: string;
  status: VideoStatus;
  description: string;
  /** How long it runs, in whole seconds; null when staff have not entered it. */
  durationSeconds: number | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
};

export type VideoSubcategory = { id: number; name: string; topCategory: TopCategory };

export type Career = {
  id: number;
  title: string;
  category: CareerCategory;
  status: ContentStatus;
  location: string;
  experience: string;
  salary: string;
  /** Comma separated. */
  skills: string;
  applyUrl: string;
  applyEmail: string;
  /** Sanitised HTML or plain text. */
  description: string;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
};

/** An item's image (broadcasts and testimonials carry one). */
export type ItemImage = {
  imageUrl: string | null;
  /** Alt text of the image ('' when sent without: needsAltText), its size and focal point (0–1); docs/product.md "Images". */
  imageAlt: string;
  imageWidth: number | null;
  imageHeight: number | null;
  imageFocusX: number;
  imageFocusY: number;
};

export type Broadcast = ItemImage & {
  id: number;
  kind: BroadcastKind;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  body: string;
  status: ContentStatus;
  /** Hidden from the public until then, when set. */
  publishAt: IsoDateTime | null;
  postedAt: IsoDateTime | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  /** Only for social posts. */
  socialSource: SocialSource | null;
  linkUrl: string;
  tag: string;
};

export type Testimonial = ItemImage & {
  id: number;
  personName: string;
  personTitle: string;
  company: string;
  message: string;
  isActive: boolean;
  linkedin: string;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
};

export type ContactMessage = {
  id: number;
  name: string;
  email: string;
  purpose: ContactPurpose;
  message: string;
  isHandled: boolean;
  createdAt: IsoDateTime;
};

export type JobApplication = {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  jobId: number | null;
  jobTitle: string;
  resumeName: string;
  resumeSize: number;
  /** Where a signed-in admin downloads the resume (never a public URL). */
  resumeUrl: string;
  isHandled: boolean;
  createdAt: IsoDateTime;
};

export type AuditEntry = {
  id: number;
  adminEmail: string;
  entity: string;
  entityId: string;
  action: string;
  summary: string;
  createdAt: IsoDateTime;
};

/** One page of an admin list. */
export type Page<T> = { items: T[]; total: number; page: number; limit: number };
export type InboxPage<T> = Page<T> & { unhandled: number };

/** A hit of the site search: a page or a published item. */
export type SearchResult = SearchHit;

export type AdminSearchResult = {
  type: 'video' | 'career' | 'broadcast' | 'testimonial';
  id: number;
  title: string;
  status: string;
  detail: string;
};

export type AdminProfile = { email: string };
/** The signed-in admin's own account: what the profile screen shows. */
export type AdminAccount = AdminProfile & { twoFactorEnabled: boolean; recoveryCodesLeft: number };
/**
 * A sign-in. `token` is the bearer token for an integrator; for the browser it is only the CSRF token
 * of its HttpOnly session cookie. The flags ask the admin screens for a new password (one set before
 * the 12-character rule, or a common one) or a two-factor enrolment (ADMIN_REQUIRE_2FA=1).
 */
export type SignIn = {
  token: string;
  admin: AdminProfile;
  expiresAt: IsoDateTime;
  passwordChangeRequired: boolean;
  twoFactorSetupRequired: boolean;
};
/** A started enrolment: the QR code to scan (an SVG data URL) and the secret to type instead. */
export type TwoFactorEnrolment = { qrCode: string; secret: string; uri: string };

/** One kept save of an item (docs/product.md, "Version history"); numbered from 1, oldest first. */
export type ContentVersion = {
  id: number;
  number: number;
  /** create | update | restore | delete | earlier (the item as it was before versions were kept) */
  action: string;
  adminEmail: string;
  createdAt: IsoDateTime;
  imageUrl: string | null;
};
/** A version with the whole record it kept (column names in camelCase, dates as ISO strings). */
export type ContentVersionDetail = ContentVersion & { record: Record<string, unknown> };

/** An item deleted within the restore window, with the version a restore writes back. */
export type DeletedItem = {
  entity: VersionedEntity;
  entityId: number;
  title: string;
  deletedAt: IsoDateTime;
  deletedBy: string;
  versionId: number;
};

/** One revision of a device's instructions for use in one language (docs/product.md, "Instructions for use"). */
export type IfuRevision = {
  /** The revision's id: what the review gate's decisions name (kind `ifu`). */
  id: number;
  lang: string;
  revision: string;
  effectiveDate: string;
  changeSummary: string;
  status: IfuStatus;
  withdrawnReason: string | null;
  publishedAt: string | null;
  withdrawnAt: string | null;
  size: number;
  sha256: string;
  /** The revision's own, immutable address: /ifu/{ref}/{lang}/{revision}. */
  url: string;
  /** The newest published revision of its language. */
  current: boolean;
};

/** A device's IFU: its REF, UDI-DI and name, with every revision (public: no drafts). */
export type IfuDocument = {
  id: number;
  ref: string;
  udiDi: string | null;
  title: string;
  instrumentSlug: string | null;
  revisions: IfuRevision[];
};

/** A request for a free paper copy, due 7 calendar days after it was received. */
/**
 * One action on a device in its history (the admin's IFU manager): its revisions are never replaced,
 * so a device's history is what was done to it, numbered from the first.
 */
export type IfuHistoryEntry = {
  number: number;
  /** `create` (the device), `upload` (a revision), `publish`, `withdraw`, `delete` (a draft). */
  action: string;
  /** The revision acted on (`MS-100 en rev B`), and a withdrawal's reason. */
  summary: string;
  adminEmail: string;
  createdAt: string;
};

export type IfuPaperRequest = {
  id: number;
  name: string;
  email: string;
  institution: string;
  address: string;
  ref: string;
  lang: string;
  message: string;
  dueBy: string;
  sentAt: string | null;
  createdAt: string;
  /** Open and due within IFU_PAPER_COPY_WARN_DAYS, or past due. */
  flag: 'overdue' | 'due-soon' | null;
};
/** A review stage (issue #25): its stable id, its name, and who may sign it (none listed: any admin). */
export type ReviewStage = { id: number; name: string; signerIds: number[] };
/** The review gate's settings; no stages means the gate is off. */
export type ReviewSettings = {
  stages: ReviewStage[];
  kinds: ReviewKind[];
  authorMayApprove: boolean;
};
/** One signed decision of the review record, as it was signed (never changed afterwards). */
export type ReviewDecisionRecord = {
  reference: string;
  kind: ReviewKind;
  itemId: number;
  version: number;
  contentHash: string;
  stageId: number;
  stageName: string;
  decision: ReviewDecision;
  /** The signing admin; null for an outside reviewer. */
  signerId: number | null;
  signerName: string;
  signerEmail: string;
  /** Signed by an outside reviewer through a review link (named by the link, not an admin account). */
  outside: boolean;
  signedAt: IsoDateTime;
  comment: string;
};
/** An outside reviewer's link as staff see it (never its token or code, which are not kept). */
export type OutsideReviewLink = {
  id: number;
  kind: VersionedKind;
  itemId: number;
  reviewerName: string;
  reviewerEmail: string;
  stageId: number;
  stageName: string;
  version: number;
  contentHash: string;
  createdByEmail: string;
  createdAt: IsoDateTime;
  expiresAt: IsoDateTime;
  revokedAt: IsoDateTime | null;
  usedAt: IsoDateTime | null;
  decisionReference: string | null;
  /** open: may be signed; else why it may not. `outdated`: the item changed since the link was made. */
  status: 'open' | 'expired' | 'revoked' | 'used' | 'outdated';
};
/** What an outside reviewer's link opens: the version to review, and who is asked to sign which stage. */
export type OutsideReviewView = {
  reviewerName: string;
  reviewerEmail: string;
  kindLabel: string;
  itemId: number;
  title: string;
  stageName: string;
  version: number;
  contentHash: string;
  expiresAt: IsoDateTime;
  /** The item's page through a fresh one-hour preview link (kinds with pages), showing this version. */
  previewPath: string | null;
  /** The reviewed content, field by field, as stored (rich text as its HTML). */
  fields: { label: string; value: string }[];
};
/** One version of an item in its printable review record, with the decisions signed on it. */
export type ReviewRecordVersion = {
  number: number;
  action: string;
  adminEmail: string;
  createdAt: IsoDateTime;
  /** SHA-256 of its reviewed content: what a decision on it binds to. */
  contentHash: string;
  /** The labels of the reviewed fields that differ from the version before (all of them for the first). */
  changed: string[];
  /** The version the site shows now. */
  live: boolean;
  /** Kept as pending changes (an edit of a published item waiting for review). */
  pending: boolean;
  /** The decisions signed on this version, oldest first. */
  decisions: ReviewDecisionRecord[];
};
/** An item's whole review record (the printable page): its versions oldest first, each with its decisions. */
export type ReviewItemRecord = {
  state: ReviewState;
  /** The title as the site shows it, and as it reads in the version under review when that differs. */
  liveTitle: string;
  reviewedTitle: string;
  versions: ReviewRecordVersion[];
};
/** Where an item stands in review: its current version, each stage's decision on it, and the record. */
export type ReviewState = {
  /** For `ifu`, `itemId` is the IFU revision's id and `version` is always 1 (a revision never changes). */
  kind: ReviewKind;
  itemId: number;
  /** The gate applies to this item's kind (stages set and the kind listed). */
  gated: boolean;
  /** Every stage approved the current version (always true when the gate is off). */
  ready: boolean;
  /**
   * The item is public and has an edit kept as pending changes: the site shows its approved version,
   * and `version` and `contentHash` are the pending one's, the version the stages review.
   */
  pending: boolean;
  /** The current version's number in the item's history (0: never saved through the admin). */
  version: number;
  contentHash: string;
  /** Who saved the current version (may not sign it unless authors may approve). */
  lastEditorId: number | null;
  stages: (ReviewStage & { decision: ReviewDecisionRecord | null })[];
  /** Every decision on the item, newest first. */
  decisions: ReviewDecisionRecord[];
};
/** An admin who may be named as a stage's signer. */
export type ReviewerAccount = { id: number; email: string };
/** An item of a gated kind whose current version waits for stages' approval (the review queue). */
export type ReviewQueueItem = {
  /** For `ifu`, `id` is the IFU revision's id and `ref` its device's REF (the manager's address). */
  kind: ReviewKind;
  ref?: string;
  id: number;
  title: string;
  /** A published item whose edit waits as pending changes (the site shows its approved version). */
  pending: boolean;
  /** The stages that have not approved the current version; a request for changes is named in `changes`. */
  waitingFor: string[];
  changesRequestedBy: string[];
  /** When the current version was saved, and by whom (who asked for review). */
  since: IsoDateTime;
  askedBy: string;
};

/**
 * Where an item stands in a language (docs/product.md, "Languages"): not translated, translated from
 * the English as it is now, or translated from English that has changed since.
 */
export type TranslationStatus = 'missing' | 'up-to-date' | 'outdated';

/** One item's translation into one language, as staff edit it (`fields` empty while missing). */
export type ItemTranslation = {
  locale: string;
  status: TranslationStatus;
  published: boolean;
  fields: Record<string, string>;
  publishedAt: IsoDateTime | null;
  updatedAt: IsoDateTime | null;
  updatedByEmail: string;
};

/** An item's English translatable fields and its translation into each other language. */
export type ItemTranslations = {
  kind: string;
  id: number;
  /** The English text of each translatable field, in the registry's order. */
  source: Record<string, string>;
  translations: ItemTranslation[];
};

/** One item in one language on the Translations screen: missing or outdated. */
export type TranslationWork = {
  kind: string;
  id: number;
  name: string;
  locale: string;
  status: Exclude<TranslationStatus, 'up-to-date'>;
  published: boolean;
};
