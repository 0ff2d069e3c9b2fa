import type { TBroadcastUpdateFields } from '@manovo/api/schemas';
import { ZBroadcastUpdate } from '@manovo/api/schemas';
import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data';

describe('toFormData', () => {
  const image = new File([new Uint8Array([137, 80, 78, 71])], 'pixel.png', { type: 'image/png' });
  const values: TBroadcastUpdateFields = {
    id: '12',
    kind: 'news',
    title: 'Launch',
    summary: '',
    publishAt: '2025-03-01T05:00:00.000Z',
    postedAt: null,
    linkUrl: undefined,
    image,
  };

  it('sends text as text, a file as the file itself, null as a cleared field, and leaves out what is absent', () => {
    const form = toFormData(values);
    expect(form.get('title')).toBe('Launch');
    expect(form.get('summary')).toBe('');
    expect(form.get('postedAt')).toBe('');
    expect(form.has('linkUrl')).toBe(false);
    const sent = form.get('image');
    expect(sent).toBeInstanceOf(File);
    expect(sent instanceof File && sent.name).toBe('pixel.png');
    expect([...form.keys()]).toEqual(['id', 'kind', 'title', 'summary', 'publishAt', 'postedAt', 'image']);
  });

  it('writes numbers and booleans as text the schemas read back', () => {
    const form = toFormData({ isActive: false, page: 2 });
    expect(form.get('isActive')).toBe('false');
    expect(form.get('page')).toBe('2');
  });

  it('builds a form the procedure accepts as it is: the same values come out of the shared schema', () => {
    const parsed = ZBroadcastUpdate.safeParse(toFormData(values));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      id: 12,
      kind: 'news',
      title: 'Launch',
      publishAt: '2025-03-01T05:00:00.000Z',
      postedAt: null,
      linkUrl: '',
      image,
    });
  });
});
