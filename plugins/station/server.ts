import { defineKindServer } from '../../src/core/index.ts';
import { decodeLegacyMultipart } from './legacy.ts';

/** The station's server-only parts: the older screen's multipart create and update (SPEC §7). */
export default defineKindServer({
  decodeMultipart: decodeLegacyMultipart,
});
