import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import type { FieldChange } from '../../core/documentDiff.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useLanguageName } from '../i18n/languageName.ts';
import { userWebAtom } from '../session/session.ts';
import { clientLanguageCodes } from '../session/userWeb.ts';
import { changeRows, type ChangeRow } from '../history/changeRows.ts';
import { changeGroups } from './changeGroups.ts';

/** One language's rows of an item's changes, named as the console names the language. */
export interface LanguageRows {
  language: string;
  /** The language's name ("Español"). */
  name: string;
  rows: ChangeRow[];
}

/**
 * An item's changes as History shows a comparison (the form's field labels, texts word by word), grouped by
 * language: the base document's first, then each translation in the client's order. `named`: whether the
 * client has more than one language (else one unnamed group says enough).
 */
export function useChangedRows(kindId: string, schema: JsonSchema, changes: readonly FieldChange[] | null): { groups: LanguageRows[]; named: boolean } {
  const t = useT();
  const languageName = useLanguageName();
  const codes = clientLanguageCodes(useAtomValue(userWebAtom));
  const key = codes.join(',');
  return useMemo(() => {
    const order = key ? key.split(',') : [];
    const base = order[0] ?? '';
    const words = { yes: t('history.yes'), no: t('history.no') };
    const groups = changeGroups(changes ?? [], base, order).map((g) => ({
      language: g.language, name: languageName(g.language), rows: changeRows(kindId, schema, g.changes, words),
    }));
    return { groups, named: order.length > 1 };
  }, [changes, kindId, schema, key, t, languageName]);
}
