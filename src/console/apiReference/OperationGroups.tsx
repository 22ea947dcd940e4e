import { useState } from 'react';
import { useT } from '../i18n/IntlContext.tsx';
import { Collapsible } from './Collapsible.tsx';
import type { OpenApiDocument, TagGroup } from './openApiModel.ts';
import { InlineText } from './InlineText.tsx';
import { OperationItem } from './OperationItem.tsx';

/** Props of the grouped operations: the groups to show, whether a search is on, and the document. */
export interface OperationGroupsProps {
  groups: readonly TagGroup[];
  /** While searching every group starts open (a group the reader closes stays closed until the search changes). */
  searching: boolean;
  /** Which groups the reader opened or closed; a group not in the map follows `searching`. */
  toggled: ReadonlyMap<string, boolean>;
  onToggle(tag: string, open: boolean): void;
  doc: OpenApiDocument;
}

/** The operations by tag, each tag a collapsible section with its count, each operation expandable. */
export function OperationGroups({ groups, searching, toggled, onToggle, doc }: OperationGroupsProps) {
  const t = useT();
  const [openOps, setOpenOps] = useState<ReadonlySet<string>>(new Set());
  const toggleOp = (id: string) => setOpenOps((s) => {
    const next = new Set(s);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  return (
    <div className="apiref-groups">
      {groups.map((g) => {
        const open = toggled.get(g.tag) ?? searching;
        const name = g.tag || t('apiReference.untagged');
        return (
          <Collapsible key={g.tag} className="apiref-tag" level={3} open={open} onToggle={() => onToggle(g.tag, !open)} header={
            <>
              <span className="apiref-tag__name">{name}</span>
              <span className="apiref-tag__count">{t('apiReference.operations', { count: g.operations.length })}</span>
            </>
          }>
            {() => (
              <>
                {g.description && <p className="apiref-tag__desc"><InlineText text={g.description} /></p>}
                <ul className="apiref-ops" aria-label={name}>
                  {g.operations.map((op) => (
                    <li key={op.id}><OperationItem op={op} doc={doc} open={openOps.has(op.id)} onToggle={() => toggleOp(op.id)} /></li>
                  ))}
                </ul>
              </>
            )}
          </Collapsible>
        );
      })}
    </div>
  );
}
