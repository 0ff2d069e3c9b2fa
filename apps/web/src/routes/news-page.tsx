import {
  BROADCAST_KINDS,
  type Broadcast,
  type BroadcastKind,
  isExternalLink,
  isPublicNow,
  itemPath,
  type MESSAGES,
  pageHref,
  readPageParams,
} from '@manovo/api/domain';
import { CAROUSEL_TEXTS } from '@manovo/content/carousel';
import { NEWS_TEXTS } from '@manovo/content/news';
import { SOCIAL_LINKS } from '@manovo/content/site';
import { CHROME } from '@manovo/content/ui';
import { Carousel } from '@manovo/ui/carousel';
import { Tabs } from '@manovo/ui/tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { InPageLink } from '../components/in-page-link';
import { useItemPageMeta } from '../components/layout/page-meta';
import { PageBanner } from '../components/page-banner';
import { PreviewBanner } from '../components/preview-banner';
import { SocialIcon } from '../components/social-icon';
import { TitledSection } from '../components/titled-section';
import {
  BroadcastCard,
  type BroadcastCardData,
  BroadcastImage,
  SAMPLE_BROADCAST,
} from '../features/broadcasts/broadcast-card';
import { isNetworkError, serverErrorText } from '../lib/api-errors';
import { HtmlOrText } from '../lib/html';
import { fieldLang, useMessages, useTexts } from '../lib/i18n';
import { ITEM_QUERY_OPTIONS, isNotFoundError, useItemRoute } from '../lib/item-route';
import { broadcastAuthor, broadcastDate } from '../lib/media';
import { langOf, publicReads } from '../lib/public-api';
import { readField } from '../lib/read-field';
import { useLocale, useLocalePath, useLocation, useNavigate, useSearchParams } from '../lib/router';
import { pageReads } from '../page-data';
import NotFoundPage from './not-found-page';
import './news-page.css';

type Tab = BroadcastKind;
const TAB_HASH: Record<Tab, string> = { social: 'socialmedia', news: 'newsandevents' };
const tabFromHash = (hash: string): Tab | null =>
  hash === '#socialmedia' ? 'social' : hash === '#newsandevents' ? 'news' : null;
// A tab's address (docs/product.md §2): `?tab=` for the server, the spec's anchor to land on the tabs.
const tabHref = (tab: Tab) => pageHref('/news', { tab }, `#${TAB_HASH[tab]}`);

/**
 * docs/product.md §8: the server's error text; FAILED_TO_FETCH when no answer came back (the request itself failed);
 * else 'Something went wrong' (in the page's language: `messages`).
 */
export function broadcastListError(
  error: unknown,
  messages: Pick<typeof MESSAGES, 'failedToFetch' | 'somethingWentWrong'>,
): string | null {
  if (!error) return null;
  return (
    serverErrorText(error) ?? (isNetworkError(error) ? messages.failedToFetch : messages.somethingWentWrong)
  );
}

function ListError({ text, onSelect }: { text: string; onSelect?: (b: Detail) => void }) {
  const messages = useMessages();
  const { sample } = useTexts('news', NEWS_TEXTS);
  return (
    <div className="news-error">
      <p className="error-text" role="alert">
        {text}
      </p>
      <p>{messages.showingSampleCard}</p>
      <div className="news-error__card">
        <BroadcastCard item={{ ...SAMPLE_BROADCAST, ...sample }} onSelect={onSelect} />
      </div>
    </div>
  );
}

/** What the detail view shows: a card's data, with the body once it is known. */
type Detail = BroadcastCardData & Partial<Pick<Broadcast, 'body'>>;

/**
 * A broadcast in full. On a news item's own page (`asPage`) its title is the page's h1 (in the banner),
 * and the way back is a link, which works without JavaScript; a social post opens in its tab, titled here.
 */
function BroadcastDetail({
  item,
  onClose,
  asPage = false,
}: {
  item: Detail;
  onClose: () => void;
  asPage?: boolean;
}) {
  const t = useTexts('news', NEWS_TEXTS);
  const body = item.body ?? '';
  const date = broadcastDate(item);
  // On its own page the article is the page (its heading the h1 above it), not an article within one.
  const Box = asPage ? 'div' : 'article';
  return (
    <Box
      className={asPage ? 'news-detail news-detail--page' : 'news-detail card'}
      aria-labelledby={asPage ? undefined : 'news-detail-h'}
      tabIndex={-1}
    >
      {asPage ? (
        <InPageLink href={tabHref('news')} className="btn btn--ghost news-detail__back" onOpen={onClose}>
          {t.allNews}
        </InPageLink>
      ) : (
        <button type="button" className="btn btn--ghost news-detail__back" onClick={onClose}>
          {t.allNews}
        </button>
      )}
      {!asPage && (
        <h3 id="news-detail-h" className="news-detail__title" lang={fieldLang(item, 'title')}>
          {item.title}
        </h3>
      )}
      <p className="muted">
        {broadcastAuthor(item)}
        {date && (
          <>
            {' · '}
            <time dateTime={date}>{t.date(date)}</time>
          </>
        )}
      </p>
      <BroadcastImage
        item={item}
        className="news-detail__image"
        sizes={asPage ? '(min-width: 1240px) 1160px, 100vw' : '(min-width: 900px) 800px, 100vw'}
      />
      {body ? (
        <HtmlOrText text={body} className="news-detail__body" lang={fieldLang(item, 'body')} />
      ) : (
        <p lang={fieldLang(item, 'summary')}>{item.summary}</p>
      )}
      {isExternalLink(item.linkUrl) && (
        <a href={item.linkUrl} target="_blank" rel="noopener noreferrer">
          {t.openOriginal}
        </a>
      )}
    </Box>
  );
}

export default function NewsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // /news/{id}-{slug}: that news item's detail view, in the News & Events tab.
  const { itemId, isInvalid, preview, itemInput } = useItemRoute();
  // ?tab= is read on the server too; the hash (#newsandevents) after hydration: the server never sees it.
  const paramTab = readPageParams('/news', searchParams).tab ?? null;
  const [tab, setTab] = useState<Tab>(itemId ? 'news' : (paramTab ?? 'social'));
  const [chosen, setDetail] = useState<Detail | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const locale = useLocale();
  const localePath = useLocalePath();
  const t = useTexts('news', NEWS_TEXTS);
  const chrome = useTexts('chrome', CHROME);
  const carousel = useTexts('carousel', CAROUSEL_TEXTS);
  const messages = useMessages();

  const social = useQuery({
    ...pageReads.broadcastList('social', locale),
    staleTime: 0,
  });
  const news = useQuery({
    ...pageReads.broadcastList('news', locale),
    staleTime: 0,
  });

  const item = useQuery({ ...publicReads.broadcast(itemInput), ...ITEM_QUERY_OPTIONS(itemId) });
  useItemPageMeta('news', item.data?.title);
  const routeItem = item.data?.kind === 'news' ? item.data : null;
  // On an item's address the detail is that item (the card's data first when it was chosen here).
  const detail = itemId === null ? chosen : chosen?.id === itemId ? chosen : routeItem;

  // Every new address (a tab's link, Back, the footer's #newsandevents) says which tab shows.
  // A fragment navigation (#socialmedia to #newsandevents) may keep the key: the hash counts too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation (location.key, hash)
  useEffect(() => {
    setTab(itemId !== null ? 'news' : (tabFromHash(location.hash) ?? paramTab ?? 'social'));
  }, [location.key, location.hash]);

  // Leaving an item's address (Back) closes its detail view.
  useEffect(() => {
    if (itemId === null) setDetail((d) => (d?.kind === 'news' && d.id > 0 ? null : d));
  }, [itemId]);

  const open = async (card: Detail) => {
    setTab(card.kind === 'social' ? 'social' : 'news');
    // A news item opens as its own page (scrolled to its title); a social post in its tab.
    const isPage = card.kind === 'news' && card.id > 0;
    const focusDetail = () =>
      requestAnimationFrame(() => {
        if (isPage) window.scrollTo({ top: 0 });
        else detailRef.current?.scrollIntoView({ block: 'start' });
        detailRef.current?.querySelector<HTMLElement>('.news-detail')?.focus({ preventScroll: true });
      });
    setDetail(card);
    // A news item has an address of its own: choosing it puts that address in the bar.
    if (isPage) navigate(itemPath('news', card), { preventScrollReset: true, state: null });
    // The sample card (id 0) and a card that already has its body need nothing more.
    if (card.body || card.id === 0) {
      focusDetail();
      return;
    }
    try {
      setDetail(
        await queryClient.fetchQuery({
          ...publicReads.broadcast({ id: card.id, ...langOf(locale) }),
          staleTime: 0,
        }),
      );
    } catch {
      // docs/product.md §4: any failure falls back to the card data (already shown).
    }
    focusDetail();
  };

  // Opening a given item: navigation state {openId} (from search) or ?openId=.
  const openIdRaw = readField(location.state, 'openId') ?? searchParams.get('openId');
  const openId = Number(openIdRaw);
  // biome-ignore lint/correctness/useExhaustiveDependencies: run once per requested id when lists arrive
  useEffect(() => {
    if (!openIdRaw || !Number.isFinite(openId) || openId <= 0) return;
    if (social.isLoading || news.isLoading) return;
    const found = [...(news.data ?? []), ...(social.data ?? [])].find((b) => b.id === openId);
    if (found) void open(found);
    else
      queryClient
        .fetchQuery(publicReads.broadcast({ id: openId, ...langOf(locale) }))
        .then(open)
        .catch(() => undefined);
  }, [openIdRaw, social.isLoading, news.isLoading]);

  const chooseTab = (next: Tab) => {
    setTab(next);
    setDetail(null);
    navigate(tabHref(next), { replace: true, preventScrollReset: true, state: null });
  };

  const close = () => {
    setDetail(null);
    if (itemId !== null) navigate(tabHref('news'), { preventScrollReset: true, state: null });
  };

  // An unknown or unpublished item (the server answers this page with HTTP 404).
  if (
    isInvalid ||
    (itemId !== null && (isNotFoundError(item.error) || (item.data && item.data.kind !== 'news')))
  )
    return <NotFoundPage />;

  const socialError = broadcastListError(social.error, messages);
  const newsError = broadcastListError(news.error, messages);
  const newsItems = news.data ?? [];
  const socialItems = social.data ?? [];
  const remainingNews = detail ? newsItems.filter((n) => n.id !== detail.id) : newsItems;

  // A news item's own address is its own page: its title the h1, the article the page's width, the
  // other news below (docs/product.md §2; issue #24).
  if (itemId !== null)
    return (
      <>
        {preview && routeItem && (
          <PreviewBanner
            published={isPublicNow('broadcasts', routeItem)}
            pending={routeItem.pendingChanges}
          />
        )}
        <PageBanner
          eyebrow={t.kinds.news}
          title={detail?.title ?? messages.loading}
          titleLang={detail ? fieldLang(detail, 'title') : undefined}
        />
        <div className="section news-item">
          <div ref={detailRef} className="container">
            {detail ? (
              <BroadcastDetail item={detail} onClose={close} asPage />
            ) : (
              <p className="loading-text">{messages.loading}</p>
            )}
          </div>
        </div>
        {remainingNews.length > 0 && (
          <TitledSection
            id="more-news-h"
            title={t.moreNews}
            className="section--mint"
            headingClassName="news-more"
          >
            <Carousel
              items={remainingNews}
              getKey={(b) => b.id}
              label={t.moreNews}
              words={carousel}
              renderItem={(b) => <BroadcastCard item={b} onSelect={open} />}
            />
          </TitledSection>
        )}
      </>
    );

  return (
    <>
      {preview && routeItem && (
        <PreviewBanner published={isPublicNow('broadcasts', routeItem)} pending={routeItem.pendingChanges} />
      )}
      <PageBanner
        eyebrow={BROADCAST_KINDS.map((k) => t.kinds[k]).join(' · ')}
        title={t.title}
        lead={t.lead}
      />
      <TitledSection id="broadcast-h" title={t.latestPosts} headingClassName="ui-visually-hidden">
        <div className="news-anchors" aria-hidden="true">
          <span id="socialmedia" />
          <span id="newsandevents" />
        </div>
        <Tabs
          tabs={BROADCAST_KINDS.map((k) => ({ id: k, label: t.kinds[k] }))}
          value={tab}
          onChange={chooseTab}
          hrefOf={(k) => localePath(tabHref(k))}
          label={t.title}
          className="news-tabs"
        >
          {tab === 'social' ? (
            <div className="news-panel">
              <ul className="news-social-links" aria-label={chrome.social}>
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
                {detail?.kind === 'social' && <BroadcastDetail item={detail} onClose={close} />}
              </div>
              {social.isLoading ? (
                <p className="loading-text">{messages.loadingPosts}</p>
              ) : socialError ? (
                <ListError text={socialError} />
              ) : socialItems.length === 0 ? (
                <p className="muted">{t.noPosts}</p>
              ) : (
                <Carousel
                  items={socialItems}
                  getKey={(b) => b.id}
                  label={t.socialPosts}
                  words={carousel}
                  renderItem={(b) => <BroadcastCard item={b} fallbackTo="/news#socialmedia" />}
                />
              )}
            </div>
          ) : (
            <div className="news-panel">
              {news.isLoading ? (
                <p className="loading-text">{messages.loadingNews}</p>
              ) : newsError && !detail ? (
                <ListError text={newsError} onSelect={open} />
              ) : (
                <>
                  <div ref={detailRef}>
                    {detail && detail.kind !== 'social' && <BroadcastDetail item={detail} onClose={close} />}
                  </div>
                  {detail && remainingNews.length > 0 && <h3 className="news-more">{t.moreNews}</h3>}
                  {newsItems.length === 0 && !detail ? (
                    <p className="muted">{t.noNews}</p>
                  ) : (
                    <Carousel
                      items={remainingNews}
                      getKey={(b) => b.id}
                      label={detail ? t.moreNews : t.newsAndEvents}
                      words={carousel}
                      renderItem={(b) => <BroadcastCard item={b} onSelect={open} />}
                    />
                  )}
                </>
              )}
            </div>
          )}
        </Tabs>
      </TitledSection>
    </>
  );
}
