import {
  ADMIN_PAGE_SIZE,
  MESSAGES,
  TESTIMONIAL_FILTER_LABELS,
  TESTIMONIAL_STATUS_FILTERS,
  type TestimonialStatusFilter,
} from '@manovo/api/domain';
import { Eye, EyeOff } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { AddButton } from '../../features/admin/add-button';
import { AdminPage } from '../../features/admin/admin-page';
import { EditDeleteActions } from '../../features/admin/edit-delete-actions';
import { NeedsAltBadge } from '../../features/admin/images/needs-alt-badge';
import { ListState } from '../../features/admin/list-state';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { Pager } from '../../features/admin/pager';
import { RowAction } from '../../features/admin/row-action';
import { SearchField } from '../../features/admin/search-field';
import { StatusBadge } from '../../features/admin/status-badge';
import { TestimonialFormModal, type TestimonialFormTarget } from '../../features/admin/testimonial-form';
import { useDeleteItem } from '../../features/admin/use-delete-item';
import { useFormRequest } from '../../features/admin/use-form-request';
import { alertOnFailure, initials, oneOf } from '../../features/admin/utils';
import { trpc } from '../../lib/trpc';

const T = ADMIN_TEXT.testimonials;

export default function TestimonialsPage() {
  const utils = trpc.useUtils();
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const [status, setStatus] = useState<TestimonialStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<TestimonialFormTarget | null>(null);
  const list = trpc.testimonials.list.useQuery({
    status,
    page,
    limit: ADMIN_PAGE_SIZE,
    ...(query && { q: query }),
  });
  const setActive = trpc.testimonials.setActive.useMutation();
  const onDelete = useDeleteItem(trpc.testimonials, () => utils.testimonials.invalidate());

  useFormRequest(
    () => setForm({ mode: 'new' }),
    (id) => setForm({ mode: 'edit', id }),
  );

  const onToggle = (id: number, isActive: boolean) =>
    alertOnFailure(MESSAGES.updateFailed, async () => {
      await setActive.mutateAsync({ id, isActive: !isActive });
      await utils.testimonials.invalidate();
    });

  const items = list.data?.items ?? [];
  return (
    <AdminPage
      name="testimonials"
      heading={T.heading}
      tools={<AddButton label={T.add} onClick={() => setForm({ mode: 'new' })} />}
    >
      <div className="adm-filters">
        <SearchField
          id="testimonials-q"
          label={T.searchLabel}
          value={q}
          onChange={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
        <div className="adm-field adm-field--inline">
          <label htmlFor="testimonials-status" className="ui-visually-hidden">
            {T.filterLabel}
          </label>
          <select
            id="testimonials-status"
            value={status}
            onChange={(e) => {
              setStatus(oneOf(TESTIMONIAL_STATUS_FILTERS, e.target.value) ?? 'all');
              setPage(1);
            }}
          >
            {TESTIMONIAL_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {TESTIMONIAL_FILTER_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ListState query={list} isEmpty={items.length === 0} emptyText={T.empty} />
      {items.length > 0 && (
        <ul className="adm-tlist" aria-label={T.heading}>
          {items.map((t) => {
            return (
              <li key={t.id} className="adm-tcard">
                {t.imageUrl ? (
                  <img className="adm-tcard__avatar" src={t.imageUrl} alt="" width={56} height={56} />
                ) : (
                  <span className="adm-tcard__avatar" aria-hidden="true">
                    {initials(t.personName)}
                  </span>
                )}
                <div>
                  <h2>
                    {t.personName} <StatusBadge status={t.isActive ? 'active' : 'hidden'} />
                    <NeedsAltBadge item={t} />
                  </h2>
                  <p className="adm-muted">{[t.personTitle, t.company].filter(Boolean).join(', ')}</p>
                  <p className="adm-tcard__msg">{t.message}</p>
                </div>
                <EditDeleteActions
                  subject={t.personName}
                  onEdit={() => setForm({ mode: 'edit', id: t.id })}
                  onDelete={() => onDelete(t.id, T.confirmDelete(t.personName))}
                >
                  <RowAction
                    label={t.isActive ? T.hide : T.activate}
                    subject={t.personName}
                    onClick={() => onToggle(t.id, t.isActive)}
                    icon={t.isActive ? EyeOff : Eye}
                  />
                </EditDeleteActions>
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={page} data={list.data} onPage={setPage} label={T.pagination} />
      {form && <TestimonialFormModal target={form} onClose={() => setForm(null)} />}
    </AdminPage>
  );
}
