import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_FIGURES } from './figures';
import {
  type DemoArtworkKind,
  renderArtistArtwork,
  renderHeroArtwork,
  renderSculptureArtwork,
} from './render';

const EXPECTED: Record<DemoArtworkKind, { width: number; height: number }> = {
  thumbnail: { width: 900, height: 1200 },
  rollover: { width: 900, height: 1200 },
  gallery: { width: 900, height: 1200 },
  scale: { width: 1600, height: 1000 },
  inSitu: { width: 1600, height: 1067 },
};
const KINDS = Object.keys(EXPECTED) as DemoArtworkKind[];

async function jpegSize(buf: Buffer): Promise<{ format?: string; width?: number; height?: number }> {
  const { format, width, height } = await sharp(buf).metadata();
  return { format, width, height };
}

/** Mean absolute difference per channel (0..255) after shrinking both images to the same small size. */
async function pixelDistance(a: Buffer, b: Buffer): Promise<number> {
  const small = (buf: Buffer) => sharp(buf).resize(90, 120, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [pa, pb] = await Promise.all([small(a), small(b)]);
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs((pa[i] ?? 0) - (pb[i] ?? 0));
  return sum / pa.length;
}

describe('demo artwork', () => {
  it('renders every figure and kind as a JPEG of the documented size', async () => {
    const timings: number[] = [];
    for (const figure of DEMO_FIGURES) {
      for (const kind of KINDS) {
        const started = performance.now();
        const buf = await renderSculptureArtwork(figure, kind);
        timings.push(performance.now() - started);
        expect(await jpegSize(buf), `${figure}/${kind}`).toEqual({ format: 'jpeg', ...EXPECTED[kind] });
      }
    }
    const mean = timings.reduce((a, b) => a + b, 0) / timings.length;
    console.info(
      `demo-art: ${timings.length} images, mean ${mean.toFixed(0)} ms, max ${Math.max(...timings).toFixed(0)} ms`,
    );
  });

  it('renders the gallery and in-situ variants, wrapping around past the last one', async () => {
    for (const variant of [0, 1, 2, 3, 4, 7]) {
      const gallery = await renderSculptureArtwork('vhs', 'gallery', variant);
      expect(await jpegSize(gallery)).toEqual({ format: 'jpeg', width: 900, height: 1200 });
      const inSitu = await renderSculptureArtwork('vhs', 'inSitu', variant);
      expect(await jpegSize(inSitu)).toEqual({ format: 'jpeg', width: 1600, height: 1067 });
    }
    const [g0, g4] = await Promise.all([
      renderSculptureArtwork('gamer', 'gallery', 0),
      renderSculptureArtwork('gamer', 'gallery', 4),
    ]);
    expect(g4.equals(g0)).toBe(true);
  });

  it('gives each view its own picture', async () => {
    const views = await Promise.all([0, 1, 2, 3].map((v) => renderSculptureArtwork('hero', 'gallery', v)));
    for (let i = 0; i < views.length; i++) {
      for (let j = i + 1; j < views.length; j++) {
        expect(await pixelDistance(views[i]!, views[j]!), `gallery ${i} vs ${j}`).toBeGreaterThan(3);
      }
    }
  });

  it('draws visibly different figures', async () => {
    const thumbs = await Promise.all(DEMO_FIGURES.map((f) => renderSculptureArtwork(f, 'thumbnail')));
    for (let i = 0; i < thumbs.length; i++) {
      for (let j = i + 1; j < thumbs.length; j++) {
        expect(
          await pixelDistance(thumbs[i]!, thumbs[j]!),
          `${DEMO_FIGURES[i]} vs ${DEMO_FIGURES[j]}`,
        ).toBeGreaterThan(3);
      }
    }
  });

  it('changes the picture on rollover', async () => {
    for (const figure of DEMO_FIGURES) {
      const [thumb, rollover] = await Promise.all([
        renderSculptureArtwork(figure, 'thumbnail'),
        renderSculptureArtwork(figure, 'rollover'),
      ]);
      expect(await pixelDistance(thumb, rollover), figure).toBeGreaterThan(3);
    }
  });

  it('renders the home hero and the artist portrait', async () => {
    expect(await jpegSize(await renderHeroArtwork())).toEqual({ format: 'jpeg', width: 1200, height: 1600 });
    expect(await jpegSize(await renderArtistArtwork())).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 1200,
    });
  });

  it('is deterministic, so reseeding produces identical files', async () => {
    const [a, b] = await Promise.all([
      renderSculptureArtwork('cereal', 'inSitu', 0),
      renderSculptureArtwork('cereal', 'inSitu', 0),
    ]);
    expect(a.equals(b)).toBe(true);
  });
});
