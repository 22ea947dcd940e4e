/** Lifecycle of content items (SPEC §4): archive = delete, restore, destroy, publish, un-publish. */
export const LIFECYCLE_ACTIONS = ['publish', 'un-publish', 'delete', 'restore', 'destroy'] as const;

/** One lifecycle action name as it appears in the API path `/{x}/{action}/{id}`. */
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

/** The lifecycle state on the wire (SPEC §4 steps); screens word it as what visitors see, with `visitorState`. */
export type ItemState = 'active' | 'published' | 'unpublished' | 'archived';

/** The lifecycle columns every stored item carries next to its document. */
export interface ItemMeta {
  id: number;
  version: number;
  is_published: boolean;
  is_archived: boolean;
  was_published: boolean;
  position: number;
  created_at: string;
  updated_at: string;
}

/** Derives the wire state; archived wins because an archived item is hidden from visitors. */
export function itemState(meta: Pick<ItemMeta, 'is_published' | 'is_archived' | 'was_published'>): ItemState {
  if (meta.is_archived) return 'archived';
  if (meta.is_published) return 'published';
  return meta.was_published ? 'unpublished' : 'active';
}

/** Success notice (SPEC §8 wording) for each lifecycle action. */
export const ACTION_NOTICES: Record<LifecycleAction, string> = {
  publish: 'Successfully Published',
  'un-publish': 'Successfully Unpublished',
  delete: 'Successfully Archived',
  restore: 'Successfully Restored',
  destroy: 'Successfully Deleted',
};

/** Whether an action makes sense for an item in the given state (drives the lifecycle bar). */
export function actionAllowed(action: LifecycleAction, state: ItemState): boolean {
  switch (action) {
    case 'publish': return state !== 'published';
    case 'un-publish': return state === 'published';
    case 'delete': return state !== 'archived';
    case 'restore': return state === 'archived';
    case 'destroy': return true;
  }
}
