/** Why visitors would not get an item another one points at: archived, a draft, or live with changes not published (they get its published version). */
export type TargetGap = 'archived' | 'draft' | 'changes';

/** One referenced or linked item visitors would not get as it is now, as `GET /{x}/{id}/lint` lists it under `targets`. */
export interface ReadinessTarget {
  kind: string;
  id: number;
  title: string;
  /** Where the item points at it: a reference's JSON pointer, or `/<relation>`. */
  at: string;
  gap: TargetGap;
  messageId: string;
  /** The finding in the caller's language. */
  message: string;
}

/** A lint fault of the item itself, as `GET /{x}/{id}/lint` lists it under `faults`. */
export interface ReadinessFault {
  at: string;
  message: string;
  messageId: string;
  values: Record<string, unknown>;
}

/** The answer of `GET /{x}/{id}/lint` (under `data`). */
export interface ItemReadiness {
  faults: ReadinessFault[];
  targets: ReadinessTarget[];
}
