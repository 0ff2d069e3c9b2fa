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
import { PageBanner } from '../components/page-banner';
import { PauseableVideo } from '../features/videos/pauseable-video';
import { useMediaQuery } from '../lib/hooks';
import { resolveMedia, videoThumbnail } from '../lib/media';
import { trpc } from '../lib/trpc';
import './videos-page.css';

const TOP_OPTIONS = PUBLIC_TOP_CATEGORIES.map((c) => ({ value: c, label: TOP_CATEGORY_LABELS[c] }));
const ALL = 'all';

const topFromHash = (hash: string): PublicTopCategory | null => {
  const key = hash.replace(/^#/, '').toLowerCase();
  return PUBLIC_TOP_CATEGORIES.find((c) => c === key) ?? null;
};

export default function VideosPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [top, setTop] = useState<PublicTopCategory>(() => topFromHash(location.hash) ?? 'product');
  const [sub, setSub] = useState<string | null>(null);
  const [selected, setSelected] = useState<Video | null>(null);
  const playerRef = useRef<HTMLDivElement>(null);
  // docs/product.md §9: a dropdown replaces the buttons at 768 px or less.
  const isNarrow = useMediaQuery('(max-width: 768px)');

  useEffect(() => {
    const fromHash = topFromHash(location.hash);
    if (fromHash) setTop(fromHash);
  }, [location.hash]);

  const subs = trpc.subcategories.listPublic.useQuery({ topCategory: top });
  const subItems = subs.data ?? [];
  // First sub-category by default; All when the category has none (or the request failed).
  const effectiveSub = subs.isLoading ? null : (sub ?? (subItems[0] ? String(subItems[0].id) : ALL));

  const videos = trpc.videos.listPublic.useQuery(
    {
      topCategory: top,
      ...(effectiveSub && effectiveSub !== ALL && { subCategoryId: Number(effectiveSub) }),
    },
    { enabled: effectiveSub !== null },
  );
  const items = videos.data ?? [];

  // The first video of the selection is auto-selected.
  useEffect(() => {
    setSelected(videos.data?.[0] ?? null);
  }, [videos.data]);

  const chooseTop = (next: PublicTopCategory) => {
    setTop(next);
    setSub(null);
    navigate({ hash: next }, { replace: true, preventScrollReset: true });
  };

  const play = (v: Video) => {
    setSelected(v);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    playerRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  };

  const isLoading = subs.isLoading || (videos.isLoading && effectiveSub !== null);
  const selectedYoutube = youtubeId(selected?.youtubeUrl);

  return (
    <>
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
                    onClick={() => setSub(String(s.id))}
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
            ) : selected ? (
              <>
                <PauseableVideo
                  key={selected.id}
                  title={selected.title}
                  poster={videoThumbnail(selected)}
                  youtubeId={selectedYoutube}
                  srcUrl={selected.srcUrl ? resolveMedia(selected.srcUrl, '') : null}
                  autoPlay
                />
                <h3 className="videos-player__title">{selected.title}</h3>
                {selected.description && <p className="muted">{selected.description}</p>}
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
                  className={`video-card${selected?.id === v.id ? ' is-current' : ''}`}
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
