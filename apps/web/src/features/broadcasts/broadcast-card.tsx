import { type Broadcast, imageAltOf, isExternalLink, itemPath } from '@manovo/api/domain';
import { NEWS_TEXTS } from '@manovo/content/news';
import { COMPANY_SOCIAL_PAGE } from '@manovo/content/site';
import { CHROME } from '@manovo/content/ui';
import type { ReactNode } from 'react';
import { InPageLink } from '../../components/in-page-link';
import { type ImageInfo, ResponsiveImage } from '../../components/responsive-image';
import { fieldLang, itemLang, useTexts } from '../../lib/i18n';
import {
  broadcastAuthor,
  broadcastDate,
  DEFAULT_BROADCAST_IMAGE,
  DEFAULT_PROFILE_IMAGE,
  resolveMedia,
} from '../../lib/media';
import { Link } from '../../lib/router';
import './broadcast-card.css';

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
  ...NEWS_TEXTS.sample,
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

/** A post's picture (its own, else the default), as wide as `sizes` says it is shown. */
export function BroadcastImage({
  item,
  className,
  sizes,
  loading,
}: {
  item: BroadcastCardData;
  className: string;
  sizes: string;
  loading?: 'lazy';
}) {
  return (
    <ResponsiveImage
      className={className}
      src={resolveMedia(item.imageUrl, DEFAULT_BROADCAST_IMAGE)}
      info={item}
      alt={imageAltOf(item, item.title)}
      lang={fieldLang(item, item.imageAlt ? 'imageAlt' : 'title')}
      width={1200}
      height={675}
      sizes={sizes}
      loading={loading}
    />
  );
}

export function BroadcastCardBody({
  item,
  headingLevel = 3,
}: {
  item: BroadcastCardData;
  headingLevel?: 2 | 3;
}) {
  const H = `h${headingLevel}` as const;
  const date = broadcastDate(item);
  const t = useTexts('news', NEWS_TEXTS);
  return (
    <>
      <BroadcastImage
        item={item}
        className="bcard__image"
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
                {t.date(date)}
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
  const t = useTexts('news', NEWS_TEXTS);
  const chrome = useTexts('chrome', CHROME);
  if (onSelect) {
    return (
      <article className="bcard" lang={lang}>
        <InPageLink
          className="bcard__hit"
          href={own ?? fallbackTo}
          onOpen={() => onSelect(item)}
          aria-label={t.read(item.title)}
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
          aria-label={chrome.newTab(item.title)}
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
