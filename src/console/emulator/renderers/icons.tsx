/** Small inline icons of the preview (no icon font: the phone must render offline). All are decorative. */
const base = { width: 16, height: 16, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

/** A check mark (the item is done). */
export const CheckIcon = () => <svg {...base} className="emu-icon emu-icon--check"><path d="M5 12l5 5L20 7" /></svg>;
/** A right arrow (opens the item). */
export const ArrowIcon = () => <svg {...base} className="emu-icon"><path d="M9 6l6 6-6 6" /></svg>;
/** A bin (the item can be removed). */
export const DeleteIcon = () => <svg {...base} className="emu-icon"><path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" /></svg>;
/** An eye (show the embedded page). */
export const EyeIcon = () => <svg {...base} className="emu-icon"><path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" /><circle cx="12" cy="12" r="3" /></svg>;
