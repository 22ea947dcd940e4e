import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { CoordinateInput } from './CoordinateInput.tsx';
import { LocationEditor } from './LocationEditor.tsx';
import { GroupFieldLabel, HiddenGroupField } from './locationField.tsx';
import { LOCATION_ROLES, useLocationSeat, type LocationWidgetRole } from './locationGroup.ts';

/** Map height (SPEC §9: 400 px on the screens with a map). */
const DEFAULT_MAP_HEIGHT = 400;

const nameOf = (role: LocationWidgetRole, members: ReturnType<typeof useLocationSeat>['members']) => members[role]?.name;

/**
 * `ui:widget: "location"` on each field of a location — `ui:options.role` is latitude, longitude,
 * pinNumber or pinLabel. Each field stays its own input (coordinates are always editable as text);
 * the field with `ui:options.map: true` also shows place search, locate-me and the satellite map,
 * which read and write the sibling fields. The fields meet in the form's location group
 * (locationGroup.ts), which a kind's own widget may join: a member that hides a role (a switch that
 * turns the location into something else) hides that field here, and hiding the map's field hides the map.
 * Use `"ui:label": false` so a hidden field takes its label along.
 * Options: `zoom` (18 by default), `height`, `overview` (a kind id: an "All … on the map" overview of
 * its items, read through the property names of this group), `maxLength` (default: the schema's).
 */
export function LocationWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, options, schema, disabled, readonly, rawErrors, placeholder, label, hideLabel, required } = props;
  const role: LocationWidgetRole = (LOCATION_ROLES as readonly string[]).includes(options.role as string) ? (options.role as LocationWidgetRole) : 'latitude';
  const { members, hidden } = useLocationSeat(props, role);

  if (hidden) return <HiddenGroupField />;

  const locked = Boolean(disabled || readonly);
  const blur = () => onBlur(id, value);
  const ownLabel = hideLabel ? <GroupFieldLabel id={id} label={label} required={required} /> : null;

  let input;
  if (role === 'latitude' || role === 'longitude') {
    input = <CoordinateInput id={id} axis={role} value={value} disabled={locked} errors={rawErrors} onChange={onChange} onBlur={blur} />;
  } else {
    // An emptied text field is "no value", as RJSF's own text widget does.
    const text = (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value === '' ? undefined : e.target.value);
    input = (
      <input id={id} className="form-control" type="text" value={typeof value === 'string' ? value : ''} disabled={locked}
        placeholder={placeholder} maxLength={[options.maxLength, schema.maxLength].find((n): n is number => typeof n === 'number')}
        onChange={text} onBlur={blur} />
    );
  }

  const overview = typeof options.overview === 'string'
    ? { kindId: options.overview, fields: { latitude: nameOf('latitude', members) ?? 'latitude', longitude: nameOf('longitude', members) ?? 'longitude', number: nameOf('pinNumber', members) } }
    : undefined;

  return (
    <>
      {ownLabel}
      {input}
      {options.map === true && (
        <LocationEditor
          idBase={id}
          latitude={members.latitude?.value}
          longitude={members.longitude?.value}
          pinNumber={typeof members.pinNumber?.value === 'string' ? members.pinNumber.value : undefined}
          pinLabel={typeof members.pinLabel?.value === 'string' ? members.pinLabel.value : undefined}
          setPoint={(p) => { members.latitude?.onChange(p.latitude); members.longitude?.onChange(p.longitude); }}
          zoom={typeof options.zoom === 'number' ? options.zoom : 18}
          height={typeof options.height === 'number' ? options.height : DEFAULT_MAP_HEIGHT}
          editable={!locked}
          overview={overview}
        />
      )}
    </>
  );
}
