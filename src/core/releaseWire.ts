import type { FieldChange } from './documentDiff.ts';
import type { ItemState } from './lifecycle.ts';
import type { ScheduledAction } from './scheduleWire.ts';

/** What a release does to one of its items when it goes live. */
export type ReleaseAction = ScheduledAction;

/** The release actions, in the order a body names them. */
export const RELEASE_ACTIONS: readonly ReleaseAction[] = ['publish', 'unpublish'];

/** Where a release stands: open (being put together), published (its record), failed (a scheduled publish refused). */
export type ReleaseState = 'open' | 'published' | 'failed';

/** A user a release names. */
export interface ReleaseUser {
  id: number;
  name: string;
}

/** A release as every release answer carries it. */
export interface Release {
  id: number;
  name: string;
  state: ReleaseState;
  /** When it is scheduled to go live (ISO instant); null when not. */
  publish_at: string | null;
  created_by: ReleaseUser | null;
  created_at: string;
  published_at: string | null;
  published_by: ReleaseUser | null;
  /** Why a scheduled publish did not happen; null otherwise. */
  error: string | null;
  item_count: number;
}

/** A readiness finding of an item in a release: a lint fault or a reference visitors would not get. */
export interface ReleaseFinding {
  at: string;
  message: string;
}

/** One item of a release, as `GET /api/releases/{rid}` gives it. */
export interface ReleaseItem {
  kind: string;
  id: number;
  title: string;
  action: ReleaseAction;
  state: ItemState;
  added_at: string;
  added_by: ReleaseUser | null;
  /** Published version → working copy (GET /{x}/{id}/changes); [] when not live. */
  changes: FieldChange[];
  readiness: ReleaseFinding[];
  can_publish: boolean;
  /** Why it cannot go live as it is now; null when it can. */
  reason: string | null;
}

/** The answer of `GET /api/releases/{rid}` (under `data`). */
export interface ReleaseDetail {
  release: Release;
  items: ReleaseItem[];
}

/** One item a release publish refused (409 `items`). */
export interface ReleaseRefusedItem {
  kind: string;
  id: number;
  title: string;
  reason: string;
}

/** The release calls' paths, relative to the API base; shared by console and server. */
export const releasePaths = {
  list: '/releases',
  one: (rid: number | string) => `/releases/${rid}`,
  items: (rid: number | string) => `/releases/${rid}/items`,
  item: (rid: number | string, kind: string, id: number | string) => `/releases/${rid}/items/${kind}/${id}`,
  publish: (rid: number | string) => `/releases/${rid}/publish`,
  schedule: (rid: number | string) => `/releases/${rid}/schedule`,
};

/** Success notices (SPEC §8 style). */
export const RELEASE_NOTICES = {
  created: 'Release created',
  added: 'Added to release',
  removed: 'Removed from release',
  deleted: 'Release deleted',
  published: 'Release published',
  scheduled: 'Schedule saved',
} as const;
