import type { ResolvedKind } from '../../core/defineKind.ts';
import { useKindApi } from './useKindApi.ts';
import { useKindItems } from './useKindItems.ts';
import { useKindSchema } from './useKindSchema.ts';
import { useSelectedId } from './useSelectedId.ts';
import { useKindEditor } from './useKindEditor.ts';
import { ItemList } from './ItemList.tsx';
import { EditorHeader } from './EditorHeader.tsx';
import { KindForm } from './KindForm.tsx';
import { PreviewSlot } from './PreviewSlot.tsx';

/** The generic screen of a content kind: list | form | phone preview. */
export function KindScreen({ kind }: { kind: ResolvedKind }) {
  const api = useKindApi(kind);
  const { items, loading, reload } = useKindItems(api);
  const { schema, uiSchema } = useKindSchema(kind);
  const [selectedId, select] = useSelectedId();
  const editor = useKindEditor({ kind, schema, api, items, selectedId, select, reload });

  return (
    <div className="workspace">
      <ItemList kind={kind} items={items} loading={loading} selectedId={editor.current?.id ?? null} onSelect={select} onNew={editor.startNew} />
      <section className="editor" aria-labelledby="editor-title">
        <EditorHeader kind={kind} editor={editor} />
        <div className="editor__body">
          <KindForm kind={kind} schema={schema} uiSchema={uiSchema} editor={editor} />
        </div>
      </section>
      <PreviewSlot kind={kind} formData={editor.formData} />
    </div>
  );
}
