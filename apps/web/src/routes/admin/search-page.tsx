import {
  type AdminSearchResult,
  BROADCAST_KIND_LABELS,
  labelOf,
  MESSAGES,
  TOP_CATEGORY_LABELS,
} from '@manovo/api/domain';
import { Link, useSearchParams } from 'react-router';
import { AdminPage } from '../../features/admin/admin-page';
import { ListState } from '../../features/admin/list-state';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { StatusBadge } from '../../features/admin/status-badge';
import { trpc } from '../../lib/trpc';

const T = ADMIN_TEXT.search;
const SCREEN: Record<AdminSearchResult['type'], string> = {
  video: 'videos',
  career: 'careers',
  broadcast: 'broadcasts',
  testimonial: 'testimonials',
};

/** A hit's detail is a stored value for most types (a category, a kind): show its label. */
const DETAIL_LABELS: Record<AdminSearchResult['type'], Record<string, string>> = {
  video: TOP_CATEGORY_LABELS,
  career: ADMIN_TEXT.careers.tabs,
  broadcast: BROADCAST_KIND_LABELS,
  testimonial: {},
};

/** /admin/search?q=: every content type including drafts; each hit opens its edit form (?edit=ID). */
export default function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const results = trpc.search.admin.useQuery({ q }, { enabled: q.length > 0, staleTime: 0 });
  const items = results.data ?? [];
  return (
    <AdminPage name="search" heading={T.heading}>
      {!q ? (
        <p className="adm-state">{T.prompt}</p>
      ) : (
        <>
          {results.data && <p aria-live="polite">{T.results(items.length, q)}</p>}
          <ListState query={results} isEmpty={items.length === 0} emptyText={MESSAGES.noResults} />
          {items.length > 0 && (
            <ul className="adm-results">
              {items.map((hit) => (
                <li key={`${hit.type}-${hit.id}`}>
                  <Link to={`/admin/${SCREEN[hit.type]}?edit=${hit.id}`}>
                    <span className="adm-badge adm-badge--source">{T.types[hit.type]}</span>
                    <span className="adm-results__title">{hit.title}</span>
                    {hit.detail && (
                      <span className="adm-muted">{labelOf(DETAIL_LABELS[hit.type], hit.detail)}</span>
                    )}
                    <StatusBadge status={hit.status} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </AdminPage>
  );
}
