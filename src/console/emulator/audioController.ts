/** Keeps at most one audio element of a preview playing (SPEC §2: only one audio plays at a time). */
export interface AudioController {
  /** Called when an element starts playing: pauses whichever other element was playing. */
  claim(el: HTMLMediaElement): void;
  /** Called when an element pauses, ends or unmounts. */
  release(el: HTMLMediaElement): void;
}

/** A fresh controller; one per emulator, shared by every audio field and the hover detail through context. */
export function createAudioController(): AudioController {
  let current: HTMLMediaElement | null = null;
  return {
    claim(el) {
      if (current && current !== el) current.pause();
      current = el;
    },
    release(el) {
      if (current === el) current = null;
    },
  };
}
