import sharp from 'sharp';

/** The bytes SPEC §5 lets a stored picture have: what a phone downloaded before sized derivatives was at most this. */
export const SPEC_JPEG_LIMIT = 2 * 1024 * 1024;

const W = 4000, H = 3000;
const RAW = { width: W, height: H, channels: 3 as const };

// Detail at several scales (hills, trees, leaves, sensor grain): a flat gradient would shrink to a few
// KB and flatter the derivatives; pixel noise alone would be averaged away by any resize.
let texture: Promise<Buffer[]> | undefined;
function textures(): Promise<Buffer[]> {
  const scales: [number, number, number][] = [[60, 45, 60], [400, 300, 40], [1600, 1200, 25], [W, H, 6]];
  texture ??= Promise.all(scales.map(([w, h, sigma]) =>
    sharp({ create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } } }).resize(W, H, { kernel: 'cubic' }).raw().toBuffer()));
  return texture;
}

/**
 * A phone camera photo's stand-in (the demo has no photographs): 4000 × 3000, gradients and noise at
 * several scales, each `n` with its own colours and grain. `camera` is the JPEG as the phone saved it
 * (quality 88, ~4–6 MB); `stored` the same picture re-saved at the highest quality (step 5) that keeps
 * it under SPEC §5's 2 MB — what an author had to upload, and a phone downloaded, before sized derivatives.
 */
export async function cameraJpeg(n: number): Promise<{ camera: Buffer; stored: Buffer }> {
  const hue = (n * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="${(n % 3) / 2}">`
    + `<stop offset="0" stop-color="hsl(${hue},45%,40%)"/><stop offset="0.55" stop-color="hsl(${(hue + 40) % 360},35%,72%)"/><stop offset="1" stop-color="hsl(${(hue + 160) % 360},40%,25%)"/>`
    + '</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>';
  const base = await sharp(Buffer.from(svg)).raw().toBuffer();
  const layers = (await textures()).map((input, i) => ({ input, raw: RAW, blend: (i + n) % 2 ? 'overlay' as const : 'soft-light' as const }));
  const raw = await sharp(base, { raw: RAW }).composite(layers).raw().toBuffer();
  const encode = (quality: number) => sharp(raw, { raw: RAW }).jpeg({ quality }).toBuffer();
  const camera = await encode(88);
  for (let quality = 85; quality >= 20; quality -= 5) {
    const stored = await encode(quality);
    if (stored.length < SPEC_JPEG_LIMIT) return { camera, stored };
  }
  throw new Error('no quality keeps the picture under 2 MB');
}
