import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { broadcasts } from '@manovo/db/schema';
import { describe, expect, it, vi } from 'vitest';
import { multipart, PNG_1X1 } from '../testing/test-app';
import { useTestApp } from '../testing/use-test-app';

const { t, h, sendForm } = useTestApp({
  rateLimits: { formsPerAddress: 1e6, formsPerMinute: 1e6 },
  signedIn: true,
});

const MB = 1024 * 1024;
const BOUNDARY = '----manovo-stream-test';

/**
 * A multipart body with one image part of `fileBytes`, produced 64 KB at a time as it is read, and how
 * much of it has been read so far.
 */
function streamedUpload(fileBytes: number, fields: Record<string, string> = {}) {
  const head = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 7);
  const progress = { produced: 0 };
  async function* body() {
    yield head;
    for (let left = fileBytes; left > 0; left -= chunk.length) {
      const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
      progress.produced += piece.length;
      yield piece;
    }
    yield tail;
  }
  return {
    payload: Readable.from(body()),
    length: head.length + fileBytes + tail.length,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    progress,
  };
}

/** The request folders still in the temporary area, once each answer's clean-up (just after it) ran. */
const expectNoLeftovers = () =>
  vi.waitFor(async () => expect(await readdir(t.multipartTmpDir).catch(() => [])).toEqual([]), {
    timeout: 2000,
  });
const broadcastCount = async () => (await t.db.db.select({ id: broadcasts.id }).from(broadcasts)).length;

describe('multipart bodies stream to temporary files with their limits enforced on the way', () => {
  it('refuses a 60 MB image on REST as soon as 5 MB have arrived, storing nothing', async () => {
    const before = await broadcastCount();
    const upload = streamedUpload(60 * MB, { title: 'Too big', category: 'news' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/broadcasts',
      headers: { ...h, ...upload.headers },
      payload: upload.payload,
    });
    const producedAtAnswer = upload.progress.produced;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Image must be smaller than 5 MB.' });
    expect(res.headers.connection).toBe('close');
    // Refused mid-stream: the answer came long before the sender was done.
    expect(producedAtAnswer).toBeLessThan(20 * MB);
    expect(await broadcastCount()).toBe(before);
    await expectNoLeftovers();
  });

  it('refuses an image over 5 MB on tRPC with the procedure’s message, and keeps a good upload', async () => {
    const before = await broadcastCount();
    const upload = streamedUpload(5 * MB + 300 * 1024, { title: 'Too big', kind: 'news' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/broadcasts.create',
      headers: { ...h, ...upload.headers, 'content-length': String(upload.length) },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Image must be smaller than 5 MB.');
    expect(await broadcastCount()).toBe(before);

    const ok = await sendForm(
      'POST',
      '/api/trpc/broadcasts.create',
      { title: 'Streamed', kind: 'news', imageAlt: 'A single pixel' },
      { image: { filename: 'a.png', contentType: 'image/png', data: PNG_1X1 } },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.data.title).toBe('Streamed');
    const image = await t.app.inject({ method: 'GET', url: ok.json().result.data.imageUrl });
    // Stored images are re-encoded without metadata: the same picture, not the same bytes.
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await broadcastCount()).toBe(before + 1);
    await expectNoLeftovers();
  });

  it('answers 400 JSON to malformed multipart on both doors and leaves no temporary file', async () => {
    const good = multipart(
      { title: 'x', kind: 'news' },
      {
        image: { filename: 'a.png', contentType: 'image/png', data: PNG_1X1 },
      },
    );
    const truncated = good.payload.subarray(0, good.payload.length - 30);
    const bodies: [string, Buffer][] = [
      ['multipart/form-data', good.payload],
      ['multipart/form-data; boundary=not-the-one', good.payload],
      [good.headers['content-type'], truncated],
      [good.headers['content-type'], Buffer.from('garbage without any boundary')],
    ];
    for (const url of ['/api/admin/broadcasts', '/api/trpc/broadcasts.create', '/api/admin/apply']) {
      for (const [type, payload] of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...h, 'content-type': type },
          payload,
        });
        expect(res.statusCode, `${url} ${type}`).toBe(400);
        const body = res.json();
        expect(typeof (body.error?.message ?? body.error)).toBe('string');
        expect(res.body).not.toMatch(/stack|at .*\.ts|node_modules/);
      }
    }
    await expectNoLeftovers();
  });

  it('holds memory flat while 24 oversized uploads arrive at once', async () => {
    const sample = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    globalThis.gc?.();
    const start = sample();
    let peak = start;
    const timer = setInterval(() => {
      peak = Math.max(peak, sample());
    }, 5);
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => {
        const upload = streamedUpload(12 * MB, { title: 'Flood', category: 'news' });
        return t.app.inject({
          method: 'POST',
          url: '/api/admin/broadcasts',
          headers: { ...h, ...upload.headers },
          payload: upload.payload,
        });
      }),
    );
    clearInterval(timer);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(24).fill(400));
    // Buffered in memory, 24 uploads refused at 5 MB would hold at least 120 MB at once.
    expect(peak - start).toBeLessThan(60 * MB);
    await expectNoLeftovers();
  });
});
