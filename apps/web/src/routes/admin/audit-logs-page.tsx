import { auditActionLabel, labelOf } from '@manovo/api/domain';
import { useState } from 'react';
import { AdminPage } from '../../features/admin/admin-page';
import { AdminTable } from '../../features/admin/admin-table';
import { RecentlyDeleted } from '../../features/admin/history/recently-deleted';
import { ListState } from '../../features/admin/list-state';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { Pager } from '../../features/admin/pager';
import { SelectField } from '../../features/admin/select-field';
import { formatDateTime, optionsFrom } from '../../features/admin/utils';
import { trpc } from '../../lib/trpc';

const T = ADMIN_TEXT.audit;

export default function AuditLogsPage() {
  const [entity, setEntity] = useState('');
  const [page, setPage] = useState(1);
  const list = trpc.audit.list.useQuery({ page, ...(entity && { entity }) }, { staleTime: 0 });
  const items = list.data?.items ?? [];
  return (
    <AdminPage name="audit" heading={T.heading}>
      <div className="adm-filters">
        <SelectField
          id="audit-entity"
          label={T.filter}
          value={entity}
          onChange={(e) => {
            setEntity(e.target.value);
            setPage(1);
          }}
          blank={T.allTypes}
          options={optionsFrom(Object.keys(T.entities), T.entities)}
        />
      </div>
      <ListState query={list} isEmpty={items.length === 0} emptyText={T.empty} />
      {items.length > 0 && (
        <AdminTable caption={T.heading} columns={[T.when, T.who, T.entity, T.item, T.action, T.summary]}>
          {items.map((r) => (
            <tr key={r.id}>
              <td>
                <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
              </td>
              <td>{r.adminEmail}</td>
              <td>{labelOf(T.entities, r.entity)}</td>
              <td>{r.entityId ? `#${r.entityId}` : ADMIN_TEXT.common.none}</td>
              <td>{auditActionLabel(r.action)}</td>
              <td>{r.summary}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pager page={page} data={list.data} onPage={setPage} label={T.pagination} />
      <RecentlyDeleted />
    </AdminPage>
  );
}
