import { CONTENT_TYPES, type FieldDefinition, MESSAGES, PUBLICATION_PLATFORMS } from '@manovo/api/domain';
import {
  ZMarketStatusInput,
  ZPublicationInput,
  ZQualityCertificateInput,
  ZReprocessingInput,
} from '@manovo/api/schemas';
import { INSTRUMENTS } from '@manovo/content/products';
import type { z } from 'zod';
import { trpc } from '../../lib/trpc';
import {
  FormFeedback,
  InputField,
  ItemFormModal,
  itemQuery,
  jsonInputs,
  SelectField,
  TextAreaField,
  useAdminForm,
  useItemEditor,
} from './form-fields';
import type { ItemFormTarget } from './item-form-modal';
import { ADMIN_TEXT } from './messages';

// The add/edit form of a product fact (docs/product.md, "Facts behind the claims"): its controls come
// from its kind's fields in the registry (packages/db/src/content-types.ts: label and kind), its rules
// from the shared zod schema, so a field added there shows here.

export type FactKind = 'marketStatuses' | 'qualityCertificates' | 'reprocessing' | 'publications';
export const FACT_KINDS: readonly FactKind[] = [
  'marketStatuses',
  'qualityCertificates',
  'reprocessing',
  'publications',
];

const SCHEMAS: Record<FactKind, z.ZodType<object, Record<string, unknown>>> = {
  marketStatuses: ZMarketStatusInput,
  qualityCertificates: ZQualityCertificateInput,
  reprocessing: ZReprocessingInput,
  publications: ZPublicationInput,
};

const T = ADMIN_TEXT.facts;
export const instrumentTitle = (id: string) => INSTRUMENTS.find((i) => i.id === id)?.title ?? id;
const CHOICES: Record<string, { value: string; label: string }[]> = {
  instrumentSlug: INSTRUMENTS.map((i) => ({ value: i.id, label: i.title })),
  platform: PUBLICATION_PLATFORMS.map((p) => ({ value: p, label: T.platforms[p] })),
};
/** A new fact's starting values: what the schema defaults to. */
const DEFAULTS: Partial<Record<string, unknown>> = {
  shown: true,
  limitedAvailability: false,
  platform: 'journal',
};

const startOf = (name: string, def: FieldDefinition) =>
  DEFAULTS[name] ??
  (def.kind === 'flag' ? false : def.kind === 'choice' ? (CHOICES[name]?.[0]?.value ?? '') : '');

export const fieldsOf = (kind: FactKind) =>
  Object.entries(CONTENT_TYPES[kind].fields as Record<string, FieldDefinition>);

type Item = { id: number } & Record<string, unknown>;
/** What the form uses of a kind's router; every fact kind has the same procedures. */
type FactHooks = {
  byId: {
    useQuery: (
      input: { id: number },
      opts: object,
    ) => { data: Item | undefined; isLoading: boolean; error: unknown };
  };
  create: { useMutation: () => { mutateAsync: (i: object) => Promise<unknown>; isPending: boolean } };
  update: { useMutation: () => { mutateAsync: (i: object) => Promise<unknown>; isPending: boolean } };
};
export const factHooks = (kind: FactKind) => trpc[kind] as unknown as FactHooks;

export function FactFormModal({
  kind,
  target,
  onClose,
}: {
  kind: FactKind;
  target: ItemFormTarget;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const hooks = factHooks(kind);
  const item = hooks.byId.useQuery(...itemQuery(target));
  const editor = useItemEditor(target, item, hooks, {
    ...jsonInputs<object>(),
    refresh: () => utils[kind].invalidate(),
    onClose,
  });
  const label = CONTENT_TYPES[kind].label;
  return (
    <ItemFormModal
      text={{ newTitle: T.newTitle(label), editTitle: (id) => T.editTitle(label, id) }}
      formId={FORM_ID}
      {...editor.modal}
    >
      <FactForm kind={kind} item={item.data} save={editor.save} />
    </ItemFormModal>
  );
}

const FORM_ID = 'fact-form';

function FactForm({ kind, item, save }: { kind: FactKind; item?: Item; save: (v: object) => Promise<void> }) {
  const fields = fieldsOf(kind);
  const { form, field, formRef, onSubmit, serverError } = useAdminForm({
    schema: SCHEMAS[kind],
    defaultValues: Object.fromEntries(
      fields.map(([name, def]) => [name, item?.[name] ?? startOf(name, def)]),
    ),
    failurePrefix: MESSAGES.saveFormFailed,
    save,
  });

  return (
    <form id={FORM_ID} ref={formRef} className="adm-form adm-form--grid" onSubmit={onSubmit} noValidate>
      {fields.map(([name, def]) => {
        const id = `ff-${name}`;
        const props = { id, label: def.label, required: def.required, ...field(name) };
        switch (def.kind) {
          case 'choice':
            return <SelectField key={name} options={CHOICES[name] ?? []} {...props} />;
          case 'long-text':
            return <TextAreaField key={name} rows={3} {...props} />;
          case 'flag':
            return (
              <div key={name} className="adm-field">
                <label className="adm-check" htmlFor={id}>
                  <input id={id} type="checkbox" {...form.register(name)} />
                  {def.label}
                </label>
              </div>
            );
          case 'date-time':
            return <InputField key={name} type="date" {...props} />;
          case 'url':
            return <InputField key={name} type="url" wide {...props} />;
          default:
            return <InputField key={name} wide={name === 'title' || name === 'authors'} {...props} />;
        }
      })}
      <FormFeedback error={serverError} />
    </form>
  );
}
