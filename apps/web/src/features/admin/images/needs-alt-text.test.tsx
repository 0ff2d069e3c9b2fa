import type { Broadcast, Testimonial } from '@manovo/api/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BroadcastsPage from '../../../routes/admin/broadcasts-page';
import TestimonialsPage from '../../../routes/admin/testimonials-page';
import { answerTrpc, callsOf, renderWithProviders } from '../../../test/render';
import { TestimonialFormModal } from '../testimonial-form';

afterEach(() => vi.unstubAllGlobals());

const image = { imageWidth: 64, imageHeight: 48, imageFocusX: 0.5, imageFocusY: 0.5 };
const broadcast = (id: number, title: string, imageUrl: string | null, imageAlt: string): Broadcast => ({
  id,
  kind: 'social',
  title,
  summary: '',
  body: '',
  status: 'published',
  publishAt: null,
  postedAt: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  socialSource: null,
  linkUrl: '',
  imageUrl,
  imageAlt,
  ...image,
  tag: '',
});
const testimonial = (
  id: number,
  personName: string,
  imageUrl: string | null,
  imageAlt: string,
): Testimonial => ({
  id,
  personName,
  personTitle: '',
  company: '',
  message: 'Precise.',
  isActive: true,
  imageUrl,
  imageAlt,
  ...image,
  linkedin: '',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
});

describe('"Needs alt text" in the admin lists', () => {
  it('marks the broadcast whose own image has no alt text, and only that one', async () => {
    vi.stubGlobal(
      'fetch',
      answerTrpc([
        broadcast(1, 'Sent over REST', '/uploads/a.jpg', ''),
        broadcast(2, 'Described', '/uploads/b.jpg', 'Our stand at the congress'),
        broadcast(3, 'No image of its own', null, ''),
      ]),
    );
    renderWithProviders(<BroadcastsPage />);
    const row = (title: string) => screen.getByRole('rowheader', { name: new RegExp(title) });
    await waitFor(() => expect(row('Sent over REST').textContent).toContain('Needs alt text'));
    expect(row('Described').textContent).not.toContain('Needs alt text');
    expect(row('No image of its own').textContent).not.toContain('Needs alt text');
    expect(screen.getAllByText('Needs alt text')).toHaveLength(1);
  });

  it('marks the testimonial whose photo has no alt text', async () => {
    vi.stubGlobal(
      'fetch',
      answerTrpc({
        items: [
          testimonial(1, 'Dr. Meera Iyer', '/uploads/m.jpg', ''),
          testimonial(2, 'Dr. Ananya Rao', '/uploads/r.jpg', 'Dr. Rao in theatre'),
          testimonial(3, 'Dr. No Photo', null, ''),
        ],
        total: 3,
        page: 1,
        limit: 20,
      }),
    );
    renderWithProviders(<TestimonialsPage />);
    const card = (name: string) => screen.getByRole('heading', { name: new RegExp(name) });
    await waitFor(() => expect(card('Dr. Meera Iyer').textContent).toContain('Needs alt text'));
    expect(card('Dr. Ananya Rao').textContent).not.toContain('Needs alt text');
    expect(card('Dr. No Photo').textContent).not.toContain('Needs alt text');
  });
});

describe('testimonial form: alt text where staff type it', () => {
  // The Add Testimonial modal, against an API that accepts the save.
  const openNewTestimonial = () => {
    const api = answerTrpc({ id: 9 });
    vi.stubGlobal('fetch', api);
    const onClose = vi.fn();
    renderWithProviders(<TestimonialFormModal target={{ mode: 'new' }} onClose={onClose} />);
    return { api, onClose, dialog: screen.getByRole('dialog', { name: 'Add Testimonial' }) };
  };

  it('asks for alt text with a new photo and sends nothing until it is there', async () => {
    const { api, onClose, dialog } = openNewTestimonial();
    fireEvent.input(within(dialog).getByLabelText('Name'), { target: { value: 'Dr. Meera Iyer' } });
    fireEvent.input(within(dialog).getByLabelText('Message'), { target: { value: 'Precise.' } });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'meera.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Photo'), { target: { files: [png] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alt = within(dialog).getByLabelText('Alt text');
    await waitFor(() => expect(alt.getAttribute('aria-invalid')).toBe('true'));
    expect(callsOf(api).some((c) => c.url.includes('testimonials.create'))).toBe(false);

    fireEvent.input(alt, { target: { value: 'Dr. Iyer smiling in scrubs' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = callsOf(api).find((c) => c.url.includes('testimonials.create'))?.body;
    expect(body instanceof FormData && body.get('imageAlt')).toBe('Dr. Iyer smiling in scrubs');
  });

  it('needs no alt text without a photo', async () => {
    const { onClose, dialog } = openNewTestimonial();
    fireEvent.input(within(dialog).getByLabelText('Name'), { target: { value: 'Dr. Rao' } });
    fireEvent.input(within(dialog).getByLabelText('Message'), { target: { value: 'Precise.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
