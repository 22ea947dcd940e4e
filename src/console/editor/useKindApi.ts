import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { kindPaths, type ResolvedKind } from '../../core/defineKind.ts';
import type { LifecycleAction } from '../../core/lifecycle.ts';
import { reviewPaths } from '../../core/reviewWire.ts';
import { schedulePaths, type ScheduleBody } from '../../core/scheduleWire.ts';
import { useServices } from '../http/ServicesContext.tsx';
import { baseLanguageAtom, inLanguage } from '../i18n/contentLanguage.ts';
import type { WireItem } from '../model/wireItem.ts';

/** A write answer: the server's notice wording and the stored item. */
export interface WriteResult {
  message?: string;
  data?: WireItem;
}

/** A review step, called like a lifecycle action: `GET /{x}/submit-review/{id}`, `GET /{x}/return-review/{id}?comment=`. */
export type ReviewAction = 'submit-review' | 'return-review';

/** Sets a live item's working copy back to what visitors get: `GET /{x}/discard/{id}`, called like a lifecycle action. */
export type DiscardAction = 'discard';

/** The generic calls of one kind, built on the kind's declarative API mapping (shared with the server). */
export interface KindApiCalls {
  /** The list as the console shows it: slim items (list-item fields and lifecycle columns). */
  list(): Promise<WireItem[]>;
  /** One full item (with `refs`), for the form; in `language` when given, else the content language. */
  get(id: number, language?: string): Promise<WireItem>;
  /** Creates in the base language, whatever the content language (the server creates nothing else). */
  create(doc: Record<string, unknown>): Promise<WriteResult>;
  /** Saves; in `language` when given (a translation: only its fields), else the content language. */
  update(id: number, doc: Record<string, unknown>, version: number, language?: string): Promise<WriteResult>;
  /** A lifecycle action, a review step or a discard of the changes; `comment` goes with a return to the author. */
  action(action: LifecycleAction | ReviewAction | DiscardAction, id: number, comment?: string): Promise<WriteResult>;
  /** Sets or clears the item's scheduled publish and un-publish (`POST /{x}/schedule/{id}`); a field left out stays. */
  schedule(id: number, body: ScheduleBody): Promise<WriteResult>;
}

/** Returns the generic API calls of a kind. */
export function useKindApi(kind: ResolvedKind): KindApiCalls {
  const { http } = useServices();
  const base = useAtomValue(baseLanguageAtom);
  const api = kind.api;
  // On the API mapping, not the kind: a client's variant of the kind calls the same endpoints.
  return useMemo(() => {
    // The console always sends JSON; multipart (SPEC §7) is for API clients, and media upload separately.
    return {
      async list() {
        // Slim: list-item fields and lifecycle only, so a list of long items stays fast; the editor
        // loads the full item (`get`) when one is opened.
        const res = await http<{ data: Record<string, WireItem[]> }>(kindPaths.slimList(api));
        return res.data?.[api.listKey] ?? [];
      },
      async get(id, language) {
        return (await http<{ data: { items: WireItem } }>(kindPaths.item(api, id), inLanguage(language))).data.items;
      },
      create: (doc) => http<WriteResult>(kindPaths.create(api), { method: 'POST', body: doc, ...inLanguage(base) }),
      update: (id, doc, version, language) => http<WriteResult>(kindPaths.update(api, id), { method: 'POST', body: { ...doc, version }, ...inLanguage(language) }),
      action: (action, id, comment) => {
        if (action === 'submit-review') return http<WriteResult>(reviewPaths.submit(api, id));
        if (action === 'return-review') return http<WriteResult>(reviewPaths.return(api, id), comment ? { query: { comment } } : undefined);
        if (action === 'discard') return http<WriteResult>(kindPaths.discard(api, id));
        return http<WriteResult>(kindPaths.action(api, action, id));
      },
      schedule: (id, body) => http<WriteResult>(schedulePaths.item(api, id), { method: 'POST', body: { ...body } }),
    };
  }, [http, api, base]);
}
