import { ADMIN_TEXT } from './messages';
import { totalPages } from './utils';

type Props = {
  page: number;
  /** The list's answer; nothing is shown until there is one. */
  data: { total: number; limit: number } | undefined;
  onPage: (page: number) => void;
  label: string;
};

/** Prev / Next with '{page} / {totalPages}' (docs/product.md §2 testimonials; reused by audit log and inbox). */
export function Pager({ page, data, onPage, label }: Props) {
  if (!data) return null;
  const pages = totalPages(data.total, data.limit);
  return (
    <nav className="adm-pager" aria-label={label}>
      <button type="button" className="adm-btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {ADMIN_TEXT.common.prev}
      </button>
      <span className="adm-pager__count" aria-live="polite">
        {ADMIN_TEXT.common.page(page, pages)}
      </span>
      <button type="button" className="adm-btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {ADMIN_TEXT.common.next}
      </button>
    </nav>
  );
}
