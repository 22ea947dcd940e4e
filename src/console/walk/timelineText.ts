import type { FiredEffect } from '../../core/walk/appState.ts';
import type { SavedEvent } from '../../core/walk/simulation.ts';
import { itemKey, type SimWorld } from '../../core/walk/simWorld.ts';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** A page's name as the author gave it (its title), else its key. */
function pageLabel(world: SimWorld, item: string, key: string | number | undefined): string {
  const found = world.items.find((i) => itemKey(i) === item)?.pages?.list.find((p) => p.key === key);
  return found?.label ?? String(key ?? '');
}

/**
 * What one event did in the app, in words: one phrase per fired effect ("Pin shown", "Details
 * unlocked", "Page 'A' → 'B'", "Left: pin hidden"), or that it was noticed with nothing new to show.
 */
export function firedText(t: Translate, world: SimWorld, type: 'enter' | 'exit', fired: readonly FiredEffect[]): string[] {
  if (fired.length === 0) return [t(type === 'enter' ? 'walk.event.enterNothing' : 'walk.event.exitNothing')];
  return fired.map((f) => (f.effect === 'page'
    ? t('walk.effect.page', { from: pageLabel(world, f.item, f.from), to: pageLabel(world, f.item, f.to) })
    : t(`walk.effect.${f.effect}.${f.on ? 'on' : 'off'}`)));
}

/** A saved event that no longer fires, in words: entered or left, and what its zone did then. */
export function savedText(t: Translate, ev: SavedEvent): string {
  const effects = ev.effects.length ? ev.effects.map((e) => t(`walk.legend.${e}`)).join(', ') : t('walk.legend.none');
  return t(ev.type === 'enter' ? 'walk.replay.entered' : 'walk.replay.left', { effects });
}
