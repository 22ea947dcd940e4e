import type { MediaType } from '../../core/apiConventions.ts';
import { pictureVersion, type MediaInfo, type PictureCrop, type PictureFocus, type PictureSettings } from '../../core/pictures.ts';
import type { Db } from '../db/Db.ts';
import { isoTime } from '../db/isoTime.ts';

/** A media row as stored (with the picture columns: pixels, duration, crops, focal point, version). */
export interface MediaRow {
  company_id: number;
  type: MediaType;
  file_name: string;
  mime: string;
  size: number | string;
  width: number | null;
  height: number | null;
  duration: number | null;
  crops: Record<string, PictureCrop> | null;
  crop_aspect: string | null;
  focus: PictureFocus | null;
  created_at: string | Date;
}

/** The columns a MediaRow is read from. */
export const MEDIA_COLUMNS = 'company_id, type, file_name, mime, size, width, height, duration, crops, crop_aspect, focus, created_at';

/** The stored crop settings of a row. */
export function settingsOf(row: MediaRow): PictureSettings {
  return { crops: row.crops ?? {}, aspect: row.crop_aspect, focus: row.focus };
}

/** A row as the authoring API answers it (`used_by` filled in by the caller that looked it up). */
export function mediaInfoOf(row: MediaRow, usedBy: MediaInfo['used_by'] = []): MediaInfo {
  const settings = settingsOf(row);
  return {
    file: row.file_name, type: row.type, mime: row.mime, size: Number(row.size), url: `/public/${row.type}/${row.file_name}`,
    width: row.width, height: row.height, duration: row.duration,
    ...settings, version: pictureVersion(settings), created_at: isoTime(row.created_at), used_by: usedBy,
  };
}

/**
 * One media row: of this company (the authoring API: another company's file is not found), or of any
 * company when `companyId` is null (the public derivative route, which serves files by name as
 * `/public/…` always has).
 */
export async function readMediaRow(db: Db, companyId: number | null, file: string): Promise<MediaRow | undefined> {
  const rows = companyId === null
    ? await db.query<MediaRow>(`select ${MEDIA_COLUMNS} from media where file_name = $1`, [file])
    : await db.query<MediaRow>(`select ${MEDIA_COLUMNS} from media where company_id = $1 and file_name = $2`, [companyId, file]);
  return rows[0];
}

/** The company's media rows, newest first, optionally of one type, at most `limit` of them. */
export async function listMediaRows(db: Db, companyId: number, type?: MediaType, limit = 1000): Promise<MediaRow[]> {
  return type
    ? db.query<MediaRow>(`select ${MEDIA_COLUMNS} from media where company_id = $1 and type = $2 order by created_at desc, id desc limit $3`, [companyId, type, limit])
    : db.query<MediaRow>(`select ${MEDIA_COLUMNS} from media where company_id = $1 order by created_at desc, id desc limit $2`, [companyId, limit]);
}

/** Stores a picture's crops, default aspect and focal point (already checked by the caller). */
export async function savePictureSettings(db: Db, companyId: number, file: string, s: PictureSettings): Promise<void> {
  await db.query('update media set crops = $3::jsonb, crop_aspect = $4, focus = $5::jsonb where company_id = $1 and file_name = $2',
    [companyId, file, JSON.stringify(s.crops), s.aspect, s.focus ? JSON.stringify(s.focus) : null]);
}

/** Records what was read from a file's bytes (pixels, duration), e.g. for a file stored before uploads recorded them. */
export async function saveMediaFacts(db: Db, file: string, facts: { width?: number | null; height?: number | null; duration?: number | null }): Promise<void> {
  await db.query('update media set width = coalesce($2, width), height = coalesce($3, height), duration = coalesce($4, duration) where file_name = $1',
    [file, facts.width ?? null, facts.height ?? null, facts.duration ?? null]);
}
