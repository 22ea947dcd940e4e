import { resolveKind, type KindDefinition, type ResolvedKind } from '../../core/defineKind.ts';
import type { UiSchema } from '../../core/jsonSchema.ts';
import tkTour from '../../../tests/kinds/plugins/tk_tour/index.ts';

/** The test-only tour kind's own definition. */
export const TOUR_DEFINITION = tkTour as unknown as KindDefinition;

/**
 * The test-only tour cut down to some of its fields (in this order; title required), without its
 * relations, console module and variants, so a test sees plain fields only. `ui` adds UI schema per
 * field; `overrides` put back or replace any part of the definition.
 */
export function cutTour(fields: readonly string[], ui: UiSchema = {}, overrides: Partial<KindDefinition> = {}): ResolvedKind {
  const props = TOUR_DEFINITION.schema.properties!;
  return resolveKind({
    ...TOUR_DEFINITION, relations: undefined, console: undefined, variants: undefined,
    schema: { type: 'object', required: ['title'], properties: Object.fromEntries(fields.map((f) => [f, props[f]])) },
    uiSchema: { 'ui:order': [...fields], ...ui },
    ...overrides,
  });
}
