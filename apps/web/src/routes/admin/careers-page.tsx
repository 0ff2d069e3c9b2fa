import { CAREER_CATEGORIES } from '@manovo/api/schemas';
import { Tabs } from '@manovo/ui/tabs';
import { useDeferredValue, useState } from 'react';
import { CareerFormModal, type CareerFormTarget } from '../../features/admin/career-form';
import { ListState } from '../../features/admin/list-state';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { StatusBadge } from '../../features/admin/status-badge';
import { useFormRequest } from '../../features/admin/use-form-request';
import { deleteWithConfirm, formatDate } from '../../features/admin/utils';
import { trpc } from '../../lib/trpc';

const T = ADMIN_TEXT.careers;
const C = ADMIN_TEXT.common;
type Category = (typeof CAREER_CATEGORIES)[number];

export default function CareersPage() {
  const utils = trpc.useUtils();
  const [category, setCategory] = useState<Category>('fulltime');
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const [form, setForm] = useState<CareerFormTarget | null>(null);
  const list = trpc.careers.list.useQuery({ category, ...(query && { q: query }) });
  const remove = trpc.careers.delete.useMutation();

  useFormRequest(
    () => setForm({ mode: 'new', category }),
    (id) => setForm({ mode: 'edit', id }),
  );

  const onDelete = (id: number) =>
    deleteWithConfirm(
      T.confirmDelete,
      () => remove.mutateAsync({ id }),
      () => utils.careers.invalidate(),
    );

  const items = list.data?.items ?? [];
  return (
    <section className="adm-page" aria-labelledby="careers-heading">
      <header className="adm-page__head">
        <h1 id="careers-heading">{T.heading}</h1>
        <div className="adm-page__tools">
          <button
            type="button"
            className="adm-btn adm-btn--primary"
            onClick={() => setForm({ mode: 'new', category })}
          >
            + {T.add}
          </button>
        </div>
      </header>
      <Tabs
        label={T.heading}
        tabs={CAREER_CATEGORIES.map((c) => ({ id: c, label: T.tabs[c] }))}
        value={category}
        onChange={(id) => setCategory(id as Category)}
      >
        <div className="adm-filters">
          <div className="adm-search-field">
            <label htmlFor="careers-q" className="adm-sr-only">
              {T.searchLabel}
            </label>
            <input
              id="careers-q"
              type="search"
              placeholder={T.searchLabel}
              value={q}
              onChange={(e) => setQ(e.target.value)}
            />
          </div>
        </div>
        <ListState query={list} emptyText={T.empty} />
        {items.length > 0 && (
          <div className="adm-table-wrap">
            <table className="adm-table">
              <caption className="adm-sr-only">
                {T.heading}: {T.tabs[category]}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{C.id}</th>
                  <th scope="col">{C.title}</th>
                  <th scope="col">{C.category}</th>
                  <th scope="col">{C.status}</th>
                  <th scope="col">{T.updated}</th>
                  <th scope="col">{C.actions}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((job) => (
                  <tr key={job.id}>
                    <td>{job.id}</td>
                    <th scope="row" className="adm-table__title">
                      {job.title}
                    </th>
                    <td>{T.tabs[job.category] ?? job.category}</td>
                    <td>
                      <StatusBadge status={job.status} />
                    </td>
                    <td>{formatDate(job.updated_at)}</td>
                    <td>
                      <span className="adm-row-actions">
                        <button
                          type="button"
                          className="adm-btn adm-btn--small"
                          onClick={() => setForm({ mode: 'edit', id: job.id })}
                          aria-label={`${C.edit} ${job.title}`}
                        >
                          {C.edit}
                        </button>
                        <button
                          type="button"
                          className="adm-btn adm-btn--small adm-btn--danger"
                          onClick={() => onDelete(job.id)}
                          aria-label={`${C.delete} ${job.title}`}
                        >
                          {C.delete}
                        </button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Tabs>
      {form && <CareerFormModal target={form} onClose={() => setForm(null)} />}
    </section>
  );
}
