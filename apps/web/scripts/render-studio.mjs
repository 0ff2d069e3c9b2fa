// Studio renders of the Articulate 8 from its 3D model (scripts/build-instrument-model.mjs): the whole
// instrument, the wrist at several articulations and each of the fifteen end effectors close up, on
// white and on the brand navy. Rendered offline in headless Chromium with three.js (WebGL through
// SwiftShader, no GPU needed) and physically based materials under a generated studio environment
// (scripts/studio/page.js); sharp puts each shot on its backdrop and encodes AVIF/WebP/PNG into
// public/images/renders. The images are committed: a full run takes minutes on two cores, so the
// site's build never renders. The same inputs give the same pictures.
// Run: npm run render:studio --workspace @manovo/web   (-- --only=lineup to render one group;
// -- --only=hero,wrist for several; -- --clips for the demo clips into public/media/clips; -- --preview for a quick look in /tmp)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { buildModel, EFFECTOR_IDS } from './build-instrument-model.mjs';
import { STUDIO_CLIPS, STUDIO_SHOTS } from './studio/shots.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = process.argv.includes('--preview')
  ? '/tmp/studio-preview'
  : join(HERE, '..', 'public', 'images', 'renders');
const THREE = join(dirname(createRequire(import.meta.url).resolve('three')), '..');
const ORIGIN = 'http://studio.invalid';
// Each shot is rendered this many times larger and scaled down: clean edges on the thin parts.
const SUPERSAMPLE = 2; // unless a shot says otherwise

const BACKDROPS = {
  // A white sweep, a touch cooler at the edges than in the middle.
  white: (w, h) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><radialGradient id="g" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="#EDF1F5"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  // The brand navy (#0B2545), lit from above like a studio backdrop.
  navy: (w, h) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><radialGradient id="g" cx="0.62" cy="0.35" r="0.8"><stop offset="0" stop-color="#1B4472"/><stop offset="0.55" stop-color="#0B2545"/><stop offset="1" stop-color="#071a33"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
};

// --preview: a quick look at two fifths of the size into /tmp, the committed images untouched.
const preview = process.argv.includes('--preview');
// --clips: the short videos (STUDIO_CLIPS) instead of the stills.
const clips = process.argv.includes('--clips');
const CLIPS_OUT = join(HERE, '..', 'public', 'media', 'clips');
if (clips) mkdirSync(CLIPS_OUT, { recursive: true });
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
// --only=a,b: the shots whose group is, or whose name contains, any of them.
const wanted = only?.split(',');
const shots = STUDIO_SHOTS.filter((s) => !wanted || wanted.some((w) => s.group === w || s.name.includes(w)));

// Built when a shot first asks for it: a run of one group builds only the effectors it shows.
const models = new Map();
const modelOf = (id) => {
  if (!models.has(id)) models.set(id, buildModel({ effector: id, detail: 'high' }));
  return models.get(id);
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
});
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  page.on('console', (m) => m.type() === 'error' && console.error('page:', m.text()));
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') {
      const html = `<!doctype html><html><body style="margin:0"><script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script><script type="module" src="/page.js"></script></body></html>`;
      return route.fulfill({ contentType: 'text/html', body: html });
    }
    if (path === '/page.js')
      return route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(join(HERE, 'studio', 'page.js')),
      });
    if (path.startsWith('/three/'))
      return route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(join(THREE, path.slice(7))),
      });
    const model = /^\/models\/([a-z-]+)\.glb$/.exec(path);
    if (model && EFFECTOR_IDS.includes(model[1]))
      return route.fulfill({ contentType: 'model/gltf-binary', body: modelOf(model[1]) });
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto(`${ORIGIN}/`, { timeout: 120_000 });
  await page.waitForFunction(() => window.ready === true, null, { timeout: 60_000 });
  mkdirSync(OUT, { recursive: true });

  /** One shot, supersampled, scaled down and put on its backdrop: PNG bytes at w × h. */
  const photograph = async (shot, w, h) => {
    const dataUrl = await page.evaluate((s) => window.shoot(s), {
      ...shot,
      width: Math.round(w * (shot.supersample ?? SUPERSAMPLE)),
      height: Math.round(h * (shot.supersample ?? SUPERSAMPLE)),
      url: `/models/${shot.effector ?? 'fenestrated-forceps'}.glb`,
      dark: shot.backdrop === 'navy',
    });
    const layer = await sharp(Buffer.from(dataUrl.split(',')[1], 'base64'))
      .resize(w, h, { kernel: 'lanczos3' })
      .png()
      .toBuffer();
    return sharp(Buffer.from(BACKDROPS[shot.backdrop](w, h)))
      .composite([{ input: layer }])
      .png()
      .toBuffer();
  };

  for (const shot of clips ? [] : shots) {
    const started = Date.now();
    const [w, h] = shot.size.map((v) => (preview ? Math.round(v / 5) * 2 : v));
    const photo = await photograph(shot, w, h);
    const written = [];
    for (const width of preview ? [w] : (shot.widths ?? [w])) {
      const resized = sharp(photo).resize(width, Math.round((h * width) / w), { kernel: 'lanczos3' });
      const base = join(OUT, width === w ? shot.name : `${shot.name}-${width}`);
      for (const format of preview ? ['png'] : (shot.formats ?? ['avif', 'webp'])) {
        const bytes =
          format === 'avif'
            ? await resized.clone().avif({ quality: 58, effort: 6 }).toBuffer()
            : format === 'webp'
              ? await resized.clone().webp({ quality: 84, effort: 6 }).toBuffer()
              : await resized.clone().png({ compressionLevel: 9 }).toBuffer();
        writeFileSync(`${base}.${format}`, bytes);
        written.push(`${width}.${format} ${Math.round(bytes.length / 1024)} KB`);
      }
    }
    console.log(`${shot.name}: ${written.join(', ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }

  // Clips: every frame photographed like a still, then encoded by the ffmpeg that ships in an npm
  // package (@ffmpeg-installer/ffmpeg): H.264 in MP4, which every browser plays, no sound.
  for (const clip of clips ? STUDIO_CLIPS.filter((c) => !only || c.name.includes(only)) : []) {
    const started = Date.now();
    const frames = mkdtempSync(join(tmpdir(), 'studio-clip-'));
    const count = Math.round(clip.seconds * clip.fps);
    const [w, h] = clip.size;
    for (let f = 0; f < count; f++) {
      const png = await photograph(clip.at(f / count), w, h);
      writeFileSync(join(frames, `${String(f).padStart(4, '0')}.png`), png);
      if (f === 0)
        writeFileSync(
          join(CLIPS_OUT, `${clip.name}.webp`),
          await sharp(png).webp({ quality: 82 }).toBuffer(),
        );
    }
    const input = [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(clip.fps),
      '-i',
      join(frames, '%04d.png'),
    ];
    const encode = (args, file) => {
      const run = spawnSync(ffmpeg.path, [...input, ...args, join(CLIPS_OUT, file)], { stdio: 'inherit' });
      if (run.status !== 0) throw new Error(`ffmpeg failed on ${file}`);
    };
    const x264 = ['-c:v', 'libx264', '-preset', 'slow', '-crf', '24', '-pix_fmt', 'yuv420p'];
    encode([...x264, '-movflags', '+faststart', '-an'], `${clip.name}.mp4`);
    rmSync(frames, { recursive: true, force: true });
    const size = (ext) => `${Math.round(statSync(join(CLIPS_OUT, `${clip.name}.${ext}`)).size / 1024)} KB`;
    console.log(
      `${clip.name}: ${count} frames, mp4 ${size('mp4')} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
} finally {
  await browser.close();
}
