import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';
import { createLocalMediaStore } from './createLocalMediaStore.ts';
import type { MediaStore } from './MediaStore.ts';
import { createS3MediaStore } from './createS3MediaStore.ts';

/** The configured media store: the S3 bucket when MEDIA_S3_* are set (checked before use), else DATA_DIR/media. */
export async function createMediaStore(config: Pick<ServerConfig, 'dataDir' | 'mediaS3'>): Promise<MediaStore> {
  return config.mediaS3 ? createS3MediaStore(config.mediaS3) : createLocalMediaStore(join(config.dataDir, 'media'));
}
