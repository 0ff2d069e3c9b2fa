import { itemPath } from '@manovo/api/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './testing/use-test-app';

// An image sent through the REST door without alt text (the spec's calls have no alt field) is shown on
// the public pages with the item's own name as its alt: the title of a broadcast, a testimonial's person.
const { t, sendForm } = useTestApp({ rendered: true, signedIn: true });

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d6b' } })
    .jpeg()
    .toBuffer();
async function send(url: string, fields: Record<string, string>) {
  const res = await sendForm('POST', `/api/admin${url}`, fields, {
    image: { filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg() },
  });
  expect(res.statusCode).toBe(201);
  return res.json().item;
}
const html = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The alt of each <img> whose source is `src`. */
const altsOf = (page: string, src: string) =>
  [...page.matchAll(/<img\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(`src="${src}"`))
    .map((tag) => /\balt="([^"]*)"/.exec(tag)?.[1]);

describe('public alt text when none was given', () => {
  it('a social post’s image is described by its title in the list and on the home page', async () => {
    const item = await send('/broadcasts', {
      kind: 'social',
      title: 'Live demo on LinkedIn',
      status: 'published',
    });
    expect(item.image_alt).toBe('');
    expect(altsOf(await html('/news'), item.image_url)).toEqual(['Live demo on LinkedIn']);
    expect(altsOf(await html('/'), item.image_url)).toEqual(['Live demo on LinkedIn']);
  });

  it('a news item’s image is described by its title on its page', async () => {
    const item = await send('/broadcasts', {
      kind: 'news',
      title: 'Booth 14 at the congress',
      status: 'published',
    });
    const page = await html(itemPath('news', item));
    const alts = altsOf(page, item.image_url);
    expect(alts.length).toBeGreaterThan(0);
    for (const alt of alts) expect(alt).toBe('Booth 14 at the congress');
  });

  it('a given alt text still wins over the title', async () => {
    const item = await send('/broadcasts', {
      kind: 'news',
      title: 'Wet lab',
      status: 'published',
      image_alt: 'Three box trainers on a bench',
    });
    expect(altsOf(await html(itemPath('news', item)), item.image_url)).toContain(
      'Three box trainers on a bench',
    );
  });

  it('a testimonial’s photo is described by the person’s name on the home page', async () => {
    const item = await send('/testimonials', {
      person_name: 'Dr. Meera Iyer',
      message: 'Precise.',
      is_active: '1',
    });
    expect(altsOf(await html('/'), item.image)).toEqual(['Dr. Meera Iyer']);
  });
});
