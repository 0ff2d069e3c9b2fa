// The one place where database rows (camelCase) become the spec's wire objects (snake_case).
import type { BroadcastRow, CareerRow, TestimonialRow, VideoRow } from '@manovo/db/queries';
import { youtubeThumbnail } from './schemas/youtube';

const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

export function toVideoWire(v: VideoRow) {
  return {
    id: v.id,
    title: v.title,
    top_category: v.topCategory,
    sub_category_id: v.subCategoryId,
    sub_category_name: v.subCategoryName,
    youtube_url: v.youtubeUrl,
    src_url: v.srcUrl,
    thumbnail_url: v.thumbnailUrl || youtubeThumbnail(v.youtubeUrl),
    status: v.status,
    description: v.description,
    created_at: iso(v.createdAt),
    updated_at: iso(v.updatedAt),
  };
}
export type TVideo = ReturnType<typeof toVideoWire>;

export function toCareerWire(c: CareerRow) {
  return {
    id: c.id,
    title: c.title,
    category: c.category,
    status: c.status,
    location: c.location,
    experience: c.experience,
    salary: c.salary,
    skills: c.skills,
    apply_url: c.applyUrl,
    apply_email: c.applyEmail,
    description: c.description,
    created_at: iso(c.createdAt),
    updated_at: iso(c.updatedAt),
  };
}
export type TCareer = ReturnType<typeof toCareerWire>;

export function toBroadcastWire(b: BroadcastRow) {
  const publishAt = iso(b.publishAt);
  return {
    id: b.id,
    kind: b.kind,
    category: b.kind,
    title: b.title,
    summary: b.summary,
    body: b.body,
    body_html: b.body,
    status: b.status,
    publish_at: publishAt,
    scheduled_at: publishAt,
    posted_at: iso(b.postedAt),
    created_at: iso(b.createdAt),
    updated_at: iso(b.updatedAt),
    social_source: b.socialSource,
    link_url: b.linkUrl,
    link: b.linkUrl,
    image_url: b.imagePath,
    image_path: b.imagePath,
    tag: b.tag,
  };
}
export type TBroadcast = ReturnType<typeof toBroadcastWire>;

export function toTestimonialWire(t: TestimonialRow) {
  return {
    id: t.id,
    person_name: t.personName,
    person_title: t.personTitle,
    company: t.company,
    message: t.message,
    is_active: t.isActive ? 1 : 0,
    image: t.imagePath,
    linkedin: t.linkedin,
    created_at: iso(t.createdAt),
    updated_at: iso(t.updatedAt),
  };
}
export type TTestimonial = ReturnType<typeof toTestimonialWire>;

export { iso };
