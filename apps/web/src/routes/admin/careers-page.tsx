import { CAREER_CATEGORIES, type CareerCategory, labelOf } from '@manovo/api/domain';
import { Tabs } from '@manovo/ui/tabs';
import { useDeferredValue, useState } from 'react';
import { AddButton } from '../../features/admin/add-button';
import { AdminPage } from '../../features/admin/admin-page';
import { AdminTable } from '../../features/admin/admin-table';
import { CareerFormModal, type CareerFormTarget } from '../../features/admin/career-form';
import { EditDeleteActions } from '../../features/admin/edit-delete-actions';
import { ListState } from '../../features/admin/list-state';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { SearchField } from '../../features/admin/search-field';
import { StatusBadge } from '../../features/admin/status-badge';
import { useDeleteItem } from '../../features/admin/use-delete-item';
import { useFormRequest } from '../../features/admin/use-form-request';
import { formatDate } from '../../features/admin/utils';
import { trpc } from '../../lib/trpc';

const T = ADMIN_TEXT.careers;
const C = ADMIN_TEXT.common;

export default function CareersPage() {
  const utils = trpc.useUtils();
  const [category, setCategory] = useState<CareerCategory>('fulltime');
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const [form, setForm] = useState<CareerFormTarget | null>(null);
  const list = trpc.careers.list.useQuery({ category, ...(query && { q: query }) });
  const onDelete = useDeleteItem(trpc.careers, () => utils.careers.invalidate());

  useFormRequest(
    () => setForm({ mode: 'new', category }),
    (id) => setForm({ mode: 'edit', id }),
  );

  const items = list.data ?? [];
  return (
    <AdminPage
      name="careers"
      heading={T.heading}
      tools={<AddButton label={T.add} onClick={() => setForm({ mode: 'new', category })} />}
    >
      <Tabs
        label={T.heading}
        tabs={CAREER_CATEGORIES.map((c) => ({ id: c, label: T.tabs[c] }))}
        value={category}
        onChange={setCategory}
      >
        <div className="adm-filters">
          <SearchField id="careers-q" label={T.searchLabel} value={q} onChange={setQ} />
        </div>
        <ListState query={list} isEmpty={items.length === 0} emptyText={T.empty} />
        {items.length > 0 && (
          <AdminTable
            caption={`${T.heading}: ${T.tabs[category]}`}
            columns={[C.id, C.title, C.category, C.status, T.updated, C.actions]}
          >
            {items.map((job) => (
              <tr key={job.id}>
                <td>{job.id}</td>
                <th scope="row" className="adm-table__title">
                  {job.title}
                </th>
                <td>{labelOf(T.tabs, job.category)}</td>
                <td>
                  <StatusBadge status={job.status} />
                </td>
                <td>{formatDate(job.updatedAt)}</td>
                <td>
                  <EditDeleteActions
                    subject={job.title}
                    onEdit={() => setForm({ mode: 'edit', id: job.id })}
                    onDelete={() => onDelete(job.id, T.confirmDelete)}
                  />
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </Tabs>
      {form && <CareerFormModal target={form} onClose={() => setForm(null)} />}
    </AdminPage>
  );
}
