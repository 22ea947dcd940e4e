import type { Sharp } from 'sharp';
import { loadSharp } from './loadSharp.ts';
import type { ImageFormat, PictureCrop } from '../../core/pictures.ts';
import { refusal } from '../errors/refusal.ts';
import { createBoundedWork } from './boundedWork.ts';
import type { DerivativeLedger } from './createDerivativeLedger.ts';
import type { MediaStore } from './MediaStore.ts';
import type { MediaRow } from './mediaRows.ts';
import { MAX_PICTURE_PIXELS, readStored } from './pictureFacts.ts';

/** How a derivative's bytes were obtained: made by this request, joined a computation in flight, or read from storage. */
export type DerivativeSource = 'computed' | 'shared' | 'stored';

/** One derivative to answer: the picture, its settings' version, the crop and width to cut it to, the format, and its stored name (DERIVED_FILE_NAME). */
export interface DerivativeJob {
  row: Pick<MediaRow, 'type' | 'file_name' | 'company_id'>;
  version: string;
  crop: PictureCrop;
  width: number;
  format: ImageFormat;
  name: string;
}

/** Makes, stores and reads picture derivatives; one per app. */
export interface PictureDeriver {
  derive(job: DerivativeJob): Promise<{ bytes: Uint8Array; source: DerivativeSource }>;
}

/** Limits of the deriver: sharp jobs at once (the machine's cores) and jobs allowed to wait for one. */
export interface DeriverLimits {
  concurrency?: number;
  maxWaiting?: number;
}

/** Encoders tuned for phones: AVIF at a low effort (its encoder is slow), WebP and mozjpeg at their usual web qualities. */
function encode(img: Sharp, format: ImageFormat): Sharp {
  if (format === 'avif') return img.avif({ quality: 50, effort: 3 });
  if (format === 'webp') return img.webp({ quality: 75 });
  return img.jpeg({ quality: 80, mozjpeg: true });
}

/** The crop cut out of the oriented original, scaled to the width, encoded; no metadata is kept (sharp drops it unless asked). */
async function compute(original: Uint8Array, job: DerivativeJob): Promise<Uint8Array> {
  const { crop } = job;
  const sharp = await loadSharp();
  const img = sharp(original, { limitInputPixels: MAX_PICTURE_PIXELS })
    .autoOrient()
    .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
    .resize({ width: job.width });
  return new Uint8Array(await encode(img, job.format).toBuffer());
}

/**
 * The derivative maker of one app. The same derivative asked for many times at once is computed once
 * (the others await the same promise); at most `concurrency` sharp jobs run and `maxWaiting` wait,
 * beyond that `WorkQueueFull` (503). The original is read only when its job starts, so memory stays
 * bounded by the running jobs, not by the queue. Every derivative stored or served is told to the
 * ledger, which keeps each company's derivatives under its bound.
 */
export function createPictureDeriver(store: MediaStore, ledger: DerivativeLedger, limits: DeriverLimits = {}): PictureDeriver {
  const work = createBoundedWork(limits.concurrency ?? 2, limits.maxWaiting ?? 64);
  const inFlight = new Map<string, Promise<{ bytes: Uint8Array; source: DerivativeSource }>>();

  const record = (job: DerivativeJob, size: number) =>
    ({ name: job.name, companyId: job.row.company_id, file: job.row.file_name, version: job.version, size, usedAt: Date.now() });

  const make = async (job: DerivativeJob) => {
    const stored = await store.readDerived(job.name);
    if (stored) {
      ledger.used(record(job, stored.length));
      return { bytes: stored, source: 'stored' as const };
    }
    const bytes = await work.run(async () => {
      const original = await readStored(store, job.row);
      if (!original) throw refusal(404, 'media.derivative.notFound');
      return compute(original, job).catch(() => { throw refusal(404, 'media.derivative.unreadable'); });
    });
    // Not stored (storage away, disk full) is not worth failing the answer: it is made again next time.
    const put = await store.putDerived(job.name, bytes).then(() => true, (err: Error) => {
      console.error(`picture derivative ${job.name} not stored: ${err.message}`);
      return false;
    });
    if (put) await ledger.made(record(job, bytes.length));
    return { bytes, source: 'computed' as const };
  };

  return {
    async derive(job) {
      const running = inFlight.get(job.name);
      if (running) return { bytes: (await running).bytes, source: 'shared' };
      const made = make(job).finally(() => inFlight.delete(job.name));
      inFlight.set(job.name, made);
      return made;
    },
  };
}
