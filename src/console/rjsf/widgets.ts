import type { RegistryWidgetsType } from '@rjsf/utils';
import { ImageWidget } from './ImageWidget.tsx';
import { LocationWidget } from '../map/LocationWidget.tsx';
import { BUILTIN_WIDGET_NAMES } from './builtinWidgetNames.ts';

/** The console's custom RJSF widgets, by the name a UI schema uses in `ui:widget`. */
export const CONSOLE_WIDGETS: RegistryWidgetsType = {
  image: ImageWidget,
  location: LocationWidget,
};

/** Every widget name a UI schema may use: the console's own plus RJSF's built-ins. */
export const KNOWN_WIDGET_NAMES: readonly string[] = [...Object.keys(CONSOLE_WIDGETS), ...BUILTIN_WIDGET_NAMES];
