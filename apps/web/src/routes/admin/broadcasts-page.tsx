import {
  BROADCAST_KIND_LABELS,
  BROADCAST_KINDS,
  type Broadcast,
  type BroadcastKind,
  labelOf,
  MESSAGES,
  SOCIAL_SOURCE_LABELS,
} from '@manovo/api/domain';
import { Tabs } from '@manovo/ui/tabs';
import { Eye } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { AddButton } from '../../features/admin/add-button';
import { AdminPage } from '../../features/admin/admin-page';
import { AdminTable } from '../../features/admin/admin-table';
import { BroadcastFormModal } from '../../features/admin/broadcast-form';
import { BroadcastPreviewModal } from '../../features/admin/broadcast-preview';
import { EditDeleteActions } from '../../features/admin/edit-delete-actions';
import { NeedsAltBadge } from '../../features/admin/images/needs-alt-badge';
import { ListState } from '../../features/admin/list-state';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { RowAction } from '../../features/admin/row-action';
import { SearchField } from '../../features/admin/search-field';
import { StatusBadge } from '../../features/admin/status-badge';
import { useDeleteItem } from '../../features/admin/use-delete-item';
import { useFormRequest } from '../../features/admin/use-form-request';
import { alertOnFailure, formatDateTime } from '../../features/admin/utils';
import { trpc } from '../../lib/trpc';

const T = ADMIN_TEXT.broadcasts;
const C = ADMIN_TEXT.common;
type Open = { mode: 'new' } | { mode: 'edit'; item: Broadcast } | { mode: 'preview'; item: Broadcast };

export default function BroadcastsPage() {
  const utils = trpc.useUtils();
  const [kind, setKind] = useState<BroadcastKind>('social');
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const [open, setOpen] = useState<Open | null>(null);
  const list = trpc.broadcasts.list.useQuery({ kind, ...(query && { q: query }) });
  const onDelete = useDeleteItem(trpc.broadcasts, () => utils.broadcasts.invalidate());

  // Edit and preview read the single broadcast (GET /broadcasts/{id}); a failure is 'Failed to open broadcast'.
  const openOne = (id: number, mode: 'edit' | 'preview') =>
    alertOnFailure(MESSAGES.openBroadcastFailed, async () => {
      const item = await utils.client.broadcasts.byId.query({ id });
      setOpen({ mode, item });
    });

  useFormRequest(
    () => setOpen({ mode: 'new' }),
    (id) => void openOne(id, 'edit'),
  );

  const items = list.data ?? [];
  return (
    <AdminPage
      name="broadcasts"
      heading={T.heading}
      tools={<AddButton label={T.add} onClick={() => setOpen({ mode: 'new' })} />}
    >
      <Tabs
        label={T.heading}
        tabs={BROADCAST_KINDS.map((k) => ({ id: k, label: BROADCAST_KIND_LABELS[k] }))}
        value={kind}
        onChange={setKind}
      >
        <div className="adm-filters">
          <SearchField id="broadcasts-q" label={T.searchLabel} value={q} onChange={setQ} />
        </div>
        <ListState query={list} isEmpty={items.length === 0} emptyText={T.empty} />
        {items.length > 0 && (
          <AdminTable
            caption={`${T.heading}: ${BROADCAST_KIND_LABELS[kind]}`}
            columns={[C.id, C.title, C.category, C.status, T.schedule, C.actions]}
          >
            {items.map((b) => (
              <tr key={b.id}>
                <td>{b.id}</td>
                <th scope="row" className="adm-table__title">
                  {b.title}
                  {b.kind === 'social' && b.socialSource && (
                    <span className="adm-badge adm-badge--source">
                      {labelOf(SOCIAL_SOURCE_LABELS, b.socialSource)}
                    </span>
                  )}
                  {b.tag && <span className="adm-badge adm-badge--source">{b.tag}</span>}
                  <NeedsAltBadge item={b} />
                </th>
                <td>{labelOf(BROADCAST_KIND_LABELS, b.kind)}</td>
                <td>
                  <StatusBadge status={b.status} />
                </td>
                <td>{formatDateTime(b.publishAt)}</td>
                <td>
                  <EditDeleteActions
                    subject={b.title}
                    onEdit={() => openOne(b.id, 'edit')}
                    onDelete={() => onDelete(b.id, T.confirmDelete)}
                  >
                    <RowAction
                      label={C.preview}
                      subject={b.title}
                      onClick={() => openOne(b.id, 'preview')}
                      icon={Eye}
                    />
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
