import { CONTENT_TYPES, type ContentKind } from '@manovo/api/domain';
import { TRANSLATION_LOCALES } from '@manovo/api/schemas';
import { LOCALES } from '@manovo/content/locales';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminPage } from '../../features/admin/admin-page';
import { AdminTable } from '../../features/admin/admin-table';
import { ListState } from '../../features/admin/list-state';
import { SelectField } from '../../features/admin/select-field';
import { TranslationStatusBadge } from '../../features/admin/translation-tabs';
import { trpc } from '../../lib/trpc';

type Locale = (typeof TRANSLATION_LOCALES)[number];

// Where each kind's items are edited (the manager's ?edit= opens one); IFU devices have their own screen.
const editLink = (kind: ContentKind, id: number) =>
  kind === 'ifu' ? '/admin/ifu' : `/admin/${kind}?edit=${id}`;

/** Translations (docs/product.md, "Languages"): every item missing or outdated in a language. */
export default function TranslationsPage() {
  const [locale, setLocale] = useState<Locale | ''>('');
  const list = trpc.translations.needsWork.useQuery(locale ? { locale } : {}, { staleTime: 0 });
  const items = list.data ?? [];
  const count = (l: Locale) => items.filter((w) => w.locale === l).length;
  return (
    <AdminPage name="translations" heading="Translations">
      <p className="adm-muted">
        Items whose German or French is missing, or outdated because the English changed after it was
        translated. Open one to translate it in its language tab.
      </p>
      <div className="adm-filters">
        <SelectField
          id="translations-locale"
          label="Language"
          value={locale}
          onChange={(e) => setLocale(e.target.value as Locale | '')}
          blank="All languages"
          options={TRANSLATION_LOCALES.map((l) => ({ value: l, label: LOCALES[l].name }))}
        />
      </div>
      {!locale && list.data && (
        <p role="status">
          {TRANSLATION_LOCALES.map((l) => `${LOCALES[l].name}: ${count(l)} to do`).join(' · ')}
        </p>
      )}
      <ListState
        query={list}
        isEmpty={items.length === 0}
        emptyText="Every item is translated and up to date."
      />
      {items.length > 0 && (
        <AdminTable
          caption="Items to translate"
          columns={['Item', 'Type', 'Language', 'Status', 'Published']}
        >
          {items.map((w) => (
            <tr key={`${w.kind}-${w.id}-${w.locale}`}>
              <td>
                <Link to={editLink(w.kind as ContentKind, w.id)}>{w.name}</Link>
              </td>
              <td>{CONTENT_TYPES[w.kind as ContentKind]?.label ?? w.kind}</td>
              <td>{LOCALES[w.locale as Locale]?.name ?? w.locale}</td>
              <td>
                <TranslationStatusBadge status={w.status} />
              </td>
              <td>{w.published ? 'Yes (outdated text shown)' : 'No'}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminPage>
  );
}
