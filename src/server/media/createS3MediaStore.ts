import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { MEDIA_TYPES } from '../../core/apiConventions.ts';
import type { S3MediaConfig } from '../config.ts';
import { HttpError } from '../errors/httpError.ts';
import { DERIVED_DIR, DERIVED_FILE_NAME, MEDIA_FILE_NAME, type MediaStore } from './MediaStore.ts';
import { MIME_BY_EXT } from '../../core/sniffMedia.ts';

/** Longest the start-up check of the bucket may take before start-up fails. */
const START_CHECK_MS = 15_000;

/** The endpoint as it may be shown: without any user:password an operator put into the URL. */
function shownEndpoint(endpoint: string): string {
  const url = new URL(endpoint);
  url.username = '';
  url.password = '';
  return url.toString().replace(/\/$/, '');
}

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * A media store in an S3-compatible bucket under keys `<type>/<file>`, through one kept AWS SDK v3
 * client (its agent keeps connections alive). The SDK is imported only here, when S3 is configured:
 * loading it costs start time and prints a Node-version notice. Checks the bucket before returning,
 * so a wrong endpoint, bucket or key fails start-up with a message naming the variable, not the secret.
 */
export async function createS3MediaStore(config: S3MediaConfig): Promise<MediaStore> {
  const s3 = await import('@aws-sdk/client-s3');
  const where = `MEDIA_S3_BUCKET "${config.bucket}" at MEDIA_S3_ENDPOINT ${shownEndpoint(config.endpoint)}`;
  const client: S3Client = new s3.S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible stores refuse the SDK's newer default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5000 },
  });
  // Whatever an SDK error says, the secret never leaves this module (a toy secret of a few letters would mask words instead).
  const scrub = (text: string) => (config.secretAccessKey.length >= 8 ? text.split(config.secretAccessKey).join('***') : text);
  const key = (type: string, file: string) => `${type}/${file}`;

  /** A failure of the storage service is the operator's: logged here, the client hears 502 with a message. */
  const unavailable = (what: string, err: unknown): HttpError => {
    const e = err as Error & { code?: string };
    console.error(scrub(`media storage: ${what} failed at ${where}: ${e.name}${e.code ? ` ${e.code}` : ''}: ${e.message}`));
    return new HttpError(502, 'The media storage did not answer. Try again shortly.');
  };

  await checkBucket(client, s3, config.bucket, where).catch((err: Error) => {
    client.destroy();
    throw new Error(scrub(err.message));
  });

  const putObject = async (type: string, file: string, bytes: Uint8Array) => {
    try {
      await client.send(new s3.PutObjectCommand({
        Bucket: config.bucket, Key: key(type, file), Body: bytes, ContentLength: bytes.length,
        ContentType: MIME_BY_EXT[file.split('.').pop()!],
      }));
    } catch (err) {
      throw unavailable(`storing ${key(type, file)}`, err);
    }
  };

  const deleteObject = async (type: string, file: string) => {
    try {
      await client.send(new s3.DeleteObjectCommand({ Bucket: config.bucket, Key: key(type, file) }));
    } catch (err) {
      if (statusOf(err) !== 404) throw unavailable(`deleting ${key(type, file)}`, err);
    }
  };

  return {
    async put(type, ext, bytes) {
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await putObject(type, name, bytes);
      return name;
    },
    async open(type, file) {
      if (!MEDIA_FILE_NAME.test(file)) return undefined;
      let size: number;
      try {
        const head = await client.send(new s3.HeadObjectCommand({ Bucket: config.bucket, Key: key(type, file) }));
        size = head.ContentLength ?? 0;
      } catch (err) {
        if (statusOf(err) === 404) return undefined;
        throw unavailable(`reading ${key(type, file)}`, err);
      }
      return {
        size,
        stream(range) {
          // The route asks for the stream synchronously after open; the object is fetched when it is read.
          const fetchBody = async function* () {
            const got = await client.send(new s3.GetObjectCommand({
              Bucket: config.bucket, Key: key(type, file), Range: range ? `bytes=${range.start}-${range.end}` : undefined,
            }));
            yield* got.Body as Readable;
          };
          return Readable.from(fetchBody(), { objectMode: false });
        },
      };
    },
    async remove(type, file) {
      if (MEDIA_FILE_NAME.test(file)) await deleteObject(type, file);
    },
    async *list() {
      for (const type of MEDIA_TYPES) {
        let token: string | undefined;
        do {
          const page = await client.send(new s3.ListObjectsV2Command({ Bucket: config.bucket, Prefix: `${type}/`, ContinuationToken: token }))
            .catch((err: unknown) => { throw unavailable(`listing ${type}/`, err); });
          for (const object of page.Contents ?? []) {
            const file = object.Key!.slice(type.length + 1);
            if (MEDIA_FILE_NAME.test(file)) yield { type, file, size: object.Size ?? 0 };
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      }
    },
    async restore(type, file, bytes) {
      if (!MEDIA_FILE_NAME.test(file)) throw new Error(`Not a media file name: ${file}`);
      await putObject(type, file, bytes);
    },
    async putDerived(file, bytes) {
      if (!DERIVED_FILE_NAME.test(file)) throw new Error(`Not a derivative name: ${file}`);
      await putObject(DERIVED_DIR, file, bytes);
    },
    async readDerived(file) {
      if (!DERIVED_FILE_NAME.test(file)) return undefined;
      try {
        const got = await client.send(new s3.GetObjectCommand({ Bucket: config.bucket, Key: key(DERIVED_DIR, file) }));
        return await got.Body!.transformToByteArray();
      } catch (err) {
        if (statusOf(err) === 404 || (err as Error).name === 'NoSuchKey') return undefined;
        throw unavailable(`reading ${key(DERIVED_DIR, file)}`, err);
      }
    },
    async removeDerived(file) {
      if (DERIVED_FILE_NAME.test(file)) await deleteObject(DERIVED_DIR, file);
    },
  };
}

/** Fails with an operator's message when the bucket cannot be reached, does not exist or refuses the keys. */
async function checkBucket(client: S3Client, s3: typeof import('@aws-sdk/client-s3'), bucket: string, where: string): Promise<void> {
  try {
    await client.send(new s3.HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(START_CHECK_MS) });
  } catch (err) {
    const status = statusOf(err);
    if (status === 404) throw new Error(`${where} does not exist: create the bucket first`);
    if (status === 401 || status === 403) throw new Error(`${where} refused access (${status}): check MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY`);
    const e = err as Error & { code?: string };
    const why = status ? `answered ${status}` : `could not be reached (${e.code ?? e.name}: ${e.message})`;
    throw new Error(`${where} ${why}: check MEDIA_S3_ENDPOINT and that the storage service runs`);
  }
}
