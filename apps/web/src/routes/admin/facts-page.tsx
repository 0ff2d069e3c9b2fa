import { CONTENT_TYPES } from '@manovo/api/domain';
import { Tabs } from '@manovo/ui/tabs';
import { useState } from 'react';
import { AddButton } from '../../features/admin/add-button';
import { AdminPage } from '../../features/admin/admin-page';
import { AdminTable } from '../../features/admin/admin-table';
import { EditDeleteActions } from '../../features/admin/edit-delete-actions';
import {
  FACT_KINDS,
  FactFormModal,
  type FactKind,
  fieldsOf,
  instrumentTitle,
} from '../../features/admin/fact-form';
import type { ItemFormTarget } from '../../features/admin/item-form-modal';
import { ListState } from '../../features/admin/list-state';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { useDeleteItem } from '../../features/admin/use-delete-item';
import { trpc } from '../../lib/trpc';

// Admin → Product facts (docs/product.md, "Facts behind the claims"): one tab per kind, its rows in a
// table of the kind's short fields, each added, edited (FactFormModal) and deleted here.

const T = ADMIN_TEXT.facts;
const C = ADMIN_TEXT.common;

/** The columns a kind's table shows: its fields but the long texts and Shown (a hidden row says so). */
const columnsOf = (kind: FactKind) =>
  fieldsOf(kind).filter(([name, def]) => def.kind !== 'long-text' && name !== 'shown');

type Row = { id: number } & Record<string, unknown>;
function cell(name: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return C.none;
  if (typeof value === 'boolean') return value ? T.yes : C.none;
  if (name === 'instrumentSlug') return instrumentTitle(String(value));
  if (name === 'platform') return T.platforms[value as keyof typeof T.platforms] ?? String(value);
  return String(value);
}

export default function FactsPage() {
  const [kind, setKind] = useState<FactKind>('marketStatuses');
  const [form, setForm] = useState<ItemFormTarget | null>(null);
  const label = CONTENT_TYPES[kind].label;
  return (
    <AdminPage
      name="facts"
      heading={T.heading}
      tools={<AddButton label={T.add(label)} onClick={() => setForm({ mode: 'new' })} />}
    >
      <p className="adm-muted">{T.lead}</p>
      <Tabs
        label={T.heading}
        tabs={FACT_KINDS.map((k) => ({ id: k, label: T.tabs[k] }))}
        value={kind}
        onChange={(k) => {
          setForm(null);
          setKind(k);
        }}
      >
        <FactTable key={kind} kind={kind} onEdit={(id) => setForm({ mode: 'edit', id })} />
      </Tabs>
      {form && <FactFormModal kind={kind} target={form} onClose={() => setForm(null)} />}
    </AdminPage>
  );
}

function FactTable({ kind, onEdit }: { kind: FactKind; onEdit: (id: number) => void }) {
  const utils = trpc.useUtils();
  const router = trpc[kind] as unknown as {
    list: { useQuery: () => { data?: Row[]; isLoading: boolean; error: unknown } };
    delete: { useMutation: () => { mutateAsync: (i: { id: number }) => Promise<unknown> } };
  };
  const list = router.list.useQuery();
  const onDelete = useDeleteItem(router, () => utils[kind].invalidate());
  const columns = columnsOf(kind);
  const items = list.data ?? [];
  const subjectOf = (row: Row) =>
    columns
      .slice(0, 2)
      .map(([name]) => cell(name, row[name]))
      .join(' — ');
  return (
    <>
      <ListState query={list} isEmpty={items.length === 0} emptyText={T.empty} />
      {items.length > 0 && (
        <AdminTable
          caption={CONTENT_TYPES[kind].label}
          columns={[C.id, ...columns.map(([name, def]) => T.columns[name] ?? def.label), C.actions]}
        >
          {items.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              {columns.map(([name], i) =>
                i === 0 ? (
                  <th key={name} scope="row" className="adm-table__title">
                    {cell(name, row[name])}
                    {row.shown === false && <span className="adm-muted"> ({T.hidden})</span>}
                  </th>
                ) : (
                  <td key={name}>{cell(name, row[name])}</td>
                ),
              )}
              <td>
                <EditDeleteActions
                  subject={subjectOf(row)}
                  onEdit={() => onEdit(row.id)}
                  onDelete={() => onDelete(row.id, T.confirmDelete(subjectOf(row)))}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
