import {
  itemPath,
  PUBLIC_TOP_CATEGORIES,
  type PublicTopCategory,
  pageHref,
  readPageParams,
  type Video,
  youtubeId,
} from '@manovo/api/domain';
import { CAROUSEL_TEXTS } from '@manovo/content/carousel';
import { VIDEOS_TEXTS } from '@manovo/content/videos';
import { Carousel } from '@manovo/ui/carousel';
import { Dropdown } from '@manovo/ui/dropdown';
import { isModifiedClick } from '@manovo/ui/hooks';
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { InPageLink } from '../components/in-page-link';
import { useItemPageMeta } from '../components/layout/page-meta';
import { PageBanner } from '../components/page-banner';
import { PreviewBanner } from '../components/preview-banner';
import { TitledSection } from '../components/titled-section';
import { PauseableVideo } from '../features/videos/pauseable-video';
import { ALL, videoListInput, videoSubOf, videoTopOf } from '../features/videos/video-choice';
import { useMediaQuery } from '../lib/hooks';
import { fieldLang, useMessages, useTexts } from '../lib/i18n';
import { ITEM_QUERY_OPTIONS, isNotFoundError, useItemRoute } from '../lib/item-route';
import { resolveMedia, videoThumbnail } from '../lib/media';
import { langOf, publicReads } from '../lib/public-api';
import { Link, useLocale, useLocalePath, useLocation, useNavigate, useSearchParams } from '../lib/router';
import NotFoundPage from './not-found-page';
import './videos-page.css';

const topFromHash = (hash: string): PublicTopCategory | null => {
  const key = hash.replace(/^#/, '').toLowerCase();
  return PUBLIC_TOP_CATEGORIES.find((c) => c === key) ?? null;
};

// A choice's address (docs/product.md §2): ?top=&sub= for the server, the spec's anchor (#surgery)
// to land on the category switch.
const choiceHref = (top: PublicTopCategory, sub?: number) =>
  pageHref('/videos', { top, ...(sub !== undefined && { sub }) }, `#${top}`);

export default function VideosPage() {
  const t = useTexts('videos', VIDEOS_TEXTS);
  const localePath = useLocalePath();
  // Sub-category names are stored once, in English (they have no translations): marked so on a
  // German or French page.
  const storedLang = useLocale() === 'en' ? undefined : 'en';
  const carousel = useTexts('carousel', CAROUSEL_TEXTS);
  const messages = useMessages();
  const topOptions = PUBLIC_TOP_CATEGORIES.map((c) => ({ value: c, label: t.categories[c] }));
  const location = useLocation();
  const navigate = useNavigate();
  // /videos/{id}-{slug}: that video in the player, in its own category and sub-category.
  const { itemId, isInvalid, preview, itemInput } = useItemRoute();
  const item = useQuery({ ...publicReads.video(itemInput), ...ITEM_QUERY_OPTIONS(itemId) });
  useItemPageMeta('videos', item.data?.title);
  const itemVideo = item.data ?? null;
  // The address holds the visitor's choices (?top=&sub=, read on the server too, or the spec's hash,
  // read after hydration: the server never sees it); without one, the item's or the page's defaults.
  const [search] = useSearchParams();
  const params = readPageParams('/videos', search);
  const [hashTop, setHashTop] = useState<PublicTopCategory | null>(null);
  const chosenTop = hashTop ?? params.top ?? null;
  const sub = params.sub ?? null;
  const [selected, setSelected] = useState<Video | null>(null);
  const playerRef = useRef<HTMLDivElement>(null);
  // docs/product.md §9: a dropdown replaces the buttons at 768 px or less.
  const isNarrow = useMediaQuery('(max-width: 768px)');
  const { showsItem, top } = videoTopOf(chosenTop, sub, itemVideo);

  useEffect(() => setHashTop(topFromHash(location.hash)), [location.hash]);

  const subs = useQuery(publicReads.subcategories({ topCategory: top }));
  const subItems = subs.data ?? [];
  // A ?sub= of another category (or none) is ignored, as the server does.
  const effectiveSub =
    subs.isLoading || (itemId !== null && item.isLoading)
      ? null
      : videoSubOf(subItems, sub, showsItem, itemVideo);

  const videos = useQuery({
    ...publicReads.videos({ ...videoListInput(top, effectiveSub ?? ALL), ...langOf(useLocale()) }),
    enabled: effectiveSub !== null,
  });
  const items = videos.data ?? [];
  // The visitor's pick, else the item of the address, else the first video of the selection.
  const current = selected ?? (showsItem ? itemVideo : null) ?? items[0] ?? null;

  // Once the app runs a choice switches in place (no page load), keeping the address in step.
  const go = (href: string) => {
    setSelected(null);
    navigate(href, { replace: true, preventScrollReset: true });
  };
  const chooseTop = (next: PublicTopCategory) => go(choiceHref(next));
  const onChoice = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    go(href);
  };

  const play = (v: Video) => {
    setSelected(v);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    playerRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  };

  const isLoading =
    subs.isLoading || (itemId !== null && item.isLoading) || (videos.isLoading && effectiveSub !== null);

  if (isInvalid || (itemId !== null && isNotFoundError(item.error))) return <NotFoundPage />;
  const selectedYoutube = youtubeId(current?.youtubeUrl);

  return (
    <>
      {preview && itemVideo && (
        <PreviewBanner published={itemVideo.status === 'published'} pending={itemVideo.pendingChanges} />
      )}
      {/* A video's own address is its page: its title the h1, the library its eyebrow. */}
      {itemId !== null ? (
        <PageBanner
          eyebrow={t.itemEyebrow}
          title={itemVideo?.title ?? messages.loading}
          titleLang={itemVideo ? fieldLang(itemVideo, 'title') : undefined}
          lead={itemVideo?.description}
          leadLang={itemVideo ? fieldLang(itemVideo, 'description') : undefined}
        />
      ) : (
        <PageBanner eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      )}
      <TitledSection id="library-h" title={t.library} headingClassName="ui-visually-hidden">
        {/* Anchors for #product, #surgery, #training, #others all land on the category switch. */}
        <div className="videos-anchors" aria-hidden="true">
          {PUBLIC_TOP_CATEGORIES.map((c) => (
            <span key={c} id={c} />
          ))}
        </div>
        <div className="videos-controls">
          {isNarrow ? (
            <Dropdown label={t.category} options={topOptions} value={top} onChange={chooseTop} />
          ) : (
            <nav className="chip-row videos-top" aria-label={t.category}>
              {topOptions.map((c) => (
                <a
                  key={c.value}
                  href={localePath(choiceHref(c.value))}
                  className="btn btn--outline"
                  aria-current={top === c.value ? 'true' : undefined}
                  onClick={onChoice(choiceHref(c.value))}
                >
                  {c.label}
                </a>
              ))}
            </nav>
          )}
          <nav className="chip-row" aria-label={t.subCategory}>
            {subItems.length === 0 && !subs.isLoading ? (
              <a
                href={localePath(choiceHref(top))}
                className="chip"
                aria-current="true"
                onClick={onChoice(choiceHref(top))}
              >
                {t.all}
              </a>
            ) : (
              subItems.map((s) => (
                <a
                  key={s.id}
                  href={localePath(choiceHref(top, s.id))}
                  className="chip"
                  aria-current={effectiveSub === String(s.id) ? 'true' : undefined}
                  onClick={onChoice(choiceHref(top, s.id))}
                  lang={storedLang}
                >
                  {s.name}
                </a>
              ))
            )}
          </nav>
        </div>

        <div ref={playerRef} className="videos-player">
          {isLoading ? (
            <p className="loading-text">{messages.loading}</p>
          ) : current ? (
            <>
              <PauseableVideo
                key={current.id}
                title={current.title}
                poster={videoThumbnail(current)}
                youtubeId={selectedYoutube}
                srcUrl={current.srcUrl ? resolveMedia(current.srcUrl, '') : null}
                autoPlay
                words={{ play: t.playVideo, pause: t.pauseVideo }}
                titleLang={fieldLang(current, 'title')}
              />
              {/* On the video's own page its title and description are the banner's. */}
              {current.id !== itemVideo?.id && (
                <>
                  {/* The video's own page: with one video in the selection there is no card to link it. */}
                  <h3 className="videos-player__title" lang={fieldLang(current, 'title')}>
                    <Link to={itemPath('videos', current)}>{current.title}</Link>
                  </h3>
                  {current.description && (
                    <p className="muted" lang={fieldLang(current, 'description')}>
                      {current.description}
                    </p>
                  )}
                </>
              )}
            </>
          ) : items.length === 0 && !videos.error ? (
            <div className="videos-empty">
              <p>{t.empty(t.categories[top])}</p>
              <ul className="chip-row">
                {topOptions
                  .filter((c) => c.value !== top)
                  .map((c) => (
                    <li key={c.value}>
                      <a
                        href={localePath(choiceHref(c.value))}
                        className="chip"
                        onClick={onChoice(choiceHref(c.value))}
                      >
                        {c.label}
                      </a>
                    </li>
                  ))}
              </ul>
            </div>
          ) : (
            <p className="videos-empty">{messages.noVideoSelected}</p>
          )}
        </div>

        {/* One video is already in the player: a carousel of it alone would show it twice. */}
        {items.length > 1 && (
          <Carousel
            items={items}
            getKey={(v) => v.id}
            label={t.inCategory}
            words={carousel}
            renderItem={(v) => (
              <InPageLink
                href={itemPath('videos', v)}
                className={`video-card${current?.id === v.id ? ' is-current' : ''}`}
                onOpen={() => play(v)}
                aria-label={t.play(v.title)}
              >
                <img src={videoThumbnail(v)} alt="" width={1200} height={675} loading="lazy" />
                <span className="video-card__title" lang={fieldLang(v, 'title')}>
                  {v.title}
                </span>
                {v.subCategoryName && (
                  <span className="video-card__sub" lang={storedLang}>
                    {v.subCategoryName}
                  </span>
                )}
              </InPageLink>
            )}
          />
        )}
      </TitledSection>
    </>
  );
}
