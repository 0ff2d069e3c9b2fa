import { type Broadcast, imageAltOf, isExternalLink, itemPath } from '@manovo/api/domain';
import { COMPANY_SOCIAL_PAGE } from '@manovo/content/site';
import type { ReactNode } from 'react';
import { InPageLink } from '../../components/in-page-link';
import { type ImageInfo, ResponsiveImage } from '../../components/responsive-image';
import {
  broadcastAuthor,
  broadcastDate,
  DEFAULT_BROADCAST_IMAGE,
  DEFAULT_PROFILE_IMAGE,
  resolveMedia,
} from '../../lib/media';
import { Link } from '../../lib/router';
import './broadcast-card.css';
import { fieldLang, itemLang } from '../../lib/i18n';

export type BroadcastCardData = Pick<
  Broadcast,
  | 'id'
  | 'kind'
  | 'title'
  | 'summary'
  | 'socialSource'
  | 'postedAt'
  | 'publishAt'
  | 'createdAt'
  | 'imageUrl'
  | 'linkUrl'
> &
  ImageInfo;

/** Sample card shown when a broadcast list fails (docs/product.md §8). */
export const SAMPLE_BROADCAST: BroadcastCardData = {
  id: 0,
  kind: 'news',
  title: 'Manovo Articulate 8: the complete lineup of 15 instruments',
  summary:
    'Eight degrees of freedom and 360° rotation in reusable hand-held instruments. Follow us for demonstrations and events.',
  socialSource: null,
  postedAt: '2025-01-15T00:00:00.000Z',
  publishAt: null,
  createdAt: '2025-01-15T00:00:00.000Z',
  imageUrl: '/images/demo/broadcast-4.svg',
  linkUrl: COMPANY_SOCIAL_PAGE,
};

const authorAvatar = (b: BroadcastCardData) =>
  b.kind === 'social' && b.socialSource
    ? `/images/social/${b.socialSource}.svg`
    : '/images/author-manovo.svg';

export function BroadcastCardBody({
  item,
  headingLevel = 3,
}: {
  item: BroadcastCardData;
  headingLevel?: 2 | 3;
}) {
  const H = `h${headingLevel}` as const;
  const date = broadcastDate(item);
  return (
    <>
      <ResponsiveImage
        className="bcard__image"
        src={resolveMedia(item.imageUrl, DEFAULT_BROADCAST_IMAGE)}
        info={item}
        alt={imageAltOf(item, item.title)}
        lang={fieldLang(item, item.imageAlt ? 'imageAlt' : 'title')}
        width={1200}
        height={675}
        sizes="(min-width: 1200px) 380px, (min-width: 768px) 45vw, 100vw"
        loading="lazy"
      />
      <div className="bcard__body">
        <H className="bcard__title" lang={fieldLang(item, 'title')}>
          {item.title}
        </H>
        {item.summary && (
          <p className="bcard__text" lang={fieldLang(item, 'summary')}>
            {item.summary}
          </p>
        )}
        <div className="bcard__author">
          <img
            src={authorAvatar(item)}
            onError={(e) => (e.currentTarget.src = DEFAULT_PROFILE_IMAGE)}
            alt=""
            width={36}
            height={36}
          />
          <span>
            <span className="bcard__name">{broadcastAuthor(item)}</span>
            {date && (
              <time className="bcard__date" dateTime={date}>
                {date}
              </time>
            )}
          </span>
        </div>
      </div>
    </>
  );
}

/** A news item's own address; the sample card (id 0) and social posts have none. */
const ownPath = (item: BroadcastCardData) =>
  item.kind === 'news' && item.id > 0 ? itemPath('news', item) : null;

/**
 * A card that opens the post's external link in a new tab, or runs onSelect / goes to `fallbackTo`.
 * onSelect gets the item back as it was given (a whole Broadcast when the list had one). A news card is
 * a link to the item's own address either way: onSelect only takes over a plain click once the app runs.
 */
export function BroadcastCard<Item extends BroadcastCardData>({
  item,
  onSelect,
  fallbackTo = '/news',
  headingLevel = 3,
  extra,
}: {
  item: Item;
  onSelect?: (item: Item) => void;
  fallbackTo?: string;
  headingLevel?: 2 | 3;
  extra?: ReactNode;
}) {
  const body = <BroadcastCardBody item={item} headingLevel={headingLevel} />;
  const own = ownPath(item);
  const lang = itemLang(item);
  if (onSelect) {
    return (
      <article className="bcard" lang={lang}>
        <InPageLink
          className="bcard__hit"
          href={own ?? fallbackTo}
          onOpen={() => onSelect(item)}
          aria-label={`Read: ${item.title}`}
        >
          {body}
        </InPageLink>
        {extra}
      </article>
    );
  }
  if (isExternalLink(item.linkUrl)) {
    return (
      <article className="bcard" lang={lang}>
        <a
          className="bcard__hit"
          href={item.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${item.title} (opens in a new tab)`}
        >
          {body}
        </a>
        {extra}
      </article>
    );
  }
  return (
    <article className="bcard" lang={lang}>
      <Link className="bcard__hit" to={own ?? fallbackTo} aria-label={item.title}>
        {body}
      </Link>
      {extra}
    </article>
  );
}
