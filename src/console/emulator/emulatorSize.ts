/** Emulator width (SPEC §9): 350 px of screen plus 20 px of bezel. */
export const EMULATOR_WIDTH = 350 + 20;

/** Emulator height (SPEC §9): 2.16 times the width, rounded to whole pixels (799). */
export const EMULATOR_HEIGHT = Math.round(EMULATOR_WIDTH * 2.16);
