import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ResolvedRef } from '../../core/defineKind.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { refKindOf, schemaAnnotations, valuesAt } from '../../core/schemaAnnotations.ts';
import type { EmulatorLoad } from './emulatorLoader.ts';
import type { ListItemKind, ListItemKinds } from './listItems.ts';

/** One referenced item a record points at. */
interface Wanted { kind: ListItemKind; id: string; key: string }

const refKey = (kind: string, id: unknown) => `${kind}/${String(id)}`;

/** The references of a record: every `x-ref` value of its schema whose kind the registry has. */
export function referencedItems(schema: JsonSchema | undefined, record: Record<string, unknown>, kinds: ListItemKinds): Wanted[] {
  if (!schema) return [];
  const out = new Map<string, Wanted>();
  for (const spec of schemaAnnotations(schema).refs) {
    for (const { value, at } of valuesAt(record, spec.path)) {
      const kindId = refKindOf(spec, record, at);
      const kind = kindId === undefined ? undefined : kinds.byId(kindId);
      if (!kind) continue;
      if ((typeof value !== 'number' && typeof value !== 'string') || String(value).trim() === '') continue;
      const key = refKey(kind.id, value);
      if (!out.has(key)) out.set(key, { kind, id: String(value), key });
    }
  }
  return [...out.values()];
}

/** A fetched item (`GET /api/{x}/{id}` answers `data.items`) as a preview shows a reference to it. */
export function resolvedRef(kind: ListItemKind, id: string, body: unknown): ResolvedRef | null {
  const doc = (body as { data?: { items?: unknown } } | null)?.data?.items;
  if (!doc || typeof doc !== 'object') return null;
  const record = doc as Record<string, unknown>;
  const item = kind.list.toListItem(record);
  const n = Number(record.id ?? id);
  return { ...item, id: Number.isFinite(n) ? n : 0, kind: kind.id, state: typeof record.state === 'string' ? record.state : undefined, record };
}

/**
 * `PreviewContext.ref` for one preview: resolves the items the record references (its schema's
 * `x-ref` values) from a cache that this hook fills by fetching each missing one once, outside the
 * renderers. The returned function changes when an answer arrives, so the preview re-runs toPreview then.
 * A reference that cannot be loaded (deleted, another company's) resolves to nothing.
 */
export function usePreviewRefs(
  schema: JsonSchema | undefined,
  record: Record<string, unknown>,
  kinds: ListItemKinds,
  load: EmulatorLoad,
): (kind: string, id: unknown) => ResolvedRef | undefined {
  const [cache, setCache] = useState<ReadonlyMap<string, ResolvedRef | null>>(() => new Map());
  const asked = useRef(new Set<string>());
  const wanted = useMemo(() => referencedItems(schema, record, kinds), [schema, record, kinds]);
  // Compared by the ids, so typing elsewhere in the record starts no fetch.
  const wantedKey = wanted.map((w) => w.key).join('\n');

  const mounted = useRef(true);
  useEffect(() => { mounted.current = true; return () => { mounted.current = false; }; }, []);

  // Another loader (the content language changed) reads every reference again, in that language.
  const askedWith = useRef(load);
  useEffect(() => {
    if (askedWith.current !== load) { askedWith.current = load; asked.current = new Set(); }
    for (const w of wanted) {
      if (asked.current.has(w.key)) continue;
      asked.current.add(w.key);
      load(`/${encodeURIComponent(w.kind.api.entity)}/${encodeURIComponent(w.id)}`)
        .then((body) => resolvedRef(w.kind, w.id, body))
        .catch(() => null)
        .then((ref) => { if (mounted.current) setCache((prev) => new Map(prev).set(w.key, ref)); });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `wanted` is compared by wantedKey
  }, [wantedKey, load]);

  return useCallback((kind: string, id: unknown) => cache.get(refKey(kind, id)) ?? undefined, [cache]);
}
