import { LIFECYCLE_ACTIONS } from '../../core/lifecycle.ts';
import { ROLES } from '../../core/roles.ts';
import { object, schemaRef, type JsonObject, type Response } from './openApiTypes.ts';

// The console's one vocabulary (src/core/visitorState.ts) beside the wire values, so a client words states as the console does.
const STATE = {
  type: 'string', enum: ['active', 'published', 'unpublished', 'archived'],
  description: 'The item\'s lifecycle state (SPEC §4), shown in the console as what visitors see: `published` is Published (visitors get it); '
    + '`active` (never published) and `unpublished` are Draft (visitors do not get it); `archived` is Archived (visitors do not get it until it is restored). '
    + 'A kind without a publish action has no drafts: its items not archived are out for visitors, and show as Published.',
};
const LINK_STATE = {
  type: 'string', enum: ['active', 'published', 'unpublished', 'archived'],
  description: 'The link\'s own state (relations whose links have one: an event\'s programme), shown in the console as Listed (`published`: '
    + 'visitors get the item there whenever the item itself is published), Hidden (`active`, `unpublished`: visitors do not get it there) or Archived.',
};
const DATE_TIME = { type: 'string', format: 'date-time' };
/** A picture's crop as the media API takes and answers it: pixels of the upright original. */
export const CROP = object({ x: { type: 'integer' }, y: { type: 'integer' }, width: { type: 'integer', minimum: 1 }, height: { type: 'integer', minimum: 1 } }, ['x', 'y', 'width', 'height']);
/** A picture's focal point as the media API takes and answers it. */
export const FOCUS = { ...object({ x: { type: 'number', minimum: 0, maximum: 1 }, y: { type: 'number', minimum: 0, maximum: 1 } }, ['x', 'y']), description: 'The focal point, as fractions of the original\'s width and height.' };
const NAME_EMAIL = { type: ['object', 'null'], properties: { name: { type: 'string' }, email: { type: 'string' } } };
/** A user as a review names them (null: that user is gone). */
export const USER_REF = { type: ['object', 'null'], properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] };
const REVIEW = {
  type: ['object', 'null'],
  description: 'The item\'s open review: `submitted` (waiting for an editor) or `returned` (sent back, with the editor\'s comment); null when none is open. Publishing or archiving ends it. `by`/`at`: who took the last step, and when.',
  properties: {
    state: { type: 'string', enum: ['submitted', 'returned'] }, comment: { type: ['string', 'null'] }, by: USER_REF, at: DATE_TIME,
  },
  required: ['state', 'comment', 'by', 'at'],
};

const derivativeList = (format: string): JsonObject => ({
  type: 'array', description: `The ${format} derivatives, narrowest first.`,
  items: object({ w: { type: 'integer', description: 'Pixels wide (a `w` descriptor).' }, url: { type: 'string', description: 'Its canonical URL.' } }, ['w', 'url']),
});

// One picture of a delivered item.
const DELIVERED_IMAGE: JsonObject = {
  ...object({
    file: { type: 'string', description: 'The stored file\'s name (the field\'s value); `/public/image/{file}` is the original.' },
    width: { type: 'integer', description: 'Pixels of the crop the derivatives are cut from.' },
    height: { type: 'integer' },
    aspect: { type: ['string', 'null'], description: 'The field\'s aspect ("16:9" for 800x450); null when the field names no size (the picture\'s default crop).' },
    focus: {
      ...object({ x: { type: 'number', minimum: 0, maximum: 1 }, y: { type: 'number', minimum: 0, maximum: 1 } }, ['x', 'y']),
      type: ['object', 'null'],
      description: 'The focal point as fractions of this crop (what must stay in view when an app cuts it further); null when none is set.',
    },
    src: { type: 'string', description: 'The JPEG derivative 800 px wide (or the widest the crop allows): for a plain `src`.' },
    srcset: object({ avif: derivativeList('AVIF'), webp: derivativeList('WebP'), jpeg: derivativeList('JPEG') }, ['avif', 'webp', 'jpeg']),
  }, ['file', 'width', 'height', 'aspect', 'focus', 'src', 'srcset']),
  description: 'A picture with what an app needs for `srcset`. Every URL is a path on this server, `/public/image/{file}?w=&format=&ar=&v=`, '
    + 'at the fixed widths 100, 200, 400, 800, 1200, 1600 that fit the crop; `v` changes with the crop or focal point, so each URL\'s answer '
    + 'may be kept for a year.',
};

/** The shapes every part of the API shares (kinds' schemas are added per client beside them). */
export const COMMON_SCHEMAS: Record<string, JsonObject> = {
  Error: {
    ...object({
      message: { type: 'string', description: 'What went wrong, in the request\'s UI language (accept-language, else x-language-code) where the call words it.' },
      messageId: { type: 'string', description: 'The sentence\'s id in the console\'s catalogue (`api.refused.*`), when it has one.' },
      values: { type: 'object', description: 'The values the sentence is filled with, beside messageId.' },
      errors: { type: 'array', description: 'The fields a validation refusal names.', items: object({ field: { type: 'string' }, message: { type: 'string' } }) },
    }, ['message']),
    description: 'Every refusal: `{ message }`, sometimes with more (the failing fields, the current item of a 409).',
  },
  Item: {
    ...object({
      id: { type: 'integer' },
      version: { type: 'integer', description: 'Sent back with an update: a stale one is refused with 409.' },
      state: STATE,
      is_published: { type: 'boolean' },
      is_archived: { type: 'boolean' },
      position: { type: 'integer' },
      created_at: DATE_TIME,
      updated_at: DATE_TIME,
      variant: { type: 'string', description: 'The shape of its kind the item was written in.' },
      review: REVIEW,
      published_version: { type: ['integer', 'null'], description: 'The version visitors get (the delivery API serves it): the one its last publish produced. Null when the item is not live, or its kind has no publish step (its working copy is what visitors get).' },
      has_changes: { type: 'boolean', description: 'The working copy (what saves, translations and restores change) differs from the published version, in the base document or any language. False when not live.' },
      changed_languages: { type: 'array', items: { type: 'string' }, description: 'The content language codes whose working copy differs from the published version (the base document counts as the base language); [] when none.' },
    }, ['id', 'version', 'state']),
    description: 'The lifecycle columns an item carries beside its document.',
  },
  Link: {
    ...object({
      id: { type: 'integer' }, owner_id: { type: 'integer' }, target_id: { type: 'integer' }, target_kind: { type: 'string' },
      position: { type: 'integer' }, state: LINK_STATE, is_published: { type: 'boolean' }, is_archived: { type: 'boolean' },
      target: object({ id: { type: 'integer' }, title: { type: 'string' }, ingress: { type: 'string' }, thumbnail: { type: 'string' }, url: { type: 'string' }, state: STATE }),
      owner: object({ id: { type: 'integer' }, title: { type: 'string' }, state: STATE }),
    }, ['id', 'owner_id', 'target_id', 'target_kind', 'position', 'state']),
    description: 'A relation link: its own record plus the linked item (or, seen from the target, the owner).',
  },
  FieldChange: object({
    path: { type: 'string', description: '`title`, or `pages/12/text` inside a keyed child; a translation\'s text (the changes of an item) with its language first: `es:title`.' },
    change: { type: 'string', enum: ['added', 'removed', 'changed'] },
    before: {}, after: {},
  }, ['path', 'change']),
  RevisionSummary: object({
    n: { type: 'integer' }, action: { type: 'string', enum: ['create', 'update', ...LIFECYCLE_ACTIONS, 'revert', 'submit-review', 'return-review', 'discard'] }, at: DATE_TIME,
    user: NAME_EMAIL, title: { type: 'string' }, version: { type: ['integer', 'null'] }, state: STATE,
    changed: { type: 'array', items: { type: 'string' }, description: 'Top-level fields changed since the previous revision with a document.' },
    restored_from: { type: ['integer', 'null'] }, has_document: { type: 'boolean' },
    comment: { type: ['string', 'null'], description: 'A review step\'s comment (a return\'s `?comment=`); null otherwise.' },
  }, ['n', 'action', 'at', 'title', 'state', 'changed', 'has_document']),
  RevisionDetail: {
    allOf: [schemaRef('RevisionSummary'), object({
      document: { type: ['object', 'null'] }, variant: { type: ['string', 'null'] },
      translations: { type: ['object', 'null'], additionalProperties: { type: 'object', additionalProperties: { type: 'string' } } },
      relations: { type: ['object', 'null'], additionalProperties: { type: 'array', items: object({ kind: { type: 'string' }, id: { type: 'integer' }, title: { type: 'string' } }) } },
    })],
  },
  ApiKeySummary: object({
    id: { type: 'integer' }, name: { type: 'string' }, prefix: { type: 'string', description: 'The key\'s first 12 characters.' },
    created_at: DATE_TIME, created_by: NAME_EMAIL, last_used_at: { type: ['string', 'null'], format: 'date-time' }, revoked_at: { type: ['string', 'null'], format: 'date-time' },
  }, ['id', 'name', 'prefix', 'created_at']),
  User: object({
    id: { type: 'integer' }, email: { type: 'string' }, name: { type: 'string' },
    role: { type: 'string', enum: [...ROLES], description: 'What the user may do (README: roles).' },
    kinds: { type: ['array', 'null'], items: { type: 'string' }, description: 'Kind ids the user may change; null: every kind.' },
    languages: { type: ['array', 'null'], items: { type: 'string' }, description: 'A translator\'s content languages; null: every language but the base.' },
    created_at: DATE_TIME, is_self: { type: 'boolean' }, link_pending: { type: 'boolean' },
  }, ['id', 'email', 'name', 'role', 'kinds', 'languages']),
  TranslationMarks: object({
    _language: { type: 'string', description: 'The content language of the answer (a non-base `x-language-code`).' },
    _missing: { type: 'array', items: { type: 'string' }, description: 'Paths whose text the base has and this language lacks.' },
    _stale: { type: 'array', items: { type: 'string' }, description: 'Paths whose text was saved before the base text changed.' },
  }),
  MediaInfo: {
    ...object({
      file: { type: 'string' }, type: { type: 'string', enum: ['image', 'audio', 'video'] }, mime: { type: 'string' },
      size: { type: 'integer', description: 'Bytes of the stored file (a picture\'s after its metadata was taken out).' },
      url: { type: 'string', description: '`/public/{type}/{file}`: the stored original.' },
      width: { type: ['integer', 'null'], description: 'Pixels of the stored original, upright; a video\'s when its headers say; null for audio.' },
      height: { type: ['integer', 'null'] },
      duration: { type: ['number', 'null'], description: 'Seconds of audio or video; null when the file does not say.' },
      crops: { type: 'object', description: 'The author\'s crop per aspect ("16:9"), in pixels of the original.', additionalProperties: CROP },
      aspect: { type: ['string', 'null'], description: 'The aspect whose crop a derivative without `ar` uses (the last one set); null: the whole picture.' },
      focus: { ...FOCUS, type: ['object', 'null'] },
      version: { type: 'string', description: 'Changes with every crop or focal point change; part of every derivative URL.' },
      created_at: DATE_TIME,
      used_by: { type: 'array', items: object({ kind: { type: 'string' }, id: { type: 'integer' }, title: { type: 'string' }, at: { type: 'string', description: 'JSON pointer of the field.' } }) },
    }, ['file', 'type', 'mime', 'size', 'url', 'width', 'height', 'duration', 'crops', 'aspect', 'focus', 'version']),
    description: 'A stored media file of the company: what was read from its bytes and, for a picture, its crops and focal point.',
  },
  DeliveredImage: DELIVERED_IMAGE,
  StaleSave: {
    allOf: [schemaRef('Error'), object({
      messageId: { const: 'api.refused.versionConflict' },
      values: object({ current: { type: 'integer' }, yours: { type: 'integer' } }),
      current: { ...schemaRef('Item'), description: 'The item as it is stored now (its document beside the lifecycle columns; in the language of the call).' },
      reason: {
        enum: ['overlap', 'invalid', 'unchanged'],
        description: '`overlap`: both changed the fields in `conflicts`; `invalid`: the fields are disjoint but the merged document would not validate '
          + '(`conflicts` lists every field either side changed); `unchanged`: the save adds nothing to the stored item (reload). Absent (and `conflicts` too) '
          + 'when the revision of the sent version is no longer kept (REVISIONS_KEEP): nothing could be compared, reload.',
      },
      conflicts: {
        type: 'array',
        description: 'Each field to choose: send the chosen values in a save with `current.version`.',
        items: object({
          path: { type: 'string', description: 'A JSON pointer into the document where a child of a keyed array (pages, questions) is named by its key, not its index: `/pages/1234/text`; a keyed array\'s own pointer (`/pages`) is its order.' },
          language: { type: 'string', description: 'On a translation\'s save: the language of the text.' },
          yours: { description: 'The value in the refused save (null: absent or removed).' },
          theirs: { description: 'The value stored now (null: absent or removed).' },
          base: { description: 'The value at the version the save was made from (null: absent).' },
        }, ['path', 'yours', 'theirs', 'base']),
      },
    }, ['current'])],
    description: 'A 409 of a stale save: the item moved on since `values.yours` and the save could not be merged with it.',
  },
  // DeliveredItem (any kind's delivered item) is added per document beside the kinds' schemas.
};

const error = (description: string): Response => ({ description, content: { 'application/json': { schema: schemaRef('Error') } } });

/** The reusable refusals, each `{ message }`. */
export const COMMON_RESPONSES: Record<string, Response> = {
  Error: error('Any other failure (503 while the database is away, 500 on a bug): `{ message }`.'),
  BadRequest: error('The request is not right: a missing or invalid field or parameter (named in `errors` where it is a field).'),
  Unauthorized: {
    ...error('No live session (or, for the delivery API, no live key): sign in again.'),
    headers: { 'WWW-Authenticate': { description: 'Sent by the delivery API: `Bearer`.', schema: { type: 'string' } } },
  },
  Forbidden: error('Signed in, but the caller\'s role may not do this.'),
  NotFound: error('No such item of the caller\'s company (another company\'s answers the same).'),
  Conflict: error('The item changed meanwhile (stale version), or something still depends on it.'),
  StaleSave: {
    description: 'The item changed since the version sent, in a field this save changes too (or the merge would not validate, or the version\'s revision is gone): both values per field.',
    content: { 'application/json': { schema: schemaRef('StaleSave') } },
  },
  TooLarge: error('The body is larger than the call takes.'),
  UnsupportedMediaType: error('The body is not of a type the call takes.'),
  TooManyRequests: error('Too many attempts: wait and try again.'),
  UpstreamFailed: error('The third-party service behind the call failed or did not answer.'),
};

/** The two ways to authenticate: a staff session token (`POST /api/login`) and a per-client delivery key. */
export const SECURITY_SCHEMES: JsonObject = {
  session: { type: 'http', scheme: 'bearer', description: 'A staff session: the `access_token` of `POST /api/login`, as `Authorization: Bearer <token>`.' },
  apiKey: { type: 'http', scheme: 'bearer', description: 'A delivery API key (`tbk_…`, created by an admin in Settings), as `Authorization: Bearer <key>`. Reads only its own client\'s published content.' },
};
