import type { WidgetProps } from '@rjsf/utils';
import { CoordinateInput } from './CoordinateInput.tsx';
import { LocationEditor } from './LocationEditor.tsx';
import { groupScope, useGroupMember, useGroupMembers, type LocationRole } from './locationGroup.ts';

const ROLES: readonly LocationRole[] = ['latitude', 'longitude', 'pinNumber', 'pinLabel'];

/** Map heights (SPEC §9: 400 px on the station screens). */
const DEFAULT_MAP_HEIGHT = 400;

/**
 * `ui:widget: "location"` on each field of a location — `ui:options.role` is latitude, longitude,
 * pinNumber or pinLabel. Each field stays its own input (coordinates are always editable as text);
 * the field with `ui:options.map: true` also shows place search, locate-me and the satellite map,
 * which read and write the sibling fields of the same form object.
 * Options: `zoom` (18 by default, 16 in the newer station editor), `height`, `overview` (a kind id).
 */
export function LocationWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, options, disabled, readonly, rawErrors, placeholder } = props;
  const role: LocationRole = ROLES.includes(options.role as LocationRole) ? (options.role as LocationRole) : 'latitude';
  const scope = groupScope(id, name);
  useGroupMember(scope, role, value, onChange);

  const locked = Boolean(disabled || readonly);
  const input = role === 'latitude' || role === 'longitude'
    ? <CoordinateInput id={id} axis={role} value={value} disabled={locked} errors={rawErrors} onChange={onChange} onBlur={() => onBlur(id, value)} />
    : (
      <input id={id} className="form-control" type="text" value={typeof value === 'string' ? value : ''} disabled={locked}
        placeholder={placeholder} maxLength={typeof options.maxLength === 'number' ? options.maxLength : undefined}
        // An emptied text field is "no value", as RJSF's own text widget does.
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} onBlur={() => onBlur(id, value)} />
    );

  return (
    <>
      {input}
      {options.map === true && (
        <LocationMap scope={scope} idBase={id} editable={!locked}
          zoom={typeof options.zoom === 'number' ? options.zoom : 18}
          height={typeof options.height === 'number' ? options.height : DEFAULT_MAP_HEIGHT}
          overview={typeof options.overview === 'string' ? options.overview : undefined} />
      )}
    </>
  );
}

/** The map part of the group: reads every member, writes both coordinates. */
function LocationMap({ scope, idBase, editable, zoom, height, overview }: { scope: string; idBase: string; editable: boolean; zoom: number; height: number; overview?: string }) {
  const members = useGroupMembers(scope);
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return (
    <LocationEditor
      idBase={idBase}
      latitude={members.latitude?.value}
      longitude={members.longitude?.value}
      pinNumber={text(members.pinNumber?.value)}
      pinLabel={text(members.pinLabel?.value)}
      setPoint={(p) => { members.latitude?.onChange(p.latitude); members.longitude?.onChange(p.longitude); }}
      zoom={zoom}
      height={height}
      editable={editable}
      overview={overview}
    />
  );
}
