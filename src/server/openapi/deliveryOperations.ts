import { deliveredAnswer, IF_NONE_MATCH } from './cachedAnswer.ts';
import { idParam, object, queryParam, refusals, schemaRef, type JsonObject, type Parameter, type PathSection, type Response } from './openApiTypes.ts';

const CACHE_HEADERS = {
  'Cache-Control': { description: '`public, no-cache`: a CDN may keep it, revalidating each time.', schema: { type: 'string' } },
  'Content-Language': { description: 'The language the texts are in.', schema: { type: 'string' } },
};

const delivered = (description: string, schema: JsonObject): Record<string, Response> => deliveredAnswer(description, schema, CACHE_HEADERS);

/** The read API for the visitors' app (delivery routes), authenticated by a client's API key. */
export function deliverySection(kindIds: readonly string[]): PathSection {
  const kind: Parameter = { name: 'kind', in: 'path', required: true, description: 'A kind id.', schema: { type: 'string', enum: [...kindIds] } };
  const language: Parameter[] = [
    queryParam('lang', 'Content language; else `Accept-Language`, else the client\'s base language. Missing texts fall back to the base.'),
    IF_NONE_MATCH,
  ];
  const security = [{ apiKey: [] }];
  const tags = ['Delivery'];
  return {
    tags: [{ name: 'Delivery', description: 'Read-only, for the visitors\' app: what visitors can see and nothing else. Published items only (of a kind without a publish action: '
      + 'every item not archived), never Draft or Archived ones; a relation whose links have their own state (an event\'s programme) lists only '
      + 'items whose link is Listed and which are Published themselves. Each item (and each `included` or related one) is its published version: '
      + 'the document and texts its last publish let out, never the working copy a save changes (so a save moves no ETag; `updated_at` is when it was published). '
      + 'In the asked language, references resolved one level. '
      + 'Authenticated by a client\'s API key, never a staff session.' }],
    add(table) {
      table.add('get', '/delivery/v1/{kind}', {
        operationId: 'delivery.list', summary: 'The published items of a kind, in list order', tags, security,
        parameters: [kind, ...language],
        responses: { ...delivered('The items.', object({ kind: { type: 'string' }, language: { type: 'string' }, items: { type: 'array', items: schemaRef('DeliveredItem') } }, ['kind', 'language', 'items'])), ...refusals(404) },
      });
      table.add('get', '/delivery/v1/{kind}/{id}', {
        operationId: 'delivery.item', summary: 'One published item', tags, security,
        parameters: [kind, idParam('id', 'A published item of that kind.'), ...language],
        responses: { ...delivered('The item.', object({ kind: { type: 'string' }, language: { type: 'string' }, item: schemaRef('DeliveredItem') }, ['kind', 'language', 'item'])), ...refusals(404) },
      });
    },
  };
}
