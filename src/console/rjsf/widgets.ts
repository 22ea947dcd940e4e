import type { RegistryWidgetsType } from '@rjsf/utils';
import { AudioWidget, ImageWidget, VideoWidget } from './MediaWidget.tsx';
import { DateTimeWidget } from './DateTimeWidget.tsx';
import { FlagWidget } from './FlagWidget.tsx';
import { LocationWidget } from '../map/LocationWidget.tsx';
import { BUILTIN_WIDGET_NAMES } from '../model/builtinWidgetNames.ts';
import { DeferredEmailWidget, DeferredTextareaWidget, DeferredTextWidget, DeferredUrlWidget } from './DeferredTextWidget.tsx';
import { ReferenceWidget } from './ReferenceWidget.tsx';
import { SiblingWidget } from './SiblingWidget.tsx';

/** The console's custom RJSF widgets, by the name a UI schema uses in `ui:widget`. */
export const CONSOLE_WIDGETS: RegistryWidgetsType = {
  image: ImageWidget,
  audio: AudioWidget,
  video: VideoWidget,
  location: LocationWidget,
  reference: ReferenceWidget,
  sibling: SiblingWidget,
  flag: FlagWidget,
  datetime: DateTimeWidget,
};

/**
 * Replacements for RJSF's own widgets (same names): text inputs that do not re-render the whole form
 * on each key, and date-times on the company's clock, so a `format: "date-time"` string (or
 * `ui:widget: "date-time"`) never shows the browser's zone instead.
 */
export const DEFERRED_TEXT_WIDGETS: RegistryWidgetsType = {
  TextWidget: DeferredTextWidget,
  TextareaWidget: DeferredTextareaWidget,
  URLWidget: DeferredUrlWidget,
  EmailWidget: DeferredEmailWidget,
  DateTimeWidget,
};

/** Every widget name a UI schema may use: the console's own plus RJSF's built-ins. */
export const KNOWN_WIDGET_NAMES: readonly string[] = [...Object.keys(CONSOLE_WIDGETS), ...BUILTIN_WIDGET_NAMES];
