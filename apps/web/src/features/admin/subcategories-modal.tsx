import { MESSAGES, TOP_CATEGORY_LABELS, type TopCategory } from '@manovo/api/domain';
import { Modal } from '@manovo/ui/modal';
import { PencilLine, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { ListState } from './list-state';
import { ADMIN_TEXT } from './messages';
import { RowAction } from './row-action';
import { useDeleteItem } from './use-delete-item';
import { alertOnFailure } from './utils';

const T = ADMIN_TEXT.subs;

/** Manage sub-categories of one top category (docs/product.md §2, §5: blank add and empty/unchanged rename are ignored). */
export function SubcategoriesModal({ top, onClose }: { top: TopCategory; onClose: () => void }) {
  const utils = trpc.useUtils();
  const list = trpc.subcategories.list.useQuery({ topCategory: top });
  const create = trpc.subcategories.create.useMutation();
  const rename = trpc.subcategories.rename.useMutation();
  const [name, setName] = useState('');

  const refresh = () => Promise.all([utils.subcategories.invalidate(), utils.videos.invalidate()]);

  const onAdd = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    await alertOnFailure(MESSAGES.addFailed, async () => {
      await create.mutateAsync({ topCategory: top, name: trimmed });
      setName('');
      await refresh();
    });
  };

  const onRename = async (id: number, current: string) => {
    const next = window.prompt(T.renamePrompt, current);
    if (next === null) return;
    const trimmed = next.trim();
    if (!trimmed || trimmed === current) return;
    await alertOnFailure(MESSAGES.renameFailed, async () => {
      await rename.mutateAsync({ id, name: trimmed });
      await refresh();
    });
  };

  const onDelete = useDeleteItem(trpc.subcategories, refresh);

  const items = list.data ?? [];
  return (
    <Modal open onClose={onClose} title={T.title(TOP_CATEGORY_LABELS[top])}>
      <form className="adm-inline-form" onSubmit={onAdd}>
        <label htmlFor="sub-new" className="ui-visually-hidden">
          {T.newName}
        </label>
        <input id="sub-new" value={name} onChange={(e) => setName(e.target.value)} placeholder={T.newName} />
        <button type="submit" className="adm-btn adm-btn--primary" disabled={create.isPending}>
          {T.add}
        </button>
      </form>
      <ListState query={list} isEmpty={items.length === 0} emptyText={T.empty} />
      {items.length > 0 && (
        <ul className="adm-sublist">
          {items.map((s) => (
            <li key={s.id}>
              <span>{s.name}</span>
              <span className="adm-row-actions">
                <RowAction
                  label={T.rename}
                  subject={s.name}
                  onClick={() => onRename(s.id, s.name)}
                  icon={PencilLine}
                />
                <RowAction
                  label={ADMIN_TEXT.common.delete}
                  subject={s.name}
                  onClick={() => onDelete(s.id, T.confirmDelete)}
                  danger
                  icon={Trash2}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
