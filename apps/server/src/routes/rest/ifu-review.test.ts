import { REVIEW_MESSAGES } from '@manovo/api/domain';
import { describe, expect, it } from 'vitest';
import { TINY_PDF } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

// Issue #25 for instructions for use at the REST door: the settings select `ifu`, and an upload that
// asks to be published at once waits for the review gate like a publish in the admin.
const { rest, sendForm } = useTestApp({ signedIn: true });

const upload = (revision: string, status: string) =>
  sendForm(
    'POST',
    '/api/admin/ifu',
    {
      ref: 'MS-REST-IFU',
      title: 'Maryland Dissector',
      effective_date: '2026-03-01',
      lang: 'en',
      revision,
      status,
    },
    {
      file: {
        filename: 'ifu.pdf',
        contentType: 'application/pdf',
        data: Buffer.concat([TINY_PDF, Buffer.from(`% ${revision}\n`)]),
      },
    },
  );
const revisionsOf = async () =>
  (await rest('GET', '/ifu')).json().items.find((d: { ref: string }) => d.ref === 'MS-REST-IFU')?.revisions ??
  [];

describe('the review gate on instructions for use over REST', () => {
  it('accepts ifu among the kinds, refuses an unapproved publish with 409 and stores nothing', async () => {
    const put = await rest('PUT', '/review/settings', {
      stages: [{ name: 'Medical' }, { name: 'Legal' }],
      kinds: ['ifu'],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ kinds: ['ifu'], stages: [{ name: 'Medical' }, { name: 'Legal' }] });
    expect((await rest('GET', '/review/settings')).json().kinds).toEqual(['ifu']);

    const refused = await upload('A', 'published');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: REVIEW_MESSAGES.reviewMissing(['Medical', 'Legal']) });
    expect(await revisionsOf()).toEqual([]);

    const draft = await upload('A', 'draft');
    expect(draft.statusCode).toBe(201);
    expect((await revisionsOf()).map((r: { status: string }) => r.status)).toEqual(['draft']);

    // Gate off again: a published upload goes through at once, as the issue #23 contract says.
    await rest('PUT', '/review/settings', { stages: [], kinds: [] });
    expect((await upload('B', 'published')).statusCode).toBe(201);
  });

  it('refuses an unknown kind in the settings', async () => {
    const bad = await rest('PUT', '/review/settings', { stages: [], kinds: ['manuals'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('error');
  });
});
