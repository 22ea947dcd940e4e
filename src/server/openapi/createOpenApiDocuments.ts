import type { ClientPatches } from '../../core/clientPatch.ts';
import type { KindRegistry } from '../../core/createKindRegistry.ts';
import { kindVariant, variantNames, type ResolvedKind } from '../../core/defineKind.ts';
import { schemaAnnotations } from '../../core/schemaAnnotations.ts';
import type { KindValidator } from '../kinds/createKindValidator.ts';
import pkg from '../../../package.json';
import { COMMON_RESPONSES, COMMON_SCHEMAS, SECURITY_SCHEMES } from './commonComponents.ts';
import { deliverySection } from './deliveryOperations.ts';
import { liveSection } from './liveOperations.ts';
import { addEndpointOperations } from './endpointOperations.ts';
import { addKindOperations } from './kindOperations.ts';
import { deliveredItemComponent, deliveredName, deliveredUnion, kindSchemaComponent, slimItemComponent, slimName } from './kindSchemas.ts';
import { itemLabel, kindTags } from './kindTags.ts';
import { mediaSection } from './mediaOperations.ts';
import { createPathTable, type JsonObject, type PathSection, type Tag } from './openApiTypes.ts';
import { overviewSection } from './overviewOperations.ts';
import { addOperationRoles } from './operationRoles.ts';
import { addRelationOperations } from './relationOperations.ts';
import { addRevisionOperations, REVISIONS_TAG } from './revisionOperations.ts';
import { addReviewOperations } from './reviewOperations.ts';
import { addScheduleOperations } from './scheduleOperations.ts';
import { releaseSection } from './releaseOperations.ts';
import { hasPublishStep } from '../../core/visitorState.ts';
import { sessionSection } from './sessionOperations.ts';
import { settingsSection } from './settingsOperations.ts';
import { translationSection } from './translationOperations.ts';
import { userSection } from './userOperations.ts';
import { walkSection } from './walkOperations.ts';

/** The OpenAPI document of the server, as each client sees it. */
export interface OpenApiDocuments {
  /** The document (JSON text) for a client: its kinds' schemas with its variant and patch; built once per client. */
  forClient(client: string): string;
}

/** Whether any shape of the kind has a field visitors read per language. */
function translatable(kind: ResolvedKind): boolean {
  return variantNames(kind).some((v) => schemaAnnotations(kindVariant(kind, v).schema).localized.length > 0);
}

/**
 * Builds the OpenAPI 3.1 document from the kind registry: every path, operation and shared component
 * once (here, at start-up), and per client only what differs — each kind's schema as that client runs
 * it (variant, then merge patch) and the kind tags saying so. A dropped-in kind appears by itself.
 */
export function createOpenApiDocuments(registry: KindRegistry, validator: KindValidator, patches: ReadonlyMap<string, ClientPatches>): OpenApiDocuments {
  const kindIds = registry.kinds.map((k) => k.id);
  const tags = kindTags(registry);
  const sections: PathSection[] = [
    sessionSection, userSection, settingsSection, mediaSection, overviewSection, liveSection, releaseSection(registry.kinds.filter(hasPublishStep).map((k) => k.id)),
    walkSection(kindIds), translationSection(registry.kinds.filter(translatable).map((k) => k.id)), deliverySection(kindIds),
  ];
  const table = createPathTable();
  for (const section of sections) section.add(table);
  for (const kind of registry.kinds) {
    const tag = tags.get(kind.id)!;
    addRelationOperations(table, kind, tag, registry);
    addEndpointOperations(table, kind, tag);
    addKindOperations(table, kind, tag, registry);
    addRevisionOperations(table, kind);
  }
  addReviewOperations(table, registry, tags);
  addScheduleOperations(table, registry, tags);
  // Last, over every section's operations: who may call each (x-right → x-roles and the 403).
  addOperationRoles(table.paths);
  const fixedTags: Tag[] = [
    ...sections.flatMap((s) => s.tags),
    { name: REVISIONS_TAG, description: 'Every item\'s history: each create, save and lifecycle action, comparable and restorable.' },
  ];
  const base = {
    openapi: '3.1.0',
    info: {
      title: 'Tourbench API',
      version: pkg.version,
      description: 'The staff API of the Tourbench back office (under `/api`, signed in with a session) and the delivery API for the visitors\' app (under `/delivery/v1`, with a client\'s API key). Generated from the kinds the server runs; each kind\'s schema is the one the caller\'s client has.',
    },
    servers: [{ url: '/' }],
    security: [{ session: [] }],
    paths: table.paths,
  };

  const kindTag = (kind: ResolvedKind, client: string): Tag => {
    const forClient = validator.kindFor(kind, client);
    const patch = patches.get(client)?.[kind.id];
    const notes = [
      `${itemLabel(kind)} items (kind \`${kind.id}\`); their schema: \`#/components/schemas/${kind.id}\`.`,
      forClient.variant !== kind.variant ? `Your client runs its shape "${forClient.variant}".` : '',
      patch?.schema ? 'Your client\'s own changes to the schema are applied.' : '',
    ];
    return { name: tags.get(kind.id)!, description: notes.filter(Boolean).join(' ') };
  };

  const memo = new Map<string, string>();
  return {
    forClient(client) {
      let text = memo.get(client);
      if (text === undefined) {
        const schemas: Record<string, JsonObject> = { ...COMMON_SCHEMAS };
        for (const kind of registry.kinds) {
          schemas[kind.id] = kindSchemaComponent(validator.schemaFor(kind, client), kind.id);
          schemas[slimName(kind.id)] = slimItemComponent(kind.id, schemas[kind.id], validator.kindFor(kind, client).list.fields);
          schemas[deliveredName(kind.id)] = deliveredItemComponent(kind.id);
        }
        schemas.DeliveredItem = deliveredUnion(kindIds);
        text = JSON.stringify({
          ...base,
          // The reference reads from signing in onward: the fixed sections first, then the kinds.
          tags: [...fixedTags, ...registry.kinds.map((k) => kindTag(k, client))],
          components: { schemas, responses: COMMON_RESPONSES, securitySchemes: SECURITY_SCHEMES },
        });
        memo.set(client, text);
      }
      return text;
    },
  };
}
