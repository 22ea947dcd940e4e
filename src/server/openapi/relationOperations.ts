import { API_BASE } from '../../core/apiConventions.ts';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { isMultiTarget, LINK_ACTIONS, relationPaths, relationTargets, type RelationDefinition, type RelationOperation } from '../../core/relations.ts';
import { kindIdParam } from './kindOperations.ts';
import { itemLabel } from './kindTags.ts';
import { answer, idParam, jsonBody, object, refusals, schemaRef, type Operation, type Parameter, type PathTable } from './openApiTypes.ts';

const LINKS = object({ links: { type: 'array', items: schemaRef('Link') } });

const WORDS: Record<RelationOperation, string> = {
  list: 'list the links', link: 'link an item', unlink: 'unlink an item', remove: 'remove a link', reorder: 'set the links\' order',
  publish: 'publish a link', 'un-publish': 'un-publish a link', archive: 'archive a link', 'un-archive': 'restore an archived link',
};

/** What one relation operation answers, by operation. */
function responses(op: RelationOperation): Operation['responses'] {
  switch (op) {
    case 'list': return { ...answer('The links in order.', LINKS), ...refusals(404) };
    case 'link': return { ...answer('The new link.', schemaRef('Link'), 201), ...refusals(400, 404, 409) };
    case 'unlink': case 'remove': return { ...answer('The link is gone.'), ...refusals(404) };
    case 'reorder': return { ...answer('The links in their new order.', LINKS), ...refusals(400, 404) };
    default: return { ...answer('The link as it is now.', schemaRef('Link')), ...refusals(404) };
  }
}

/**
 * One kind's relations as relationRoutes mounts them: the generic paths of `relationPaths`, each
 * declared alias (SPEC §7's legacy paths) and each per-target-kind alias, plus the owners of a target.
 */
export function addRelationOperations(table: PathTable, kind: ResolvedKind, tag: string, registry: KindRegistry): void {
  for (const [name, rel] of Object.entries(kind.relations ?? {})) addRelation(table, kind, tag, registry, name, rel);
}

function addRelation(table: PathTable, kind: ResolvedKind, tag: string, registry: KindRegistry, name: string, rel: RelationDefinition) {
  const entity = kind.api.entity;
  const multi = isMultiTarget(rel);
  const targets = relationTargets(rel);
  const title = kind.messages?.en?.[rel.label] ?? name;
  const one = itemLabel(kind);
  const owner = kindIdParam(kind, 'owner');
  const kindParam: Parameter = { name: 'kind', in: 'path', required: true, description: 'The linked item\'s kind.', schema: { type: 'string', enum: [...targets] } };
  const target = (only?: string): Parameter[] => {
    const fixed = only ?? (multi ? undefined : targets[0]);
    if (fixed) return [kindIdParam(registry.get(fixed), 'target')];
    return [idParam('target', 'Id of the linked item, of the kind `kind` names.'), kindParam];
  };
  const link = (only?: string): Parameter =>
    idParam('link', `Id of a link of ${one} ${name}${only ? ` to a ${only} item` : ''}.`, { 'x-relation': [kind.id, name, ...(only ? [only] : [])].join('/') });
  const params: Record<RelationOperation, (only?: string) => Parameter[]> = {
    list: () => [owner], link: (only) => [owner, ...target(only)], unlink: (only) => [owner, ...target(only)], reorder: () => [owner],
    remove: (only) => [link(only)], publish: (only) => [link(only)], 'un-publish': (only) => [link(only)], archive: (only) => [link(only)], 'un-archive': (only) => [link(only)],
  };
  const add = (method: 'get' | 'post', path: string, op: RelationOperation, idSuffix: string, note: string, only?: string) => {
    const reorder = op === 'reorder';
    table.add(method, API_BASE + path, {
      operationId: `${kind.id}.${name}.${idSuffix}`,
      summary: `${one} ${title}: ${WORDS[op]}${note}`,
      tags: [tag],
      // Changing an item's links writes the owner; a link's own lifecycle and the order are the lifecycle's.
      ...(op === 'list' ? {} : { 'x-right': op === 'link' || op === 'unlink' || op === 'remove' ? 'write' as const : 'lifecycle' as const }),
      parameters: params[op](only),
      ...(reorder ? {
        requestBody: jsonBody(object({
          ids: { type: 'array', items: { type: 'integer' }, description: 'Every link id, in the new order.' },
          id: { type: 'integer', description: 'The owner\'s id, where the path does not name it.' },
        }, ['ids'])),
      } : {}),
      responses: responses(op),
    });
  };

  table.add('get', API_BASE + relationPaths.ofTarget(entity, name, '{target}', multi ? '{kind}' : undefined), {
    operationId: `${kind.id}.${name}.of-target`,
    summary: `${one} ${title}: the links that point at one item`,
    tags: [tag],
    parameters: target(),
    responses: { ...answer('The links, each with its owner.', LINKS), ...refusals(404) },
  });
  const generic: [RelationOperation, 'get' | 'post', string][] = [
    ['list', 'get', relationPaths.list(entity, '{owner}', name)],
    ['link', 'get', relationPaths.link(entity, '{owner}', name, '{target}', multi ? '{kind}' : undefined)],
    ['unlink', 'get', relationPaths.unlink(entity, '{owner}', name, '{target}', multi ? '{kind}' : undefined)],
    ['remove', 'get', relationPaths.byLink(entity, name, 'remove', '{link}')],
  ];
  if (rel.ordered) generic.push(['reorder', 'post', relationPaths.reorder(entity, '{owner}', name)]);
  if (rel.lifecycle) for (const action of LINK_ACTIONS) generic.push([action, 'get', relationPaths.byLink(entity, name, action, '{link}')]);
  for (const [op, method, path] of generic) {
    add(method, path, op, op, '');
    const alias = rel.aliases?.[op];
    if (alias) add(method, alias, op, `${op}.legacy`, ' (legacy path)');
  }
  for (const [only, aliases] of Object.entries(rel.kindAliases ?? {})) {
    // Like relationRoutes: a per-kind alias is a GET of one of the calls on one link or target.
    for (const [op, alias] of Object.entries(aliases) as [RelationOperation, string][]) {
      if (op !== 'list' && op !== 'reorder') add('get', alias, op, `${only}.${op}.legacy`, ` (legacy path, ${only} items only)`, only);
    }
  }
}
