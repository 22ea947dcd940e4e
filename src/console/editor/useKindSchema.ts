import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { applyClientPatch } from '../../core/clientPatch.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import { userWebAtom } from '../auth/session.ts';
import { useIntl } from '../i18n/IntlContext.tsx';
import { localizeSchema } from './localizeSchema.ts';

/** The kind's schemas as this client sees them: the translated base with the client's patch on top. */
export function useKindSchema(kind: ResolvedKind): { schema: JsonSchema; uiSchema: UiSchema } {
  const patch = useAtomValue(userWebAtom)?.schema_patches?.[kind.id];
  const intl = useIntl();
  return useMemo(() => {
    const lookup = (id: string) => (id in intl.messages ? intl.formatMessage({ id }) : undefined);
    // Translate the base first and patch after: a label the client's patch sets is the client's word and wins.
    const localized = localizeSchema(kind.id, kind.schema, kind.uiSchema, lookup);
    return applyClientPatch(localized, patch);
  }, [kind, patch, intl]);
}
