import { LOCALES } from '@manovo/content/locales';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { type FormDataValue, toFormData } from '../../lib/form-data';
import { FormModal } from './form-modal';
import { HistoryPanel } from './history/history-panel';
import { PreviewLinkButton } from './preview-link-button';
import { PendingChangesBanner, ReviewPanel } from './review/review-panel';
import { type Language, TranslationTabs, translationFormId } from './translation-tabs';

type Props = {
  text: { newTitle: string; editTitle: (id: number) => string };
  formId: string;
  onClose: () => void;
  /** The item being edited; none for a new one. */
  editId?: number;
  /** An edit's query for its item: the form waits for it (see FormModal). */
  load?: ComponentProps<typeof FormModal>['load'];
  saving: boolean;
  /** The public page an edit can be previewed on, once its item is loaded; none where it has no page. */
  preview?: ComponentProps<typeof PreviewLinkButton>['kind'];
  /** Whose versions an edit lists under its form; none for a kind that keeps no versions. */
  history?: ComponentProps<typeof HistoryPanel>['entity'];
  children: ReactNode;
};

/**
 * The add/edit modal of an item: its title, Preview, and for an edit of a versioned item its review
 * (when the review gate is on for its kind) and version history. On a translation's tab the footer
 * Save saves that translation (as its own Save does), never the English form hidden behind it.
 */
export function ItemFormModal({
  text,
  formId,
  onClose,
  editId,
  load,
  saving,
  preview,
  history,
  children,
}: Props) {
  const editing = editId !== undefined;
  const [language, setLanguage] = useState<Language>('en');
  return (
    <FormModal
      title={editing ? text.editTitle(editId) : text.newTitle}
      formId={translationFormId(formId, language)}
      saveLabel={language === 'en' ? undefined : `Save ${LOCALES[language].name}`}
      onClose={onClose}
      load={load}
      saving={saving}
      actions={
        editing && preview && (!load || load.data) ? <PreviewLinkButton kind={preview} id={editId} /> : null
      }
    >
      {editing && history && <PendingChangesBanner entity={history} id={editId} />}
      {editing && history ? (
        <TranslationTabs
          entity={history}
          id={editId}
          formId={formId}
          language={language}
          onLanguage={setLanguage}
        >
          {children}
        </TranslationTabs>
      ) : (
        children
      )}
      {editing && history && <ReviewPanel entity={history} id={editId} />}
      {editing && history && <HistoryPanel entity={history} id={editId} onRestored={onClose} />}
    </FormModal>
  );
}

/** Which item a form adds (with what the new one starts from) or edits. */
export type ItemFormTarget = { mode: 'new' } | { mode: 'edit'; id: number };

type Mutation<I> = { mutateAsync: (input: I) => Promise<unknown>; isPending: boolean };
/** The mutations of a kind's router an add/edit form uses (`trpc.videos`, `trpc.careers`, …). */
type EditableKind<Create, Update> = {
  create: { useMutation: () => Mutation<Create> };
  update: { useMutation: () => Mutation<Update> };
};
/** How a form's values become the procedures' inputs. */
type Inputs<V, Create, Update> = {
  toCreate: (values: V) => Create;
  toUpdate: (values: V, id: number) => Update;
};

/** JSON procedures take the form's values as they are, the update with the item's id beside them. */
export const jsonInputs = <V extends object>(): Inputs<V, V, V & { id: number }> => ({
  toCreate: (values) => values,
  toUpdate: (values, id) => ({ ...values, id }),
});
/** A form with a file goes as multipart (`toFormData`), the update's id as text. */
export const multipartInputs = <V extends Record<string, FormDataValue>>(): Inputs<
  V,
  FormData,
  FormData
> => ({
  toCreate: (values) => toFormData(values),
  toUpdate: (values, id) => toFormData({ ...values, id: String(id) }),
});

/** The byId query's input and options for a form's target: off for a new item, read afresh for an edit. */
export const itemQuery = (target: ItemFormTarget) =>
  [
    { id: target.mode === 'edit' ? target.id : 0 },
    { enabled: target.mode === 'edit', staleTime: 0 },
  ] as const;

/**
 * An add/edit modal's save, from its kind's mutations: it creates or updates the item, refreshes the
 * kind's queries and closes. `modal` is what ItemFormModal takes of it, with the edit's item query
 * (`itemQuery`), which the modal waits for.
 */
export function useItemEditor<V, Create, Update>(
  target: ItemFormTarget,
  item: ComponentProps<typeof FormModal>['load'],
  kind: EditableKind<Create, Update>,
  {
    toCreate,
    toUpdate,
    refresh,
    onClose,
  }: Inputs<V, Create, Update> & { refresh: () => Promise<unknown>; onClose: () => void },
) {
  const editId = target.mode === 'edit' ? target.id : undefined;
  const create = kind.create.useMutation();
  const update = kind.update.useMutation();
  const save = async (values: V) => {
    if (editId === undefined) await create.mutateAsync(toCreate(values));
    else await update.mutateAsync(toUpdate(values, editId));
    await refresh();
    onClose();
  };
  const modal = {
    editId,
    load: editId === undefined ? undefined : item,
    saving: create.isPending || update.isPending,
    onClose,
  };
  return { save, modal };
}
