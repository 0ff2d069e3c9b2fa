import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ItemFormModal } from './item-form-modal';

afterEach(() => vi.unstubAllGlobals());

const GERMAN_MISSING = {
  locale: 'de',
  status: 'missing',
  published: false,
  fields: {},
  publishedAt: null,
  updatedAt: null,
  updatedByEmail: '',
};

/**
 * A tRPC stub answering per procedure (a batch's paths are comma-separated): the item's translations,
 * an error for the panels' reads, and `ok` for a write.
 */
const api = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = new URL(String(input));
  const paths = url.pathname.split('/api/trpc/')[1]?.split(',') ?? [];
  const answers = paths.map((path) =>
    path === 'translations.forItem'
      ? {
          result: {
            data: {
              kind: 'careers',
              id: 7,
              source: { title: 'Design Engineer' },
              translations: [GERMAN_MISSING, { ...GERMAN_MISSING, locale: 'fr' }],
            },
          },
        }
      : path === 'translations.save'
        ? { result: { data: { ok: true } } }
        : { error: { message: 'not here', code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400 } } },
  );
  const batch = url.searchParams.has('batch');
  return new Response(JSON.stringify(batch ? answers : answers[0]), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
});

describe('the edit modal of an item with translations', () => {
  it("on the Deutsch tab, the footer's Save saves the German translation, not the English form", async () => {
    vi.stubGlobal('fetch', api);
    const saveEnglish = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithProviders(
      <ItemFormModal
        text={{ newTitle: 'Add Job', editTitle: (id) => `Edit Job #${id}` }}
        formId="job-form"
        onClose={() => undefined}
        editId={7}
        saving={false}
        history="career"
      >
        <form id="job-form" onSubmit={saveEnglish}>
          <label>
            Title <input defaultValue="Design Engineer" />
          </label>
        </form>
      </ItemFormModal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Job #7' });
    fireEvent.click(within(dialog).getByRole('tab', { name: /^Deutsch/ }));
    const title = await within(dialog).findByLabelText('Title (Deutsch)', {}, { timeout: 8000 });
    fireEvent.input(title, { target: { value: 'Konstrukteur' } });

    // The footer names what it saves; there is one Save of the German.
    const save = within(dialog).getByRole('button', { name: 'Save Deutsch' });
    fireEvent.click(save);
    await waitFor(
      () =>
        expect(api.mock.calls.map(([input]) => String(input))).toContainEqual(
          expect.stringContaining('translations.save'),
        ),
      { timeout: 8000 },
    );
    const sent = api.mock.calls.find(([input]) => String(input).includes('translations.save'))?.[1]?.body;
    expect(JSON.parse(String(sent))).toMatchObject({
      0: { kind: 'careers', id: 7, locale: 'de', fields: { title: 'Konstrukteur' }, published: false },
    });
    expect(saveEnglish).not.toHaveBeenCalled();

    // Back on English, the footer's Save is the item's again.
    fireEvent.click(within(dialog).getByRole('tab', { name: 'English' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(saveEnglish).toHaveBeenCalledTimes(1);
  }, 30_000);
});
