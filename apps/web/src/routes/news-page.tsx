import { Carousel } from '@manovo/ui/carousel';
import { Tabs } from '@manovo/ui/tabs';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageBanner } from '../components/page-banner';
import { SocialIcon } from '../components/social-icon';
import { MESSAGES } from '../content/messages';
import { SOCIAL_LINKS } from '../content/site';
import {
  BroadcastCard,
  type BroadcastCardData,
  SAMPLE_BROADCAST,
} from '../features/broadcasts/broadcast-card';
import { HtmlOrText } from '../lib/html';
import {
  type Broadcast,
  broadcastAuthor,
  broadcastDate,
  DEFAULT_BROADCAST_IMAGE,
  resolveMedia,
} from '../lib/media';
import { trpc } from '../lib/trpc';
import './news-page.css';

type Tab = 'social' | 'news';
const TAB_HASH: Record<Tab, string> = { social: 'socialmedia', news: 'newsandevents' };
const tabFromHash = (hash: string): Tab | null =>
  hash === '#socialmedia' ? 'social' : hash === '#newsandevents' ? 'news' : null;

/** Spec §8: the response error, else FAILED_TO_FETCH when ok is false, else 'Something went wrong'. */
export function broadcastListError(query: {
  isError: boolean;
  error: { message?: string } | null;
  data?: { ok: boolean };
}): string | null {
  if (query.isError) return query.error?.message || MESSAGES.somethingWentWrong;
  if (query.data && !query.data.ok) return MESSAGES.failedToFetch;
  return null;
}

function ListError({ text, onSelect }: { text: string; onSelect?: (b: BroadcastCardData) => void }) {
  return (
    <div className="news-error">
      <p className="error-text" role="alert">
        {text}
      </p>
      <p>{MESSAGES.showingSampleCard}</p>
      <div className="news-error__card">
        <BroadcastCard item={SAMPLE_BROADCAST} onSelect={onSelect} />
      </div>
    </div>
  );
}

type Detail = Partial<Broadcast> & BroadcastCardData;

function BroadcastDetail({ item, onClose }: { item: Detail; onClose: () => void }) {
  const body = item.body_html || item.body || '';
  const date = broadcastDate(item);
  return (
    <article className="news-detail card" aria-labelledby="news-detail-h" tabIndex={-1}>
      <button type="button" className="btn btn--ghost news-detail__back" onClick={onClose}>
        ← All news
      </button>
      <h3 id="news-detail-h" className="news-detail__title">
        {item.title}
      </h3>
      <p className="muted">
        {broadcastAuthor(item)}
        {date && ` · ${date}`}
      </p>
      <img
        className="news-detail__image"
        src={resolveMedia(item.image_url, DEFAULT_BROADCAST_IMAGE)}
        alt=""
        width={1200}
        height={675}
      />
      {body ? <HtmlOrText text={body} className="news-detail__body" /> : <p>{item.summary}</p>}
      {item.link_url && /^https?:\/\//i.test(item.link_url) && (
        <a href={item.link_url} target="_blank" rel="noopener noreferrer">
          Open the original post (new tab)
        </a>
      )}
    </article>
  );
}

export default function NewsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() => tabFromHash(location.hash) ?? 'social');
  const [detail, setDetail] = useState<Detail | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  const utils = trpc.useUtils();

  const social = trpc.broadcasts.listPublic.useQuery({ category: 'social', limit: 24 }, { staleTime: 0 });
  const news = trpc.broadcasts.listPublic.useQuery({ category: 'news', limit: 24 }, { staleTime: 0 });

  useEffect(() => {
    const fromHash = tabFromHash(location.hash);
    if (fromHash) setTab(fromHash);
  }, [location.hash]);

  const open = async (card: BroadcastCardData) => {
    const asDetail = card as Detail;
    setTab(card.kind === 'social' ? 'social' : 'news');
    const focusDetail = () =>
      requestAnimationFrame(() => {
        detailRef.current?.scrollIntoView({ block: 'start' });
        detailRef.current?.querySelector<HTMLElement>('.news-detail')?.focus({ preventScroll: true });
      });
    if (asDetail.body_html || asDetail.body || card.id === 0) {
      setDetail(asDetail);
      focusDetail();
      return;
    }
    setDetail(asDetail);
    try {
      const res = await utils.broadcasts.byIdPublic.fetch({ id: card.id }, { staleTime: 0 });
      setDetail(res.ok && res.item ? { ...asDetail, ...res.item } : asDetail);
    } catch {
      // Spec §4: any failure falls back to the card data.
      setDetail(asDetail);
    }
    focusDetail();
  };

  // Opening a given item: navigation state {openId} (from search) or ?openId=.
  const openIdRaw = (location.state as { openId?: unknown } | null)?.openId ?? searchParams.get('openId');
  const openId = Number(openIdRaw);
  // biome-ignore lint/correctness/useExhaustiveDependencies: run once per requested id when lists arrive
  useEffect(() => {
    if (!openIdRaw || !Number.isFinite(openId) || openId <= 0) return;
    if (social.isLoading || news.isLoading) return;
    const found = [...(news.data?.items ?? []), ...(social.data?.items ?? [])].find((b) => b.id === openId);
    if (found) void open(found);
    else
      utils.broadcasts.byIdPublic
        .fetch({ id: openId })
        .then((res) => res.ok && open(res.item))
        .catch(() => undefined);
  }, [openIdRaw, social.isLoading, news.isLoading]);

  const chooseTab = (next: string) => {
    setTab(next as Tab);
    setDetail(null);
    navigate(
      { hash: TAB_HASH[next as Tab], search: '' },
      { replace: true, preventScrollReset: true, state: null },
    );
  };

  const socialError = broadcastListError(social);
  const newsError = broadcastListError(news);
  const newsItems = news.data?.ok ? news.data.items : [];
  const socialItems = social.data?.ok ? social.data.items : [];
  const remainingNews = detail ? newsItems.filter((n) => n.id !== detail.id) : newsItems;

  return (
    <>
      <PageBanner
        eyebrow="Broadcast"
        title="News & Social Media"
        lead="Posts from our social channels, company news and the events where you can meet us."
      />
      <section className="section" aria-labelledby="broadcast-h">
        <div className="container">
          <h2 id="broadcast-h" className="ui-visually-hidden">
            Broadcast
          </h2>
          <div className="news-anchors" aria-hidden="true">
            <span id="socialmedia" />
            <span id="newsandevents" />
          </div>
          <Tabs
            tabs={[
              { id: 'social', label: 'Social Media' },
              { id: 'news', label: 'News & Events' },
            ]}
            value={tab}
            onChange={chooseTab}
            label="Broadcast"
            className="news-tabs"
          >
            {tab === 'social' ? (
              <div className="news-panel">
                <ul className="news-social-links" aria-label="Manovo Surgical on social networks">
                  {SOCIAL_LINKS.map((s) => (
                    <li key={s.network}>
                      <a href={s.href} target="_blank" rel="noopener noreferrer">
                        <SocialIcon network={s.network} />
                        <span>{s.label}</span>
                      </a>
                    </li>
                  ))}
                </ul>
                <div ref={detail?.kind === 'social' ? detailRef : undefined}>
                  {detail?.kind === 'social' && (
                    <BroadcastDetail item={detail} onClose={() => setDetail(null)} />
                  )}
                </div>
                {social.isLoading ? (
                  <p className="loading-text">{MESSAGES.loadingPosts}</p>
                ) : socialError ? (
                  <ListError text={socialError} />
                ) : socialItems.length === 0 ? (
                  <p className="muted">No posts yet. Follow us on the networks above.</p>
                ) : (
                  <Carousel
                    items={socialItems}
                    getKey={(b) => b.id}
                    label="Social media posts"
                    renderItem={(b) => <BroadcastCard item={b} fallbackTo="/news#socialmedia" />}
                  />
                )}
              </div>
            ) : (
              <div className="news-panel">
                {news.isLoading ? (
                  <p className="loading-text">{MESSAGES.loadingNews}</p>
                ) : newsError && !detail ? (
                  <ListError text={newsError} onSelect={open} />
                ) : (
                  <>
                    <div ref={detailRef}>
                      {detail && detail.kind !== 'social' && (
                        <BroadcastDetail item={detail} onClose={() => setDetail(null)} />
                      )}
                    </div>
                    {detail && remainingNews.length > 0 && <h3 className="news-more">More news</h3>}
                    {newsItems.length === 0 && !detail ? (
                      <p className="muted">No news yet.</p>
                    ) : (
                      <Carousel
                        items={remainingNews}
                        getKey={(b) => b.id}
                        label={detail ? 'More news' : 'News and events'}
                        renderItem={(b) => <BroadcastCard item={b} onSelect={open} />}
                      />
                    )}
                  </>
                )}
              </div>
            )}
          </Tabs>
        </div>
      </section>
    </>
  );
}
