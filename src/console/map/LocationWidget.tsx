import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { beaconFieldMessage } from './beaconMessages.ts';
import { isRoleVisible, onActiveBeaconChange, onBeaconIdChange, type SiblingChange } from './beaconRules.ts';
import { CoordinateInput } from './CoordinateInput.tsx';
import { LocationEditor } from './LocationEditor.tsx';
import { groupScope, useGroupMember, useGroupMembers, type GroupMember, type LocationRole } from './locationGroup.ts';
import { useMapText } from './mapMessages.ts';

const ROLES: readonly LocationRole[] = ['latitude', 'longitude', 'pinNumber', 'pinLabel', 'activeBeacon', 'beaconId', 'range'];

/** Map height (SPEC §9: 400 px on the station screens). */
const DEFAULT_MAP_HEIGHT = 400;

type Members = Partial<Record<LocationRole, GroupMember>>;

function applyToSiblings(members: Members, changes: SiblingChange[]) {
  for (const c of changes) members[c.role]?.onChange(c.value);
}

/**
 * `ui:widget: "location"` on each field of a location — `ui:options.role` is latitude, longitude,
 * pinNumber, pinLabel, or (newer station editor) activeBeacon, beaconId, range. Each field stays its
 * own input (coordinates are always editable as text); the field with `ui:options.map: true` also
 * shows place search, locate-me and the satellite map, which read and write the sibling fields.
 * With an activeBeacon field in the group, pin fields show only for a pin and beacon fields only for
 * a beacon, and the SPEC §4 beacon rules apply (use `"ui:label": false` so a hidden field takes its label along).
 * Beacon id and range word their errors the SPEC §5 way (use `"ui:hideError": true` on them so RJSF's
 * generic wording is not shown as well).
 * Options: `zoom` (18 by default, 16 in the newer station editor), `height`, `overview` (a kind id), `maxLength`.
 */
export function LocationWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, options, disabled, readonly, rawErrors, placeholder, label, hideLabel, required } = props;
  const role: LocationRole = ROLES.includes(options.role as LocationRole) ? (options.role as LocationRole) : 'latitude';
  const scope = groupScope(id, name);
  useGroupMember(scope, role, value, onChange);
  const members = useGroupMembers(scope);
  const t = useMapText();

  // The empty marker lets the stylesheet drop the whole RJSF field wrapper (see locationEditor.css).
  if (!isRoleVisible(role, members.activeBeacon?.value)) return <span className="location-field--hidden" hidden />;

  const locked = Boolean(disabled || readonly);
  // Validation (RJSF's or the server's) decides *whether* a beacon field is wrong; the spec decides the words.
  const flagged = (role === 'beaconId' || role === 'range') && (rawErrors?.length ?? 0) > 0;
  const specMessage = flagged ? beaconFieldMessage(role, value) : undefined;
  const fieldErrors = flagged ? (specMessage ? [t(specMessage)] : rawErrors ?? []) : [];
  const errorId = `${id}-error`;
  const invalid = fieldErrors.length > 0 ? { 'aria-invalid': true, 'aria-describedby': errorId } as const : {};
  const blur = () => onBlur(id, value);
  const ownLabel = hideLabel && role !== 'activeBeacon'
    ? <label className="control-label" htmlFor={id}>{label}{required && <span className="required">*</span>}</label>
    : null;

  let input;
  if (role === 'latitude' || role === 'longitude') {
    input = <CoordinateInput id={id} axis={role} value={value} disabled={locked} errors={rawErrors} onChange={onChange} onBlur={blur} />;
  } else if (role === 'activeBeacon') {
    input = (
      <div className="checkbox">
        <label>
          <input id={id} type="checkbox" checked={value === true} disabled={locked} onBlur={blur}
            onChange={(e) => { onChange(e.target.checked); applyToSiblings(members, onActiveBeaconChange(e.target.checked)); }} />
          <span>{label}</span>
        </label>
      </div>
    );
  } else if (role === 'range') {
    input = (
      <input id={id} className="form-control" type="number" min={1} max={99} step={1} disabled={locked} onBlur={blur} {...invalid}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))} />
    );
  } else {
    const text = (e: ChangeEvent<HTMLInputElement>) => {
      // An emptied text field is "no value", as RJSF's own text widget does.
      const next = e.target.value === '' ? undefined : e.target.value;
      onChange(next);
      if (role === 'beaconId') applyToSiblings(members, onBeaconIdChange(value, next, members.activeBeacon?.value));
    };
    input = (
      <input id={id} className="form-control" type="text" value={typeof value === 'string' ? value : ''} disabled={locked}
        placeholder={placeholder} maxLength={typeof options.maxLength === 'number' ? options.maxLength : undefined}
        onChange={text} onBlur={blur} {...invalid} />
    );
  }

  return (
    <>
      {ownLabel}
      {input}
      {fieldErrors.length > 0 && <span id={errorId} className="location-field__error text-danger" role="alert">{fieldErrors.join(' ')}</span>}
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
          overview={typeof options.overview === 'string' ? options.overview : undefined}
        />
      )}
    </>
  );
}
