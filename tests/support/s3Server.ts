import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATE_ENV } from './templates.ts';

/** A local S3-compatible server (s3rver) over real HTTP, with one bucket, for media tests. */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The MEDIA_S3_* environment that points a Tourbench server at this bucket. */
  env: Record<string, string>;
  /** Stops answering (the port closes), keeping the stored objects: storage that went away. */
  pause(): Promise<void>;
  /** Answers again on the same port with the same objects. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}

// s3rver ships no types; this is the small part of it we use.
const S3rver = createRequire(import.meta.url)('s3rver') as new (opts: Record<string, unknown>) => S3rverInstance;

/** Starts s3rver on a free port of 127.0.0.1 with its files in a fresh temp dir and `bucket` created. */
export async function startS3Server(bucket = 'tourbench-media'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(process.env[TEMPLATE_ENV.runDir] ?? tmpdir(), 'tourbench-s3-'));
  // s3rver's own account: it refuses an unknown access key id but does not verify V4 signatures, so the
  // secret can be a distinctive string that tests look for in server output (it must never appear there).
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'tourbench-test-secret-never-logged';
  const listen = async (port: number) => {
    const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
    return { server, port: (await server.run()).port };
  };
  let { server: instance, port } = await listen(0);
  let running = true;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint, bucket, accessKeyId, secretAccessKey,
    env: { MEDIA_S3_ENDPOINT: endpoint, MEDIA_S3_BUCKET: bucket, MEDIA_S3_ACCESS_KEY_ID: accessKeyId, MEDIA_S3_SECRET_ACCESS_KEY: secretAccessKey },
    async pause() {
      if (running) await instance.close().catch(() => {});
      running = false;
    },
    async resume() {
      if (!running) ({ server: instance, port } = await listen(port));
      running = true;
    },
    async close() {
      if (running) await instance.close().catch(() => {});
      running = false;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
