import { labelOf, TOP_CATEGORIES, TOP_CATEGORY_LABELS, type TopCategory } from '@manovo/api/domain';
import { Tabs } from '@manovo/ui/tabs';
import { ExternalLink } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { AddButton } from '../../features/admin/add-button';
import { AdminPage } from '../../features/admin/admin-page';
import { AdminTable } from '../../features/admin/admin-table';
import { EditDeleteActions } from '../../features/admin/edit-delete-actions';
import { ListState } from '../../features/admin/list-state';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { SearchField } from '../../features/admin/search-field';
import { StatusBadge } from '../../features/admin/status-badge';
import { SubcategoriesModal } from '../../features/admin/subcategories-modal';
import { useDeleteItem } from '../../features/admin/use-delete-item';
import { useFormRequest } from '../../features/admin/use-form-request';
import { VideoFormModal, type VideoFormTarget } from '../../features/admin/video-form';
import { trpc } from '../../lib/trpc';

const T = ADMIN_TEXT.videos;
const C = ADMIN_TEXT.common;

export default function VideosPage() {
  const utils = trpc.useUtils();
  const [top, setTop] = useState<TopCategory>('product');
  const [sub, setSub] = useState<number | 'all'>('all');
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const [form, setForm] = useState<VideoFormTarget | null>(null);
  const [managingSubs, setManagingSubs] = useState(false);
  const subs = trpc.subcategories.list.useQuery({ topCategory: top });
  const list = trpc.videos.list.useQuery({
    topCategory: top,
    ...(sub !== 'all' && { subCategoryId: sub }),
    ...(query && { q: query }),
  });
  const onDelete = useDeleteItem(trpc.videos, () => utils.videos.invalidate());

  useFormRequest(
    () => setForm({ mode: 'new', top }),
    (id) => setForm({ mode: 'edit', id }),
  );

  const items = list.data ?? [];

  return (
    <AdminPage
      name="videos"
      heading={T.heading}
      tools={
        <>
          <button type="button" className="adm-btn" onClick={() => setManagingSubs(true)}>
            {T.manageSubs}
          </button>
          <AddButton label={T.add} onClick={() => setForm({ mode: 'new', top })} />
        </>
      }
    >
      <Tabs
        label={T.heading}
        tabs={TOP_CATEGORIES.map((c) => ({ id: c, label: TOP_CATEGORY_LABELS[c] }))}
        value={top}
        onChange={(id) => {
          setTop(id);
          setSub('all');
        }}
      >
        <div className="adm-filters">
          {/* biome-ignore lint/a11y/useSemanticElements: a toggle-button group, not a form fieldset */}
          <div className="adm-chips" role="group" aria-label={T.subFilter}>
            <button
              type="button"
              className="adm-chip"
              aria-pressed={sub === 'all'}
              onClick={() => setSub('all')}
            >
              {T.all}
            </button>
            {subs.data?.map((s) => (
              <button
                key={s.id}
                type="button"
                className="adm-chip"
                aria-pressed={sub === s.id}
                onClick={() => setSub(s.id)}
              >
                {s.name}
              </button>
            ))}
          </div>
          <SearchField id="videos-q" label={T.searchLabel} value={q} onChange={setQ} />
        </div>
        <ListState query={list} isEmpty={items.length === 0} emptyText={T.empty} />
        {items.length > 0 && (
          <AdminTable
            className="adm-table--videos"
            caption={`${T.heading}: ${TOP_CATEGORY_LABELS[top]}`}
            columns={[C.id, T.thumbnail, C.title, T.topCategory, T.subCategory, C.status, C.actions]}
          >
            {items.map((v) => {
              const link = v.youtubeUrl || v.srcUrl;
              return (
                <tr key={v.id}>
                  <td>{v.id}</td>
                  <td>
                    {v.thumbnailUrl ? (
                      <img
                        className="adm-thumb"
                        src={v.thumbnailUrl}
                        alt=""
                        width={96}
                        height={54}
                        loading="lazy"
                      />
                    ) : (
                      <span className="adm-thumb adm-thumb--empty" aria-hidden="true" />
                    )}
                  </td>
                  <th scope="row" className="adm-table__title">
                    {v.title}
                  </th>
                  <td>{labelOf(TOP_CATEGORY_LABELS, v.topCategory)}</td>
                  <td>{v.subCategoryName ?? C.none}</td>
                  <td>
                    <StatusBadge status={v.status} />
                  </td>
                  <td>
                    <EditDeleteActions
                      subject={v.title}
                      onEdit={() => setForm({ mode: 'edit', id: v.id })}
                      onDelete={() => onDelete(v.id, T.confirmDelete(v.id))}
                    >
                      {link ? (
                        <a
                          className="adm-btn adm-btn--small"
                          href={link}
                          target="_blank"
                          rel="noreferrer"
                          aria-label={`${C.view} ${v.title}`}
                          title={C.view}
                        >
                          <ExternalLink className="adm-btn__icon" size={16} aria-hidden="true" />
                          <span className="adm-btn__text">{C.view}</span>
                        </a>
                      ) : (
                        <button type="button" className="adm-btn adm-btn--small" disabled title={T.noLink}>
                          <ExternalLink className="adm-btn__icon" size={16} aria-hidden="true" />
                          <span className="adm-btn__text">{C.view}</span>
                        </button>
                      )}
                    </EditDeleteActions>
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </Tabs>
      {managingSubs && <SubcategoriesModal top={top} onClose={() => setManagingSubs(false)} />}
      {form && <VideoFormModal target={form} onClose={() => setForm(null)} />}
    </AdminPage>
  );
}
