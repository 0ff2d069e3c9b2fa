// The demo videos a fresh site shows (issue #24): each plays a clip the site serves, with the duration
// its file declares, and none points at a YouTube id that does not exist.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_VIDEOS } from '@manovo/db/seed/demo-content';
import { webPublicDir } from '@manovo/web/dist-dir';
import { describe, expect, it } from 'vitest';

/** The duration an MP4 declares in its movie header (moov › mvhd), in seconds. */
function mp4Seconds(file: Buffer): number {
  const box = (from: number, to: number, type: string) => {
    for (let at = from; at + 8 <= to; ) {
      const size = file.readUInt32BE(at);
      if (file.toString('latin1', at + 4, at + 8) === type) return { start: at + 8, end: at + size };
      if (size < 8) break;
      at += size;
    }
    throw new Error(`no ${type} box`);
  };
  const moov = box(0, file.length, 'moov');
  const mvhd = box(moov.start, moov.end, 'mvhd');
  // Version 1 has 64-bit times: timescale after two 8-byte dates, else after two 4-byte ones.
  const [scaleAt, long] = file[mvhd.start] === 1 ? [mvhd.start + 20, true] : [mvhd.start + 12, false];
  const duration = long ? Number(file.readBigUInt64BE(scaleAt + 4)) : file.readUInt32BE(scaleAt + 4);
  return duration / file.readUInt32BE(scaleAt);
}

describe('demo videos', () => {
  it.each(DEMO_VIDEOS)('$title plays a served clip, its duration the file’s', (video) => {
    expect(video.youtube).toBe('');
    expect(video.src).toMatch(/^\/media\/clips\/[a-z0-9-]+\.mp4$/);
    const seconds = mp4Seconds(readFileSync(join(webPublicDir, video.src!)));
    expect(video.durationSeconds).toBe(Math.round(seconds));
    expect(video.thumbnail).toBe(video.src!.replace(/\.mp4$/, '.webp'));
  });
});
