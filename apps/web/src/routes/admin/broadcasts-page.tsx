import { BROADCAST_KINDS } from '@manovo/api/schemas';
import { Tabs } from '@manovo/ui/tabs';
import { useDeferredValue, useState } from 'react';
import { AddButton } from '../../features/admin/add-button';
import { AdminPage } from '../../features/admin/admin-page';
import { AdminTable } from '../../features/admin/admin-table';
import { BroadcastFormModal } from '../../features/admin/broadcast-form';
import { BroadcastPreviewModal } from '../../features/admin/broadcast-preview';
import { EditDeleteActions } from '../../features/admin/edit-delete-actions';
import { ListState } from '../../features/admin/list-state';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { RowAction } from '../../features/admin/row-action';
import { SearchField } from '../../features/admin/search-field';
import { StatusBadge } from '../../features/admin/status-badge';
import type { AdminBroadcast } from '../../features/admin/types';
import { useFormRequest } from '../../features/admin/use-form-request';
import { alertOnFailure, deleteWithConfirm, formatDateTime } from '../../features/admin/utils';
import { trpc } from '../../lib/trpc';

const T = ADMIN_TEXT.broadcasts;
const C = ADMIN_TEXT.common;
type Kind = (typeof BROADCAST_KINDS)[number];
type Open =
  | { mode: 'new' }
  | { mode: 'edit'; item: AdminBroadcast }
  | { mode: 'preview'; item: AdminBroadcast };

export default function BroadcastsPage() {
  const utils = trpc.useUtils();
  const [kind, setKind] = useState<Kind>('social');
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const [open, setOpen] = useState<Open | null>(null);
  const list = trpc.broadcasts.list.useQuery({ kind, ...(query && { q: query }) });
  const remove = trpc.broadcasts.delete.useMutation();

  // Edit and preview read the single broadcast (GET /broadcasts/{id}); a failure is 'Failed to open broadcast'.
  const openOne = (id: number, mode: 'edit' | 'preview') =>
    alertOnFailure(ADMIN_TEXT.errors.openBroadcast, async () => {
      const res = await utils.client.broadcasts.byId.query({ id });
      setOpen({ mode, item: res.item });
    });

  useFormRequest(
    () => setOpen({ mode: 'new' }),
    (id) => void openOne(id, 'edit'),
  );

  const onDelete = (id: number) =>
    deleteWithConfirm(
      T.confirmDelete,
      () => remove.mutateAsync({ id }),
      () => utils.broadcasts.invalidate(),
    );

  const items = list.data?.items ?? [];
  return (
    <AdminPage
      name="broadcasts"
      heading={T.heading}
      tools={<AddButton label={T.add} onClick={() => setOpen({ mode: 'new' })} />}
    >
      <Tabs
        label={T.heading}
        tabs={BROADCAST_KINDS.map((k) => ({ id: k, label: T.tabs[k] }))}
        value={kind}
        onChange={(id) => setKind(id as Kind)}
      >
        <div className="adm-filters">
          <SearchField id="broadcasts-q" label={T.searchLabel} value={q} onChange={setQ} />
        </div>
        <ListState query={list} emptyText={T.empty} />
        {items.length > 0 && (
          <AdminTable
            caption={`${T.heading}: ${T.tabs[kind]}`}
            columns={[C.id, C.title, C.category, C.status, T.schedule, C.actions]}
          >
            {items.map((b) => (
              <tr key={b.id}>
                <td>{b.id}</td>
                <th scope="row" className="adm-table__title">
                  {b.title}
                  {b.kind === 'social' && b.social_source && (
                    <span className="adm-badge adm-badge--source">
                      {T.sources[b.social_source] ?? b.social_source}
                    </span>
                  )}
                  {b.tag && <span className="adm-badge adm-badge--source">{b.tag}</span>}
                </th>
                <td>{T.kinds[b.kind] ?? b.kind}</td>
                <td>
                  <StatusBadge status={b.status} />
                </td>
                <td>{formatDateTime(b.publish_at)}</td>
                <td>
                  <EditDeleteActions
                    subject={b.title}
                    onEdit={() => openOne(b.id, 'edit')}
                    onDelete={() => onDelete(b.id)}
                  >
                    <RowAction label={C.preview} subject={b.title} onClick={() => openOne(b.id, 'preview')} />
                  </EditDeleteActions>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </Tabs>
      {open?.mode === 'new' && <BroadcastFormModal defaultKind={kind} onClose={() => setOpen(null)} />}
      {open?.mode === 'edit' && (
        <BroadcastFormModal item={open.item} defaultKind={kind} onClose={() => setOpen(null)} />
      )}
      {open?.mode === 'preview' && <BroadcastPreviewModal item={open.item} onClose={() => setOpen(null)} />}
    </AdminPage>
  );
}
