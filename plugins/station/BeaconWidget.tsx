import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../src/console/plugin.ts';
import { GroupFieldError, GroupFieldLabel, HiddenGroupField, invalidProps } from '../../src/console/plugin.ts';
import { useLocationSeat, type GroupMembers } from '../../src/console/plugin.ts';
import { beaconFieldMessage } from './beaconMessages.ts';
import {
  BEACON_ROLES, hiddenByBeacon, isBeaconRoleVisible, keptPinText, onActiveBeaconChange, onBeaconIdChange, RANGE_LIMITS,
  type BeaconRole, type SiblingChange,
} from './beaconRules.ts';

/** The first of the values that is a number. */
const numberOr = (...values: unknown[]) => values.find((v): v is number => typeof v === 'number');

function applyToSiblings(members: GroupMembers, changes: SiblingChange[]) {
  for (const c of changes) members[c.role]?.onChange(c.value);
}

/**
 * `ui:widget: "beacon"` on the station's active_beacon, beacon_id and range (`ui:options.role`:
 * activeBeacon, beaconId, range; the inputs take their limits from the schema). The fields join the form object's location group: an active beacon
 * hides the location widget's pin fields and map, and beacon id and range show only for a beacon.
 * SPEC §4: switching the beacon on sets range 2, off clears beacon id and range; typing a beacon id
 * where there was none turns it on. SPEC §5: beacon id and range word their errors the spec's way
 * (use `"ui:hideError": true` on them so RJSF's generic wording is not shown as well, and
 * `"ui:label": false` so a hidden field takes its label along).
 */
export function BeaconWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, options, schema, disabled, readonly, rawErrors, placeholder, label, hideLabel, required } = props;
  const role: BeaconRole = (BEACON_ROLES as readonly string[]).includes(options.role as string) ? (options.role as BeaconRole) : 'activeBeacon';
  const { members } = useLocationSeat(props, role, role === 'activeBeacon' ? hiddenByBeacon(value) : undefined);
  const t = useT();

  if (!isBeaconRoleVisible(role, members.activeBeacon?.value)) return <HiddenGroupField />;

  const locked = Boolean(disabled || readonly);
  const blur = () => onBlur(id, value);

  if (role === 'activeBeacon') {
    // The pin the beacon hides is kept, not live: said here, as list and phone no longer show it.
    const kept = value === true
      ? keptPinText({ pinNumber: members.pinNumber?.value, pinLabel: members.pinLabel?.value, latitude: members.latitude?.value, longitude: members.longitude?.value })
      : undefined;
    const hintId = `${id}-kept-pin`;
    return (
      <div className="checkbox">
        <label>
          <input id={id} type="checkbox" checked={value === true} disabled={locked} onBlur={blur} aria-describedby={kept ? hintId : undefined}
            onChange={(e) => { onChange(e.target.checked); applyToSiblings(members, onActiveBeaconChange(e.target.checked)); }} />
          <span>{label}</span>
        </label>
        {kept && <p id={hintId} className="help-block">{t('station.pinKept', { pin: kept })}</p>}
      </div>
    );
  }

  // Validation (RJSF's or the server's) decides *whether* a beacon field is wrong; the spec decides the words.
  const flagged = (rawErrors?.length ?? 0) > 0;
  const specMessage = flagged ? beaconFieldMessage(role, value) : undefined;
  const errors = flagged ? (specMessage ? [t(specMessage)] : rawErrors ?? []) : [];
  const invalid = invalidProps(id, errors);

  const input = role === 'range'
    ? (
      <input id={id} className="form-control" type="number" min={numberOr(schema.minimum, RANGE_LIMITS.min)} max={numberOr(schema.maximum, RANGE_LIMITS.max)} step={1}
        disabled={locked} onBlur={blur} {...invalid}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))} />
    )
    : (
      <input id={id} className="form-control" type="text" value={typeof value === 'string' ? value : ''} disabled={locked}
        placeholder={placeholder} maxLength={numberOr(options.maxLength, schema.maxLength)} onBlur={blur} {...invalid}
        onChange={(e) => {
          // An emptied text field is "no value", as RJSF's own text widget does.
          const next = e.target.value === '' ? undefined : e.target.value;
          onChange(next);
          applyToSiblings(members, onBeaconIdChange(value, next, members.activeBeacon?.value));
        }} />
    );

  return (
    <>
      {hideLabel && <GroupFieldLabel id={id} label={label} required={required} />}
      {input}
      <GroupFieldError id={id} errors={errors} />
    </>
  );
}
