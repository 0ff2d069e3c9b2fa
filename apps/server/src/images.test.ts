// Uploaded images are processed before they are stored: upright, without EXIF (location), in three widths
// as AVIF and WebP beside the original; a huge image is refused; broadcasts need alt text.
import { MESSAGES } from '@manovo/api/domain';
import { storedFiles } from '@manovo/db/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './testing/use-test-app';

const { t, sendForm } = useTestApp({ signedIn: true });

/** A 2400 × 1800 phone photo taken upright (EXIF orientation 6) with its GPS position and camera make. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#2f6f9f' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneCo' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '18/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 51/1 0/1',
      },
    })
    .toBuffer();
}

const post = (url: string, fields: Record<string, string>, image?: { data: Buffer; contentType: string }) =>
  sendForm('POST', `/api/admin${url}`, fields, image ? { image: { filename: 'photo', ...image } } : {});
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

describe('image processing', () => {
  it('stores the photo upright without EXIF, in three widths as AVIF and WebP', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes('PhoneCo')).toBe(true);

    const res = await post(
      '/broadcasts',
      {
        kind: 'news',
        title: 'Theatre visit',
        image_alt: 'Surgeons at the console',
        image_focus_x: '0.25',
        image_focus_y: '0.4',
      },
      { data: photo, contentType: 'image/jpeg' },
    );
    expect(res.statusCode).toBe(201);
    const item = res.json().item;
    // Orientation 6 turns 2400 × 1800 into a portrait 1800 × 2400.
    expect(item).toMatchObject({
      image_alt: 'Surgeons at the console',
      image_width: 1800,
      image_height: 2400,
      image_focus_x: 0.25,
      image_focus_y: 0.4,
    });

    const original = await fetchFile(item.image_url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(original.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([1800, 2400]);
    expect(original.rawPayload.includes('PhoneCo')).toBe(false);

    const base = item.image_url.replace(/\.jpg$/, '');
    for (const width of [480, 960, 1600])
      for (const format of ['avif', 'webp'] as const) {
        const variant = await fetchFile(`${base}-${width}.${format}`);
        expect(variant.statusCode, `${width}.${format}`).toBe(200);
        expect(variant.headers['content-type']).toBe(`image/${format}`);
        const meta = await sharp(variant.rawPayload).metadata();
        expect(meta.width).toBe(width);
        expect(meta.exif).toBeUndefined();
      }
    const name = item.image_url.slice('/uploads/'.length);
    const variants = await t.db.db.select().from(storedFiles).where(eq(storedFiles.variantOf, name));
    expect(variants).toHaveLength(6);
  });

  it('refuses an image over 25 megapixels with a clear message', async () => {
    const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const before = (await t.db.db.select().from(storedFiles)).length;
    const res = await post(
      '/broadcasts',
      { kind: 'news', title: 'Huge', image_alt: 'A white field' },
      { data: huge, contentType: 'image/png' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.imageTooManyPixels });
    expect(await t.db.db.select().from(storedFiles)).toHaveLength(before);
  });

  it('stores a broadcast image or a testimonial photo without alt text (the admin form asks for it)', async () => {
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const png = { data: photo, contentType: 'image/png' };
    const noAlt = await post('/broadcasts', { kind: 'news', title: 'No alt' }, png);
    expect(noAlt.statusCode).toBe(201);
    expect(noAlt.json().item).toMatchObject({ image_alt: '', image_width: 300 });
    const blankAlt = await post('/broadcasts', { kind: 'news', title: 'Blank alt', image_alt: '  ' }, png);
    expect(blankAlt.statusCode).toBe(201);
    expect(blankAlt.json().item.image_alt).toBe('');

    const person = await post('/testimonials', { person_name: 'Dr. Rao', message: 'Precise.' }, png);
    expect(person.statusCode).toBe(201);
    // A photo smaller than every width is kept at its own width only.
    expect(person.json().item).toMatchObject({ image_alt: '', image_width: 300, image_height: 300 });
    expect((await fetchFile(person.json().item.image.replace(/\.png$/, '-300.avif'))).statusCode).toBe(200);

    const badFocus = await post(
      '/testimonials',
      { person_name: 'Dr. Rao', message: 'x', image_focus_x: '1.5' },
      png,
    );
    expect(badFocus.statusCode).toBe(400);
    expect(badFocus.json()).toEqual({ error: MESSAGES.imageFocus });
  });
});
