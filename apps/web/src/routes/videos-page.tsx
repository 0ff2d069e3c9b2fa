import {
  MESSAGES,
  PUBLIC_TOP_CATEGORIES,
  type PublicTopCategory,
  TOP_CATEGORY_LABELS,
  type Video,
  youtubeId,
} from '@manovo/api/domain';
import { Carousel } from '@manovo/ui/carousel';
import { Dropdown } from '@manovo/ui/dropdown';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useItemPageMeta } from '../components/layout/page-meta';
import { PageBanner } from '../components/page-banner';
import { PreviewBanner } from '../components/preview-banner';
import { PauseableVideo } from '../features/videos/pauseable-video';
import { useMediaQuery } from '../lib/hooks';
import { ITEM_QUERY_OPTIONS, isNotFoundError, useItemRoute } from '../lib/item-route';
import { resolveMedia, videoThumbnail } from '../lib/media';
import { trpc } from '../lib/trpc';
import NotFoundPage from './not-found-page';
import './videos-page.css';

const TOP_OPTIONS = PUBLIC_TOP_CATEGORIES.map((c) => ({ value: c, label: TOP_CATEGORY_LABELS[c] }));
const ALL = 'all';

const topFromHash = (hash: string): PublicTopCategory | null => {
  const key = hash.replace(/^#/, '').toLowerCase();
  return PUBLIC_TOP_CATEGORIES.find((c) => c === key) ?? null;
};

const isPublicTop = (c: string): c is PublicTopCategory =>
  (PUBLIC_TOP_CATEGORIES as readonly string[]).includes(c);

export default function VideosPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // /videos/{id}-{slug}: that video in the player, in its own category and sub-category.
  const { itemId, isInvalid, preview, itemInput } = useItemRoute();
  const item = trpc.videos.byIdPublic.useQuery(itemInput, ITEM_QUERY_OPTIONS(itemId));
  useItemPageMeta('videos', item.data?.title);
  const itemVideo = item.data ?? null;
  // The visitor's choices; until they make one, the item's (or the page's defaults) apply. The hash is
  // read after hydration: the server never sees it.
  const [chosenTop, setTop] = useState<PublicTopCategory | null>(null);
  const [sub, setSub] = useState<string | null>(null);
  const [selected, setSelected] = useState<Video | null>(null);
  const playerRef = useRef<HTMLDivElement>(null);
  // docs/product.md §9: a dropdown replaces the buttons at 768 px or less.
  const isNarrow = useMediaQuery('(max-width: 768px)');
  const showsItem = itemVideo !== null && chosenTop === null && sub === null;
  const top: PublicTopCategory =
    chosenTop ?? (itemVideo && isPublicTop(itemVideo.topCategory) ? itemVideo.topCategory : 'product');

  useEffect(() => {
    const fromHash = topFromHash(location.hash);
    if (fromHash) setTop(fromHash);
  }, [location.hash]);

  const subs = trpc.subcategories.listPublic.useQuery({ topCategory: top });
  const subItems = subs.data ?? [];
  const itemSub = showsItem ? (itemVideo.subCategoryId ? String(itemVideo.subCategoryId) : ALL) : null;
  // First sub-category by default; All when the category has none (or the request failed).
  const effectiveSub =
    subs.isLoading || (itemId !== null && item.isLoading)
      ? null
      : (sub ?? itemSub ?? (subItems[0] ? String(subItems[0].id) : ALL));

  const videos = trpc.videos.listPublic.useQuery(
    {
      topCategory: top,
      ...(effectiveSub && effectiveSub !== ALL && { subCategoryId: Number(effectiveSub) }),
    },
    { enabled: effectiveSub !== null },
  );
  const items = videos.data ?? [];
  // The visitor's pick, else the item of the address, else the first video of the selection.
  const current = selected ?? (showsItem ? itemVideo : null) ?? items[0] ?? null;

  const chooseTop = (next: PublicTopCategory) => {
    setTop(next);
    setSub(null);
    setSelected(null);
    navigate({ pathname: '/videos', hash: next }, { replace: true, preventScrollReset: true });
  };

  const chooseSub = (next: string) => {
    setSub(next);
    setSelected(null);
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
      {preview && itemVideo && <PreviewBanner published={itemVideo.status === 'published'} />}
      <PageBanner
        eyebrow="Video library"
        title="Videos"
        lead="Product walkthroughs, recorded procedures and training drills with the Articulate 8 instruments."
      />
      <section className="section" aria-labelledby="library-h">
        <div className="container">
          <h2 id="library-h" className="ui-visually-hidden">
            Video library
          </h2>
          {/* Anchors for #product, #surgery, #training, #others all land on the category switch. */}
          <div className="videos-anchors" aria-hidden="true">
            {PUBLIC_TOP_CATEGORIES.map((c) => (
              <span key={c} id={c} />
            ))}
          </div>
          <div className="videos-controls">
            {isNarrow ? (
              <Dropdown label="Category" options={TOP_OPTIONS} value={top} onChange={chooseTop} />
            ) : (
              <fieldset className="chip-row videos-top" aria-label="Category">
                {TOP_OPTIONS.map((c) => (
                  <button
                    key={c.value}
                    type="button"
                    className="btn btn--outline"
                    aria-pressed={top === c.value}
                    onClick={() => chooseTop(c.value)}
                  >
                    {c.label}
                  </button>
                ))}
              </fieldset>
            )}
            <fieldset className="chip-row" aria-label="Sub-category">
              {subItems.length === 0 && !subs.isLoading ? (
                <button type="button" className="chip" aria-pressed="true">
                  All
                </button>
              ) : (
                subItems.map((s) => (
                  <button
                    key={s.id}
                    type="button"
                    className="chip"
                    aria-pressed={effectiveSub === String(s.id)}
                    onClick={() => chooseSub(String(s.id))}
                  >
                    {s.name}
                  </button>
                ))
              )}
            </fieldset>
          </div>

          <div ref={playerRef} className="videos-player">
            {isLoading ? (
              <p className="loading-text">{MESSAGES.loading}</p>
            ) : current ? (
              <>
                <PauseableVideo
                  key={current.id}
                  title={current.title}
                  poster={videoThumbnail(current)}
                  youtubeId={selectedYoutube}
                  srcUrl={current.srcUrl ? resolveMedia(current.srcUrl, '') : null}
                  autoPlay
                />
                <h3 className="videos-player__title">{current.title}</h3>
                {current.description && <p className="muted">{current.description}</p>}
              </>
            ) : (
              <p className="videos-empty">{MESSAGES.noVideoSelected}</p>
            )}
          </div>

          {items.length > 0 && (
            <Carousel
              items={items}
              getKey={(v) => v.id}
              label="Videos in this category"
              renderItem={(v) => (
                <button
                  type="button"
                  className={`video-card${current?.id === v.id ? ' is-current' : ''}`}
                  onClick={() => play(v)}
                  aria-label={`Play ${v.title}`}
                >
                  <img src={videoThumbnail(v)} alt="" width={1200} height={675} loading="lazy" />
                  <span className="video-card__title">{v.title}</span>
                  {v.subCategoryName && <span className="video-card__sub">{v.subCategoryName}</span>}
                </button>
              )}
            />
          )}
        </div>
      </section>
    </>
  );
}
