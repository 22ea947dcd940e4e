import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../src/console/plugin.ts';
import { platformLabel } from './platforms.ts';

/**
 * `ui:widget: "share_platforms"`: RJSF's own checkboxes for the platforms array, each platform named in
 * the UI language (the generic form names enum choices of properties, not of array items).
 */
export function SharePlatformsWidget(props: WidgetProps) {
  const t = useT();
  const Checkboxes = props.registry.widgets.CheckboxesWidget;
  const enumOptions = (props.options.enumOptions ?? []).map((o) => ({ ...o, label: t(platformLabel(String(o.value))) }));
  return <div className="share-platforms"><Checkboxes {...props} options={{ ...props.options, enumOptions }} /></div>;
}
