/** `ui:widget` names RJSF's default theme resolves itself (its widgetMap, @rjsf/utils getWidget). */
export const BUILTIN_WIDGET_NAMES = [
  'text', 'textarea', 'password', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'data-url',
  'select', 'radio', 'checkbox', 'checkboxes', 'hidden', 'date', 'datetime', 'date-time',
  'alt-date', 'alt-datetime', 'time', 'color', 'file', 'files', 'updown', 'range',
] as const;
