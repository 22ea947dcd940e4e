import { BUILTIN_WIDGET_NAMES } from '../model/builtinWidgetNames.ts';

/** Names of the console's own RJSF widgets (the keys of CONSOLE_WIDGETS in rjsf/widgets.ts; a test keeps them equal). */
export const CONSOLE_WIDGET_NAMES = ['image', 'audio', 'video', 'location', 'reference', 'sibling', 'flag', 'datetime'] as const;

/**
 * Every widget name a UI schema may use, without importing the widgets: the registry is built on
 * every page, and the widgets pull in RJSF and the map, which the login page must not load.
 */
export const KNOWN_WIDGET_NAMES: readonly string[] = [...CONSOLE_WIDGET_NAMES, ...BUILTIN_WIDGET_NAMES];
