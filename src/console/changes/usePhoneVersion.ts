import { useEffect, useMemo, useState } from 'react';
import { hasPublishStep, hasUnpublishedChanges } from '../../core/visitorState.ts';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { JsonSchema } from '../../core/jsonSchema.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { pickDocument, type WireItem } from '../model/wireItem.ts';
import { withFormDefaults } from '../rjsf/formDefaults.ts';
import { createChangesCalls } from './changesCalls.ts';

/** Which version of a published item with changes the phone shows. */
export type PhoneVersion = 'visitors' | 'draft';

/** The phone's choice between what visitors see and the draft, and the published version's document when chosen. */
export interface PhoneVersionState {
  /** The item is published with changes: the choice is offered. */
  offered: boolean;
  shown: PhoneVersion;
  choose(version: PhoneVersion): void;
  /** The published version's document while the phone shows it and it has arrived; else null (the phone shows the draft). */
  record: Record<string, unknown> | null;
  /** Reading the published version failed (the http client told why). */
  failed: boolean;
}

type Load = { key: string; record: Record<string, unknown> | null };

/**
 * The phone's "What visitors see" and "Your draft" of the opened item (`GET /{x}/{id}/published`, in the
 * content language), offered while the item is published with changes and nothing else takes the phone
 * (`active`: no old revision shown). Every item starts on the draft; a publish or discard that leaves
 * no changes ends the choice.
 */
export function usePhoneVersion(kind: ResolvedKind, schema: JsonSchema, item: WireItem | null, language: string | undefined, active = true): PhoneVersionState {
  const { http } = useServices();
  const calls = useMemo(() => createChangesCalls(http, kind.api), [http, kind.api]);
  const offered = active && !!item && hasUnpublishedChanges(item, hasPublishStep(kind));
  const [chosen, setChosen] = useState<{ itemId: number; version: PhoneVersion } | null>(null);
  const shown: PhoneVersion = offered && chosen?.itemId === item?.id ? chosen!.version : 'draft';
  // What visitors get moves only with a publish: the published version and the language make the key.
  const key = offered && shown === 'visitors' ? `${item!.id}:${item!.published_version}:${language ?? ''}` : null;
  const [load, setLoad] = useState<Load | null>(null);
  const itemId = item?.id;
  useEffect(() => {
    if (!key || itemId === undefined) return;
    let live = true;
    calls.published(itemId).then(
      (published) => { if (live) setLoad({ key, record: withFormDefaults(schema, pickDocument(published, schema)) }); },
      () => { if (live) setLoad({ key, record: null }); },
    );
    return () => { live = false; };
  }, [calls, key, itemId, schema]);
  const record = key && load?.key === key ? load.record : null;
  return useMemo(() => ({
    offered, shown, record,
    failed: !!key && load?.key === key && load.record === null,
    choose: (version: PhoneVersion) => { if (item) setChosen({ itemId: item.id, version }); },
  }), [offered, shown, record, key, load, item]);
}
