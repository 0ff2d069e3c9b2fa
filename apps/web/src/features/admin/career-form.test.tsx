import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerTrpc, callsOf, failTrpc, renderWithProviders } from '../../test/render';
import { CareerFormModal } from './career-form';

afterEach(() => vi.restoreAllMocks());

const open = () => {
  const onClose = vi.fn();
  renderWithProviders(<CareerFormModal target={{ mode: 'new', category: 'internship' }} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Add Job' });
  // Save sits in the modal's footer, outside the form, and submits it.
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { dialog, save, onClose };
};

describe('career form (admin)', () => {
  it('shows a problem beside its field, focuses that field and scrolls it into view; nothing is sent', async () => {
    const api = answerTrpc({});
    vi.stubGlobal('fetch', api);
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { dialog, save } = open();

    save();
    const title = within(dialog).getByLabelText('Title');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(String(title.getAttribute('aria-describedby')))?.textContent).toBe(
      'Title is required',
    );
    // Effects run after the browser paints (a frame later), so the scroll is awaited like the focus.
    await waitFor(() => expect(scrolled.mock.contexts).toContain(title));
    expect(document.activeElement).toBe(title);

    // The first problem in the order of the form wins focus; a fixed field loses its error.
    fireEvent.input(title, { target: { value: 'Bench technician' } });
    const applyUrl = within(dialog).getByLabelText('Apply URL');
    fireEvent.input(applyUrl, { target: { value: 'ftp://not-allowed' } });
    save();
    await waitFor(() => expect(document.activeElement).toBe(applyUrl));
    expect(applyUrl.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Links must start with http:// or https://')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBeNull();
    expect(within(dialog).queryByText('Title is required')).toBeNull();
    vi.unstubAllGlobals();
    expect(api).not.toHaveBeenCalled();
  });

  it("keeps what was typed after a failed save and shows the prefix with the server's text", async () => {
    vi.stubGlobal('fetch', failTrpc('Database unavailable', 500));
    const { dialog, save, onClose } = open();
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Keeps typing' } });
    save();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to save: Database unavailable',
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>('Title').value).toBe('Keeps typing');
    expect(onClose).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("sends the schema's output (trimmed, defaulted) as JSON and closes", async () => {
    const api = answerTrpc({ id: 1 });
    vi.stubGlobal('fetch', api);
    const { dialog, save, onClose } = open();
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Category').value).toBe('internship');
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: '  Bench technician ' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const create = callsOf(api).find((c) => c.url.includes('careers.create'));
    expect(JSON.parse(String(create?.body))[0]).toMatchObject({
      title: 'Bench technician',
      category: 'internship',
      status: 'draft',
      applyUrl: '',
    });
    vi.unstubAllGlobals();
  });
});
