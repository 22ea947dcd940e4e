import type { KindRecord, LintFault, ResolvedKind, RuleError } from '../../core/defineKind.ts';

/** The kind's cross-field rules bound to the client's settings; a rule that throws is reported, not allowed to block the form. */
export function kindRules(kind: Pick<ResolvedKind, 'id' | 'rules'>, settings: Record<string, unknown> | undefined): ((record: KindRecord) => RuleError[]) | undefined {
  const validate = kind.rules?.validate;
  if (!validate) return undefined;
  return (record) => {
    try {
      return validate(record, { settings: settings ?? {} });
    } catch (err) {
      console.error(`plugins/${kind.id}: validate threw`, err);
      return [];
    }
  };
}

/** The kind's lint, made safe: a lint that throws is reported and finds nothing (it never blocks editing). */
export function kindLint(kind: Pick<ResolvedKind, 'id' | 'rules'>): ((record: KindRecord) => LintFault[]) | undefined {
  const lint = kind.rules?.lint;
  if (!lint) return undefined;
  return (record) => {
    try {
      return lint(record);
    } catch (err) {
      console.error(`plugins/${kind.id}: lint threw`, err);
      return [];
    }
  };
}
