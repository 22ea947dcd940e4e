import { Collapsible } from './Collapsible.tsx';
import { MethodBadge } from './MethodBadge.tsx';
import type { OpenApiDocument, OperationEntry } from './openApiModel.ts';
import { OperationDetails } from './OperationDetails.tsx';

/** Props of one operation row. */
export interface OperationItemProps {
  op: OperationEntry;
  doc: OpenApiDocument;
  open: boolean;
  onToggle(): void;
}

/** One operation: method badge, path and summary on a line that expands to its details. */
export function OperationItem({ op, doc, open, onToggle }: OperationItemProps) {
  return (
    <Collapsible className="apiref-op" open={open} onToggle={onToggle} header={
      <>
        <MethodBadge method={op.method} />
        <code className={`apiref-op__path${op.deprecated ? ' apiref-op__path--deprecated' : ''}`}>{op.path}</code>
        <span className="apiref-op__summary">{op.summary}</span>
      </>
    }>
      {() => <OperationDetails op={op} doc={doc} />}
    </Collapsible>
  );
}
