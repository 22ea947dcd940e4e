import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { applyClientPatch } from '../../core/clientPatch.ts';
import type { KindSettings, ResolvedKind } from '../../core/defineKind.ts';
import type { JsonSchema, UiSchema } from '../../core/jsonSchema.ts';
import { userWebAtom } from '../session/session.ts';
import { useIntl } from '../i18n/IntlContext.tsx';
import { useLanguage } from '../i18n/LanguageContext.tsx';
import { localizeSchema } from './localizeSchema.ts';

/**
 * The form's schemas as this client sees them: the client's kind (its variant and patch, see
 * useClientKind) translated, the client's patch once more on top, then the kind's settings rule.
 */
export function useKindSchema(kind: ResolvedKind): { schema: JsonSchema; uiSchema: UiSchema } {
  const user = useAtomValue(userWebAtom);
  const patch = user?.schema_patches?.[kind.id];
  const settings = user?.user_setting;
  const intl = useIntl();
  const language = useLanguage() as keyof NonNullable<ResolvedKind['messages']>;
  return useMemo(() => {
    // The kind as this client runs it may word a field its own way (a variant's messages): those first.
    const own = kind.messages?.[language];
    const lookup = (id: string) => own?.[id] ?? (id in intl.messages ? intl.formatMessage({ id }) : undefined);
    const localized = localizeSchema(kind.id, kind.schema, kind.uiSchema, lookup);
    // A label the client's patch sets is the client's word and wins over the catalogue: patch again
    // after translating (a merge patch applied twice gives what it gave once).
    const patched = applyClientPatch(localized, patch);
    // Settings (e.g. allow_sharing) come last: a static patch cannot offer what the client's settings forbid.
    return kind.rules?.adaptUiSchema ? { ...patched, uiSchema: kind.rules?.adaptUiSchema(patched.uiSchema, (settings ?? {}) as KindSettings) } : patched;
  }, [kind, patch, settings, intl, language]);
}
