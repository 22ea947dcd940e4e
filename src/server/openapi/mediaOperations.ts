import { MEDIA_TYPES } from '../../core/apiConventions.ts';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '../../core/pictures.ts';
import { answer, jsonBody, object, queryParam, refusals, schemaRef, type PathSection } from './openApiTypes.ts';
import { FOCUS } from './commonComponents.ts';

/** Media upload (mediaUploadRoutes), a stored file's facts and crop settings (mediaInfoRoutes) and the public media files (publicMediaRoutes). */
export const mediaSection: PathSection = {
  tags: [{ name: 'Media', description: 'Uploading images, video and audio, and the public files the app shows.' }],
  add(table) {
    const tags = ['Media'];
    table.add('post', '/api/media', {
      operationId: 'media.upload', summary: 'Upload a file (checked by its content, named by the server)', tags, 'x-right': 'write',
      parameters: [queryParam('expect', 'The media type of the field the file is for: the file must then pass that field\'s rule by content — a picture JPEG under 2 MB (SPEC §5 wording naming the field; without one, 415 "Picture must be JPG format!", 413 "Picture size can not exceed 2MB!"), audio MP3/M4A/OGG up to 50 MB, video MP4/WebM up to 200 MB — refused in the accept-language.', { type: 'string', enum: [...MEDIA_TYPES] })],
      requestBody: { required: true, content: { 'multipart/form-data': { schema: object({ file: { type: 'string', contentEncoding: 'binary' } }, ['file']) } } },
      responses: {
        ...answer('The stored file: its name for a document\'s media field, its public URL, and what was read from it. A picture is stored without its metadata (no GPS, camera serial or owner name) and turned upright as its EXIF said; audio and video as they came.', object({
          file: { type: 'string' }, type: { type: 'string', enum: [...MEDIA_TYPES] }, url: { type: 'string' }, mime: { type: 'string' }, size: { type: 'integer', description: 'Bytes as stored.' },
          width: { type: ['integer', 'null'] }, height: { type: ['integer', 'null'] }, duration: { type: ['number', 'null'] }, version: { type: 'string' },
        }), 201),
        ...refusals(400, 413, 415),
      },
    });
    const INT = { type: 'integer' };
    const file = { name: 'file', in: 'path' as const, required: true, description: 'The file name the upload answered (of the caller\'s company).', schema: { type: 'string' } };
    table.add('get', '/api/media/{file}', {
      operationId: 'media.info', summary: 'A stored file\'s facts and a picture\'s crops and focal point', tags, parameters: [file],
      responses: { ...answer('The file.', schemaRef('MediaInfo')), ...refusals(404) },
    });
    table.add('post', '/api/media/{file}', {
      operationId: 'media.settings', summary: 'Change a picture\'s crop or focal point (not burnt into the original)', tags, 'x-right': 'write', parameters: [file],
      description: 'The change shows in every item that uses the picture, so a user limited to some kinds may make it only when they may write every item using it (archived ones too): otherwise 403 naming one. A picture no item uses may be set up by any user with the write right. The derivatives of the replaced version are deleted; their URLs redirect to the new version.',
      requestBody: jsonBody(object({
        crop: { description: 'A crop for one aspect (it becomes the default), or `{ aspect, remove: true }`. It must lie inside the picture and keep the aspect.', ...object({ aspect: { type: 'string', examples: ['16:9'] }, x: INT, y: INT, width: INT, height: INT, remove: { const: true } }, ['aspect']) },
        focus: { ...FOCUS, type: ['object', 'null'], description: 'The focal point (fractions), or null to forget it.' },
      })),
      responses: { ...answer('The file with its new settings and version.', schemaRef('MediaInfo')), ...refusals(400, 403, 404) },
    });
    const bytes = { schema: { type: 'string', contentEncoding: 'binary' } };
    table.add('get', '/api/media', {
      operationId: 'media.library', summary: 'The company\'s media library, newest first, with the live items that use each file', tags,
      parameters: [
        queryParam('type', 'Only files of this media type.', { type: 'string', enum: [...MEDIA_TYPES] }),
        queryParam('limit', 'How many files at most (newest first).', { type: 'integer', minimum: 1, maximum: 1000, default: 200 }),
      ],
      responses: {
        ...answer('The files: facts, crop settings and `used_by` (each non-archived item naming the file in a media field, `at` a JSON pointer).', { type: 'array', items: object({
          file: { type: 'string' }, type: { type: 'string', enum: [...MEDIA_TYPES] }, mime: { type: 'string' }, size: { type: 'integer' }, url: { type: 'string' },
          width: { type: ['integer', 'null'] }, height: { type: ['integer', 'null'] }, duration: { type: ['number', 'null'] }, version: { type: 'string' }, created_at: { type: 'string', format: 'date-time' },
          used_by: { type: 'array', items: object({ kind: { type: 'string' }, id: { type: 'integer' }, title: { type: 'string' }, at: { type: 'string' } }, ['kind', 'id', 'title', 'at']) },
        }, ['file', 'type', 'mime', 'size', 'url', 'used_by']) }),
        ...refusals(400),
      },
    });
    table.add('get', '/public/{type}/{file}', {
      operationId: 'media.file', summary: 'A public media file (byte ranges for players), or a sized derivative of a picture', tags, security: [],
      description: 'With any of `w`, `format`, `ar`, `v` (pictures only) it answers a derivative: the crop, scaled to a ladder width, re-encoded without metadata. Only the canonical URL (current `v`, snapped `w`) answers bytes; any other is redirected (307) to it.',
      parameters: [
        { name: 'type', in: 'path', required: true, schema: { type: 'string', enum: [...MEDIA_TYPES] } },
        { name: 'file', in: 'path', required: true, description: 'The file name the upload answered.', schema: { type: 'string' } },
        { name: 'range', in: 'header', description: '`bytes=start-end`.', schema: { type: 'string' } },
        queryParam('w', `Derivative width in pixels (required for a derivative), snapped up to ${IMAGE_WIDTHS.join(', ')}, never wider than the crop.`, { type: 'integer', minimum: 1, maximum: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] }),
        queryParam('format', 'Derivative encoding; absent: the best `Accept` allows (`Vary: Accept`).', { type: 'string', enum: [...IMAGE_FORMATS] }),
        queryParam('ar', 'The crop\'s aspect, one a picture field declares (e.g. 16:9); absent: the picture\'s default crop.', { type: 'string', pattern: '^\\d{1,3}:\\d{1,3}$' }),
        queryParam('v', 'The picture\'s crop `version` (GET /api/media/{file}); absent or old: 307 to the current one.'),
      ],
      responses: {
        '200': { description: 'The file; for a derivative at its canonical URL, the picture with a strong ETag, `Cache-Control: public, max-age=31536000, immutable` and `X-Derivative: computed | shared | stored`.', content: { 'application/octet-stream': bytes, 'image/avif': bytes, 'image/webp': bytes, 'image/jpeg': bytes } },
        '206': { description: 'The requested byte range.', content: { 'application/octet-stream': bytes } },
        '304': { description: 'A derivative: `If-None-Match` named its ETag.' },
        '307': { description: 'A derivative asked for by a URL that is not canonical (no or old `v`, a width off the ladder): `Location` names the canonical one; `Cache-Control: no-cache`.' },
        ...refusals(400, 404),
        '503': { description: 'Too many derivatives are being made: try again after `Retry-After` seconds.', content: { 'application/json': { schema: schemaRef('Error') } } },
      },
    });
    table.add('get', '/public/image/pages/{file}', {
      operationId: 'media.pageImage', summary: 'A public image under the older page-image path', tags, security: [],
      parameters: [{ name: 'file', in: 'path', required: true, description: 'The file name the upload answered.', schema: { type: 'string' } }],
      responses: { '200': { description: 'The image.', content: { 'image/*': { schema: { type: 'string', contentEncoding: 'binary' } } } }, ...refusals(404) },
    });
  },
};
