import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { applyClientPatch } from '../../core/clientPatch.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import { userWebAtom } from '../auth/session.ts';
import { useIntl } from '../i18n/IntlContext.tsx';
import { localizeSchema } from './localizeSchema.ts';

/** The kind's schemas as this client sees them: base merged with the client's patch, then translated. */
export function useKindSchema(kind: ResolvedKind): { schema: JsonSchema; uiSchema: UiSchema } {
  const patch = useAtomValue(userWebAtom)?.schema_patches?.[kind.id];
  const intl = useIntl();
  return useMemo(() => {
    const merged = applyClientPatch({ schema: kind.schema, uiSchema: kind.uiSchema }, patch);
    const lookup = (id: string) => (id in intl.messages ? intl.formatMessage({ id }) : undefined);
    return localizeSchema(kind.id, merged.schema, merged.uiSchema, lookup);
  }, [kind, patch, intl]);
}
