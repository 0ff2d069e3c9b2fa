import {
  CONTENT_TYPES,
  type ContentKind,
  type ItemTranslation,
  kindOfEntity,
  type TranslationStatus,
  translatableFields,
  type VersionedEntity,
} from '@manovo/api/domain';
import { TRANSLATION_LOCALES } from '@manovo/api/schemas';
import { LOCALES } from '@manovo/content/locales';
import { Tabs } from '@manovo/ui/tabs';
import { type FormEvent, type ReactNode, useState } from 'react';
import { serverErrorText } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { InputField } from './input-field';
import { TextAreaField } from './text-area-field';

/** A tab of an edit form: the item's own English, or one of its translations. */
export type Language = 'en' | (typeof TRANSLATION_LOCALES)[number];

/** The id of a translation tab's form, so the modal's footer Save submits the tab that shows. */
export const translationFormId = (formId: string, language: Language) =>
  language === 'en' ? formId : `${formId}-${language}`;

export const TRANSLATION_STATUS_LABELS: Record<TranslationStatus, string> = {
  missing: 'Missing',
  'up-to-date': 'Up to date',
  outdated: 'Outdated',
};

export function TranslationStatusBadge({ status }: { status: TranslationStatus }) {
  return <span className={`adm-badge adm-badge--tr-${status}`}>{TRANSLATION_STATUS_LABELS[status]}</span>;
}

/**
 * An edit form's languages (docs/product.md, "Languages"): English is the item's own form (kept mounted
 * while another tab shows, so nothing typed is lost); each other language edits the item's translatable
 * fields, its tab showing its status. The tab shown is the modal's (ItemFormModal), whose footer Save
 * submits that tab's form (`formId` is the English form's; translationFormId names each other's).
 */
export function TranslationTabs({
  entity,
  id,
  formId,
  language,
  onLanguage,
  children,
}: {
  entity: VersionedEntity;
  id: number;
  formId: string;
  language: Language;
  onLanguage: (language: Language) => void;
  children: ReactNode;
}) {
  const kind = kindOfEntity(entity);
  const query = trpc.translations.forItem.useQuery({ kind, id });
  const byLocale = new Map(query.data?.translations.map((t) => [t.locale, t]));
  const tabs = [
    { id: 'en' as Language, label: 'English' },
    ...TRANSLATION_LOCALES.map((locale) => {
      const t = byLocale.get(locale);
      return {
        id: locale as Language,
        label: (
          <>
            {LOCALES[locale].name}
            {t && (
              <>
                {' '}
                <TranslationStatusBadge status={t.status} />
                {t.published && <span className="ui-visually-hidden"> (published)</span>}
              </>
            )}
          </>
        ),
      };
    }),
  ];
  const current = language === 'en' ? undefined : byLocale.get(language);
  return (
    <Tabs tabs={tabs} value={language} onChange={onLanguage} label="Language" className="adm-lang-tabs">
      <div hidden={language !== 'en'}>{children}</div>
      {language !== 'en' &&
        (current && query.data ? (
          <TranslationForm
            key={`${language}-${current.updatedAt}`}
            formId={translationFormId(formId, language)}
            kind={kind}
            id={id}
            source={query.data.source}
            translation={current}
          />
        ) : (
          <p className="adm-muted">Loading…</p>
        ))}
    </Tabs>
  );
}

function TranslationForm({
  formId,
  kind,
  id,
  source,
  translation,
}: {
  formId: string;
  kind: ContentKind;
  id: number;
  source: Record<string, string>;
  translation: ItemTranslation;
}) {
  const utils = trpc.useUtils();
  const fields = translatableFields(kind);
  const defs = CONTENT_TYPES[kind].fields as Record<string, { label: string; kind: string }>;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f, translation.fields[f] ?? ''])),
  );
  const [message, setMessage] = useState('');
  const refresh = () => utils.translations.invalidate();
  const save = trpc.translations.save.useMutation({ onSuccess: refresh });
  const publish = trpc.translations.publish.useMutation({ onSuccess: refresh });
  const busy = save.isPending || publish.isPending;
  const name = LOCALES[translation.locale as keyof typeof LOCALES].name;
  const locale = translation.locale as (typeof TRANSLATION_LOCALES)[number];

  const run = async (published: boolean, event?: FormEvent) => {
    event?.preventDefault();
    setMessage('');
    try {
      await save.mutateAsync({ kind, id, locale, fields: values, published });
      setMessage(
        published ? `${name} translation saved and published.` : `${name} translation saved (not published).`,
      );
    } catch (err) {
      setMessage(serverErrorText(err) ?? 'The translation could not be saved.');
    }
  };
  const withdraw = async () => {
    setMessage('');
    try {
      await publish.mutateAsync({ kind, id, locale, published: false });
      setMessage(`${name} translation withdrawn: its visitors see the English again.`);
    } catch (err) {
      setMessage(serverErrorText(err) ?? 'The translation could not be withdrawn.');
    }
  };

  return (
    <form
      id={formId}
      className="adm-form adm-translation"
      lang={translation.locale}
      onSubmit={(e) => run(translation.published, e)}
    >
      <p className="adm-translation__status" lang="en">
        <TranslationStatusBadge status={translation.status} />{' '}
        {translation.published ? 'Published' : 'Not published'}
        {translation.status === 'outdated' && ' — the English has changed since this translation was saved.'}
      </p>
      {fields.map((field) => {
        const def = defs[field];
        const fieldId = `tr-${locale}-${field}`;
        const long = def?.kind === 'long-text' || def?.kind === 'rich-text';
        const props = {
          id: fieldId,
          label: `${def?.label ?? field} (${name})`,
          value: values[field] ?? '',
          onChange: (e: { target: { value: string } }) =>
            setValues((v) => ({ ...v, [field]: e.target.value })),
        };
        return (
          <div key={field} className="adm-translation__field">
            {long ? (
              <TextAreaField {...props} rows={def?.kind === 'rich-text' ? 8 : 4} />
            ) : (
              <InputField {...props} />
            )}
            <p className="adm-hint adm-translation__source" lang="en">
              English: {source[field] ? source[field] : <em>(empty)</em>}
            </p>
          </div>
        );
      })}
      <div className="adm-translation__actions" lang="en">
        {/* Its plain save is the modal's footer Save, which submits this form ("Save {name}"). */}
        <button type="button" className="adm-btn adm-btn--primary" disabled={busy} onClick={() => run(true)}>
          Save and publish {name}
        </button>
        {translation.published && (
          <button type="button" className="adm-btn adm-btn--ghost" disabled={busy} onClick={withdraw}>
            Withdraw {name}
          </button>
        )}
      </div>
      {message && (
        <p className="adm-translation__message" role="status" lang="en">
          {message}
        </p>
      )}
    </form>
  );
}
