import { MEDIA_TYPES } from '../../core/apiConventions.ts';
import { answer, object, queryParam, refusals, type PathSection } from './openApiTypes.ts';

/** Media upload (mediaUploadRoutes) and the public media files (publicMediaRoutes). */
export const mediaSection: PathSection = {
  tags: [{ name: 'Media', description: 'Uploading images, video and audio, and the public files the app shows.' }],
  add(table) {
    const tags = ['Media'];
    table.add('post', '/api/media', {
      operationId: 'media.upload', summary: 'Upload a file (checked by its content, named by the server)', tags, 'x-right': 'write',
      parameters: [queryParam('expect', 'The media type of the field the file is for: the file must then pass that field\'s rule by content — a picture JPEG under 2 MB (SPEC §5: 415 "Avatar picture must be JPG format!", 413 "Avatar picture size can not exceed 2MB!"), audio MP3/M4A/OGG up to 50 MB, video MP4/WebM up to 200 MB — refused in the accept-language.', { type: 'string', enum: [...MEDIA_TYPES] })],
      requestBody: { required: true, content: { 'multipart/form-data': { schema: object({ file: { type: 'string', contentEncoding: 'binary' } }, ['file']) } } },
      responses: {
        ...answer('The stored file: its name for a document\'s media field, and its public URL.', object({ file: { type: 'string' }, type: { type: 'string', enum: [...MEDIA_TYPES] }, url: { type: 'string' }, mime: { type: 'string' }, size: { type: 'integer' } }), 201),
        ...refusals(400, 413, 415),
      },
    });
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
      operationId: 'media.file', summary: 'A public media file (byte ranges for players)', tags, security: [],
      parameters: [
        { name: 'type', in: 'path', required: true, schema: { type: 'string', enum: [...MEDIA_TYPES] } },
        { name: 'file', in: 'path', required: true, description: 'The file name the upload answered.', schema: { type: 'string' } },
        { name: 'range', in: 'header', description: '`bytes=start-end`.', schema: { type: 'string' } },
      ],
      responses: {
        '200': { description: 'The file.', content: { 'application/octet-stream': { schema: { type: 'string', contentEncoding: 'binary' } } } },
        '206': { description: 'The requested byte range.', content: { 'application/octet-stream': { schema: { type: 'string', contentEncoding: 'binary' } } } },
        ...refusals(404),
      },
    });
    table.add('get', '/public/image/pages/{file}', {
      operationId: 'media.pageImage', summary: 'A public image under the older page-image path', tags, security: [],
      parameters: [{ name: 'file', in: 'path', required: true, description: 'The file name the upload answered.', schema: { type: 'string' } }],
      responses: { '200': { description: 'The image.', content: { 'image/*': { schema: { type: 'string', contentEncoding: 'binary' } } } }, ...refusals(404) },
    });
  },
};
