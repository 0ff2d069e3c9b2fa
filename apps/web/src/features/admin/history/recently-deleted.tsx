import { labelOf } from '@manovo/api/domain';
import { trpc } from '../../../lib/trpc';
import { AdminTable } from '../admin-table';
import { ListState } from '../list-state';
import { ADMIN_TEXT } from '../messages';
import { alertOnFailure, formatDateTime } from '../utils';
import { HISTORY_TEXT } from './history-text';
import './history.css';

const T = HISTORY_TEXT.deleted;
const A = ADMIN_TEXT.audit;

/** Items deleted in the last 30 days, each with Restore (docs/product.md, "Version history"). */
export function RecentlyDeleted() {
  const utils = trpc.useUtils();
  const list = trpc.versions.deleted.useQuery(undefined, { staleTime: 0 });
  const restore = trpc.versions.restore.useMutation();
  const items = list.data ?? [];
  return (
    <section className="adm-deleted" aria-labelledby="adm-deleted-h">
      <h2 id="adm-deleted-h">{T.heading}</h2>
      <p>{T.intro}</p>
      <ListState query={list} isEmpty={items.length === 0} emptyText={T.empty} />
      {items.length > 0 && (
        <AdminTable
          caption={T.heading}
          columns={[A.entity, T.item, T.deletedAt, T.by, ADMIN_TEXT.common.actions]}
        >
          {items.map((d) => (
            <tr key={`${d.entity}-${d.entityId}`}>
              <td>{labelOf(A.entities, d.entity)}</td>
              <th scope="row" className="adm-table__title">
                {d.title} <small>#{d.entityId}</small>
              </th>
              <td>
                <time dateTime={d.deletedAt}>{formatDateTime(d.deletedAt)}</time>
              </td>
              <td>{d.deletedBy}</td>
              <td>
                <button
                  type="button"
                  className="adm-btn adm-btn--small"
                  aria-label={`${HISTORY_TEXT.restore} ${d.title}`}
                  disabled={restore.isPending}
                  onClick={() => {
                    if (!window.confirm(T.confirm(d.title))) return;
                    void alertOnFailure(HISTORY_TEXT.restoreFailed, async () => {
                      await restore.mutateAsync({ entity: d.entity, id: d.entityId, versionId: d.versionId });
                      await utils.invalidate();
                    });
                  }}
                >
                  {HISTORY_TEXT.restore}
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
