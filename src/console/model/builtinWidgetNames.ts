/**
 * `ui:widget` names RJSF's default theme resolves itself (its widgetMap, @rjsf/utils getWidget).
 * `datetime` is not among them: the console registers its own (rjsf/DateTimeWidget.tsx, the company's clock).
 */
export const BUILTIN_WIDGET_NAMES = [
  'text', 'textarea', 'password', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'data-url',
  'select', 'radio', 'checkbox', 'checkboxes', 'hidden', 'date', 'date-time',
  'alt-date', 'alt-datetime', 'time', 'color', 'file', 'files', 'updown', 'range',
] as const;
