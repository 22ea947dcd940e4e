import { useCallback, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import type { ResolvedKind } from '../../core/defineKind.ts';
import { annotationsOf } from '../rjsf/siblings.ts';
import { userWebAtom } from '../session/session.ts';
import { clientLanguageCodes } from '../session/userWeb.ts';
import { useServices } from '../http/ServicesContext.tsx';

/** A language an item is not fully translated into, and the paths it lacks. */
export interface MissingLanguage {
  language: string;
  missing: string[];
}

/** `GET /translations/{kind}/{id}` (API contract). */
interface ItemTranslations {
  data?: { languages?: { language: string; state: string; missing?: string[] }[] };
}

/**
 * What asking before a publish needs: the languages an item still has untranslated
 * fields in. Undefined when there is nothing to ask (the kind translates nothing, or the client has
 * one language). A failed look-up (already told by the http client) asks nothing.
 */
export function useMissingTranslations(kind: ResolvedKind): ((id: number) => Promise<MissingLanguage[]>) | undefined {
  const { http } = useServices();
  const languages = clientLanguageCodes(useAtomValue(userWebAtom)).length;
  const translates = useMemo(() => annotationsOf(kind.schema).localized.length > 0, [kind.schema]);
  const look = useCallback(async (id: number): Promise<MissingLanguage[]> => {
    try {
      const res = await http<ItemTranslations>(`/translations/${encodeURIComponent(kind.id)}/${id}`);
      return (res.data?.languages ?? []).filter((l) => l.state === 'missing').map((l) => ({ language: l.language, missing: l.missing ?? [] }));
    } catch {
      return [];
    }
  }, [http, kind.id]);
  return translates && languages > 1 ? look : undefined;
}
