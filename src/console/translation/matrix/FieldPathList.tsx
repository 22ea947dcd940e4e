import type { ChildNames } from '../../../core/fieldPathLabel.ts';
import type { JsonSchema } from '../../../core/jsonSchema.ts';
import { useIntl, useT } from '../../i18n/IntlContext.tsx';
import { fieldPathParts, groupByParent } from './fieldPathLabel.ts';

/**
 * The missing and stale fields of one item, by readable name (the raw path in the tooltip), a child's
 * fields together, a keyed child by its position and title ("Page 1 · Arrival › Page Title").
 */
export function FieldPathList({ id, kindId, schema, missing, stale, children, language, base }: {
  id: string; kindId: string; schema: JsonSchema; missing: readonly string[]; stale: readonly string[]; children?: ChildNames;
  /** Names inside a sentence: the target and the base language. */
  language: string; base: string;
}) {
  const t = useT();
  const intl = useIntl();
  const lookup = (mid: string) => (intl.messages[mid] ? intl.formatMessage({ id: mid }) : undefined);
  const group = (kind: 'missing' | 'stale', paths: readonly string[], heading: string) => paths.length > 0 && (
    <section className={`tpaths__group tpaths__group--${kind}`}>
      <h3 className="tpaths__heading">{heading}</h3>
      <ul className="tpaths__list">
        {groupByParent(paths).map((p) => <li key={p} title={p} data-path={p}>{fieldPathParts(kindId, schema, p, lookup, children).join(' › ')}</li>)}
      </ul>
    </section>
  );
  return (
    <div className="tpaths" id={id}>
      {group('missing', missing, t('matrix.paths.missing', { language }))}
      {group('stale', stale, t('matrix.paths.stale', { base }))}
    </div>
  );
}
