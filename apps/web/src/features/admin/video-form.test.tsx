import type { Video } from '@manovo/api/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { VideoFormModal, type VideoFormTarget } from './video-form';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const VIDEO: Video = {
  id: 7,
  title: 'Vault closure',
  topCategory: 'surgery',
  subCategoryId: null,
  subCategoryName: null,
  youtubeUrl: '',
  srcUrl: '/media/clips/rotation-360.mp4',
  thumbnailUrl: '/media/clips/rotation-360.webp',
  status: 'draft',
  description: '',
  durationSeconds: 92,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** A fetch stub answering each tRPC procedure of a (batched) call by its name; sent bodies are kept. */
function stubApi(answers: Record<string, unknown>) {
  const sent: { procedure: string; input: unknown }[] = [];
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const procedures = url.pathname.split('/').pop()!.split(',');
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    for (const [i, procedure] of procedures.entries()) sent.push({ procedure, input: body[i] });
    const results = procedures.map((p) => ({ result: { data: answers[p] ?? null } }));
    const payload = url.searchParams.has('batch') ? results : results[0];
    return new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', stub);
  return sent;
}

const open = (target: VideoFormTarget, name: string) => {
  const onClose = vi.fn();
  renderWithProviders(<VideoFormModal target={target} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name });
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { dialog, save, onClose };
};

describe('video form (admin): duration', () => {
  it('refuses a duration that is not m:ss beside the field, then sends the seconds of 1:32', async () => {
    const sent = stubApi({ 'subcategories.list': [], 'videos.create': { ...VIDEO, id: 8 } });
    const { dialog, save, onClose } = open({ mode: 'new', top: 'surgery' }, 'Add Video');
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Vault closure' } });
    const duration = within(dialog).getByLabelText('Duration');
    expect(duration.getAttribute('placeholder')).toBe('m:ss');

    fireEvent.input(duration, { target: { value: '92' } });
    save();
    await waitFor(() => expect(duration.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(duration));
    expect(
      within(dialog).getByText('Duration must be minutes and seconds, like 1:32 (at most a day).'),
    ).toBeTruthy();
    expect(sent.some((c) => c.procedure === 'videos.create')).toBe(false);

    fireEvent.input(duration, { target: { value: ' 1:32 ' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((c) => c.procedure === 'videos.create')?.input).toMatchObject({
      title: 'Vault closure',
      topCategory: 'surgery',
      durationSeconds: 92,
    });
  });

  it('sends null for a duration left empty (unknown)', async () => {
    const sent = stubApi({ 'subcategories.list': [], 'videos.create': { ...VIDEO, id: 9 } });
    const { dialog, save, onClose } = open({ mode: 'new', top: 'product' }, 'Add Video');
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'No length yet' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((c) => c.procedure === 'videos.create')?.input).toMatchObject({ durationSeconds: null });
  });

  it('shows a stored duration as m:ss and keeps it on save', async () => {
    const sent = stubApi({ 'videos.byId': VIDEO, 'subcategories.list': [], 'videos.update': VIDEO });
    const { dialog, save, onClose } = open({ mode: 'edit', id: 7 }, 'Edit Video #7');
    const duration = await within(dialog).findByDisplayValue('1:32');
    expect(duration.getAttribute('id')).toBe('vf-duration');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((c) => c.procedure === 'videos.update')?.input).toMatchObject({
      id: 7,
      durationSeconds: 92,
    });
  });
});
