import { useMemo, useState } from 'react';
import { FetchError } from 'ofetch';
import type { ResolvedKind } from '../../core/defineKind.ts';
import type { Release, ReleaseRefusedItem } from '../../core/releaseWire.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { useT } from '../i18n/IntlContext.tsx';
import type { KindEditor } from '../editor/useKindEditor.ts';
import { createReleaseCalls } from './releaseCalls.ts';
import type { TargetRow } from './publishTargets.ts';

/** Where a publish together stands: not started, under way, refused by the release (nothing went live), or failed before it. */
export type TogetherOutcome =
  | { step: 'idle' }
  | { step: 'publishing'; count: number }
  | { step: 'refused'; items: ReleaseRefusedItem[]; release: string }
  | { step: 'failed'; message: string };

/** The longest item title a release name carries: the server takes names of at most 200 characters. */
const TITLE_MAX = 120;

/** A publish of the open item and its targets together: `run` makes it, `outcome` says how it went. */
export interface PublishTogether {
  outcome: TogetherOutcome;
  /** Publishes the item and every row not left out in one release; resolves true when they all went live. */
  run(rows: readonly TargetRow[]): Promise<boolean>;
  reset(): void;
}

/**
 * "Publish them together": a release named after the item holds the item and each target that can go live
 * (action publish), and goes live all or nothing. A refused release stays open (the Releases page shows it,
 * with why); one that failed while it was put together, never seen by the user, is deleted again, since an
 * item belongs to one open release at a time and it would hold the next try back.
 */
export function usePublishTogether(kind: ResolvedKind, editor: KindEditor): PublishTogether {
  const t = useT();
  const { http, notify } = useServices();
  const calls = useMemo(() => createReleaseCalls(http), [http]);
  const [outcome, setOutcome] = useState<TogetherOutcome>({ step: 'idle' });
  const run = async (rows: readonly TargetRow[]) => {
    const item = editor.current;
    if (!item) return false;
    const going = rows.filter((r) => !r.leftOut).map((r) => ({ kind: r.target.kind, id: r.target.id }));
    const title = kind.list.toListItem(item).title || t('list.untitled');
    const name = t('publishTogether.releaseName', { title: title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title, count: going.length });
    // Set inside the editor's call: how far it got.
    const made: { release?: Release; publishing: boolean } = { publishing: false };
    setOutcome({ step: 'publishing', count: going.length + 1 });
    try {
      await editor.runWith(async () => {
        const release = made.release = await calls.create(name);
        for (const one of [{ kind: kind.id, id: item.id }, ...going]) await calls.add(release.id, one.kind, one.id);
        made.publishing = true;
        await calls.publish(release.id);
      });
      setOutcome({ step: 'idle' });
      notify('success', t('publishTogether.done', { count: going.length + 1 }));
      return true;
    } catch (err) {
      const data = err instanceof FetchError ? (err.data as { message?: unknown; items?: ReleaseRefusedItem[] } | undefined) : undefined;
      const { release, publishing } = made;
      if (publishing && release && data?.items?.length) {
        setOutcome({ step: 'refused', items: data.items, release: release.name });
        return false;
      }
      if (release && !publishing) await calls.remove(release.id).catch(() => undefined);
      setOutcome({ step: 'failed', message: typeof data?.message === 'string' && data.message ? data.message : t('error.generic') });
      return false;
    }
  };
  return { outcome, run, reset: () => setOutcome({ step: 'idle' }) };
}
