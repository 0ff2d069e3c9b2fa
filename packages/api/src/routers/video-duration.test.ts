// A video's duration (issue #24, JSON-LD `duration`): stored in whole seconds, null until staff enter it.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages';
import { contentHash } from '../services/review-gate';
import { failureOf } from '../testing/test-api';
import { useTestApi } from '../testing/use-test-api';

const { staff } = useTestApi();

describe('video duration', () => {
  it('stores seconds, or the m:ss the form sends, and a write without it stores null', async () => {
    const typed = await staff.videos.create({
      title: 'Vault closure',
      topCategory: 'surgery',
      durationSeconds: '1:32',
    });
    expect(typed.durationSeconds).toBe(92);
    expect((await staff.videos.byId({ id: typed.id })).durationSeconds).toBe(92);

    const counted = await staff.videos.create({
      title: 'Knot drill',
      topCategory: 'training',
      durationSeconds: 4,
    });
    expect(counted.durationSeconds).toBe(4);

    const unknown = await staff.videos.create({ title: 'No length yet', topCategory: 'product' });
    expect(unknown.durationSeconds).toBeNull();
    const blank = await staff.videos.create({
      title: 'Blank length',
      topCategory: 'product',
      durationSeconds: '',
    });
    expect(blank.durationSeconds).toBeNull();

    // An update replaces the video: without a duration it is unknown again.
    const { durationSeconds: _, ...rest } = typed;
    expect((await staff.videos.update({ ...rest, id: typed.id })).durationSeconds).toBeNull();
  });

  it('refuses a length that is not one, with the product message', async () => {
    for (const durationSeconds of ['92', '1:60', '0:00', 0, -4, 1.5, 86_401, '25:00:00'])
      expect(
        await failureOf(
          staff.videos.create({ title: 'Bad length', topCategory: 'product', durationSeconds }),
        ),
        String(durationSeconds),
      ).toEqual({ code: 'BAD_REQUEST', message: MESSAGES.invalidDuration });
  });

  it('leaves a video without a duration signed as before the field existed; a filled one is signed', () => {
    const record = { title: 'Wrist demo', topCategory: 'product', youtubeUrl: '', status: 'draft' };
    const before = contentHash('videos', record);
    expect(contentHash('videos', { ...record, durationSeconds: null })).toBe(before);
    expect(contentHash('videos', { ...record, durationSeconds: 92 })).not.toBe(before);
  });
});
