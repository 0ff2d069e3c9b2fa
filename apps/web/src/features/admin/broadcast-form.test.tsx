import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerTrpc, callsOf, renderWithProviders } from '../../test/render';
import { BroadcastFormModal } from './broadcast-form';

afterEach(() => vi.unstubAllGlobals());

const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('broadcast form (admin)', () => {
  it('shows every problem at once, each beside its field, with the first one focused', async () => {
    vi.stubGlobal('fetch', answerTrpc({}));
    renderWithProviders(<BroadcastFormModal defaultKind="news" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Broadcast' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const title = within(dialog).getByLabelText('Title');
    const image = within(dialog).getByLabelText('Image');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(describedBy(title)).toBe('Please provide a title and valid category.');
    expect(image.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(image)).toBe('Please upload an image.');
    const alt = within(dialog).getByLabelText('Alt text');
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(alt)).toContain('Please describe the image (alt text).');
  });

  it('sends the image as a file in a multipart form, dates as ISO instants', async () => {
    const api = answerTrpc({ id: 5 });
    vi.stubGlobal('fetch', api);
    const onClose = vi.fn();
    renderWithProviders(<BroadcastFormModal defaultKind="social" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Broadcast' });
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Demo day' } });
    fireEvent.change(within(dialog).getByLabelText('Social source'), { target: { value: 'linkedin' } });
    fireEvent.input(within(dialog).getByLabelText('Publish at'), { target: { value: '2025-03-01T10:30' } });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'pixel.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Image'), { target: { files: [png] } });
    fireEvent.input(within(dialog).getByLabelText('Alt text'), {
      target: { value: 'Our demo stand' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const create = callsOf(api).find((c) => c.url.includes('broadcasts.create'));
    expect(create?.url).not.toContain('batch');
    const body = create?.body;
    expect(body).toBeInstanceOf(FormData);
    if (!(body instanceof FormData)) return;
    expect(body.get('image')).toBe(png);
    expect(body.get('title')).toBe('Demo day');
    expect(body.get('imageAlt')).toBe('Our demo stand');
    expect(body.get('imageFocusX')).toBe('0.5');
    expect(body.get('kind')).toBe('social');
    expect(body.get('socialSource')).toBe('linkedin');
    expect(body.get('status')).toBe('draft');
    expect(body.get('publishAt')).toBe(new Date('2025-03-01T10:30').toISOString());
  });
});
