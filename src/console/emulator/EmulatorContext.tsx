import { createContext, useContext } from 'react';
import type { AudioController } from './audioController.ts';
import type { EmulatorLoad } from './emulatorLoader.ts';
import type { ListItemKinds } from './listItems.ts';
import type { OpenedItem } from './usePreviewTrail.ts';

/** Which list item the user is pointing at: its API entity and id, and where to place the detail. */
export interface HoveredItem {
  entity: string;
  id: string | number;
  /** Viewport position of the detail: level with the list item, just left of the phone. Fixed, so the
   * scrolling preview column cannot clip it. */
  top: number;
  right: number;
}

/** Services every renderer of one preview shares; built once per emulator so memoised fields never re-render for it. */
export interface EmulatorServices {
  audio: AudioController;
  load: EmulatorLoad;
  /** Shows (or, with null, hides) the detail of a list item beside the frame. */
  hover(item: HoveredItem | null): void;
  /** The registry's kinds as list items: which kind a field kind lists, an item's entity and title. */
  kinds: ListItemKinds;
  /** Moves the preview to other children (a `link` pressed in the phone), with a way back. */
  navigate(to: Readonly<Record<string, string | number>>): void;
  /** Opens a list item's own preview inside the phone (a list item pressed), with a way back. */
  openItem(item: OpenedItem): void;
}

const EmulatorContext = createContext<EmulatorServices | null>(null);

/** Provides the preview's shared services. */
export const EmulatorProvider = EmulatorContext.Provider;

/** The preview's shared services; throws outside an emulator so a renderer used elsewhere fails loudly. */
export function useEmulator(): EmulatorServices {
  const value = useContext(EmulatorContext);
  if (!value) throw new Error('emulator renderers must be rendered inside <PhoneEmulator>');
  return value;
}
