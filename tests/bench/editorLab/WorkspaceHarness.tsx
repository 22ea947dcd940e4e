import { useCallback, useMemo, useRef, useState } from 'react';
import { ItemList } from '../../../src/console/editor/ItemList.tsx';
import { KindForm } from '../../../src/console/editor/KindForm.tsx';
import { useKindEditor } from '../../../src/console/editor/useKindEditor.ts';
import type { KindApiCalls } from '../../../src/console/editor/useKindApi.ts';
import type { WireItem } from '../../../src/console/model/wireItem.ts';
import type { ResolvedKind } from '../../../src/core/defineKind.ts';
import type { JsonSchema } from '../../../src/core/jsonSchema.ts';
import { createPendingEdits } from '../../../src/console/rjsf/pendingEdits.ts';

/** The kind the lab's list and workspace show: title and ingress in the list, a form of `schema`. */
export const benchKind = {
  id: 'bench', route: 'bench', labels: { tab: 'preview.title', item: 'preview.title' }, api: { actions: [] },
  list: {
    toListItem: (r: WireItem) => ({ title: String(r.title), ingress: String(r.ingress) }),
  },
} as unknown as ResolvedKind;

/** `count` list items whose documents fill `fields` extra string fields of the workspace schema. */
export function workspaceItems(count: number, fields: number): WireItem[] {
  return Array.from({ length: count }, (_, i) => {
    const doc: Record<string, unknown> = { title: `Item ${i}`, ingress: `Ingress of item ${i}` };
    for (let f = 0; f < fields; f++) doc[`f${f}`] = `Value ${f} of ${i}`;
    return {
      id: i + 1, version: 1, state: (['active', 'published', 'unpublished', 'archived'] as const)[i % 4],
      is_published: i % 4 === 1, is_archived: i % 4 === 3, ...doc,
    };
  });
}

/** The workspace schema: title, ingress and `fields` more string fields (a big kind). */
export function workspaceSchema(fields: number): JsonSchema {
  const properties: Record<string, JsonSchema> = { title: { type: 'string', title: 'Title' }, ingress: { type: 'string', title: 'Ingress' } };
  for (let f = 0; f < fields; f++) properties[`f${f}`] = { type: 'string', title: `Field ${f}` };
  return { type: 'object', required: ['title'], properties } as JsonSchema;
}

/**
 * The kind screen's list + form, wired as KindScreen wires them (selection → useKindEditor → KindForm),
 * without the server, router, draft and preview: an arrow step here costs what it costs in the console.
 */
export function WorkspaceHarness({ items, schema }: { items: WireItem[]; schema: JsonSchema }) {
  const [selectedId, select] = useState<number | null>(items[0]?.id ?? null);
  const api = useMemo<KindApiCalls>(() => ({
    list: async () => items,
    get: async (id) => items.find((i) => i.id === id)!,
    create: async () => ({}),
    update: async () => ({}),
    action: async () => ({}),
    schedule: async () => ({}),
  }), [items]);
  const reload = useCallback(async () => {}, []);
  const pending = useMemo(createPendingEdits, []);
  const stepping = useRef(false);
  const onSelect = useCallback((id: number, byKey?: boolean) => { stepping.current = byKey === true; select(id); }, []);
  const editor = useKindEditor({ kind: benchKind, schema, api, items, selectedId, select, reload, stepping });
  return (
    <div className="workspace" style={{ flex: 1 }}>
      <ItemList kind={benchKind} items={items} loading={false} selectedId={selectedId} onSelect={onSelect} onNew={editor.startNew} />
      <section className="editor">
        <div className="editor__body">
          <KindForm kind={benchKind} schema={schema} uiSchema={{}} editor={editor} pending={pending} />
        </div>
      </section>
    </div>
  );
}
