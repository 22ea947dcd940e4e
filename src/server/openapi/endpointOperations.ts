import { API_BASE } from '../../core/apiConventions.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { itemLabel } from './kindTags.ts';
import { answer, jsonBody, refusals, toTemplate, type PathTable } from './openApiTypes.ts';

/**
 * A kind's own calls (`endpoints`, endpointRoutes): a declaration says only method and path, so the
 * document says what every such call shares — the envelope, a JSON object body on POST, `{ message }` refusals.
 */
export function addEndpointOperations(table: PathTable, kind: ResolvedKind, tag: string): void {
  for (const ep of kind.server?.endpoints ?? []) {
    const method = ep.method === 'GET' ? 'get' : 'post';
    const template = toTemplate(ep.path);
    table.add(method, API_BASE + ep.path, {
      operationId: `${kind.id}.own.${method}${template.replace(/[{}]/g, '').replace(/[^A-Za-z0-9_]+/g, '-')}`,
      summary: `${itemLabel(kind)}: ${ep.method} ${API_BASE}${template} (the kind's own call)`,
      description: 'A call the kind defines itself, scoped to the caller\'s company like every other.',
      tags: [tag],
      ...(ep.right === 'read' ? {} : { 'x-right': ep.right }),
      ...(method === 'post' ? { requestBody: jsonBody({ type: 'object' }) } : {}),
      responses: { ...answer('The call\'s answer.', {}), ...refusals(400, 404, 409) },
    });
  }
}
