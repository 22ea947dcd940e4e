import { useId, useState, type CSSProperties } from 'react';
import { useAtomValue } from 'jotai';
import type { AppState } from '../../core/walk/appState.ts';
import { itemKey, type SimRecord, type SimWorld } from '../../core/walk/simWorld.ts';
import { userWebAtom } from '../session/session.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { clientColor, textOn } from '../emulator/clientColor.ts';
import { consoleRenderers } from '../emulator/consoleRenderers.ts';
import { EMULATOR_HEIGHT, EMULATOR_WIDTH } from '../emulator/emulatorSize.ts';
import { PhoneEmulator } from '../emulator/PhoneEmulator.tsx';
import { useKindRenderers } from '../emulator/useKindRenderers.ts';
import '../emulator/emulator.css';

const HOME = '';

/** One item's own preview in the phone, as the visitor's app opens it (an item with pages at its open page). */
function ItemPhone({ item, openPage, pointer }: { item: SimRecord; openPage?: string | number; pointer?: string }) {
  const settings = useAtomValue(userWebAtom)?.user_setting;
  const renderers = useKindRenderers(item.kind, consoleRenderers);
  const open = pointer !== undefined && openPage !== undefined ? { [pointer]: openPage } : undefined;
  return <PhoneEmulator kind={item.kind} record={item.record} settings={settings} renderers={renderers} open={open} itemKey={`${itemKey({ kind: item.kind.id, id: item.id })}:${openPage ?? ''}`} />;
}

/** The app's own screen: the pins its map shows (locked or open), the radar and the open pages. */
function AppHome({ world, state }: { world: SimWorld; state: AppState }) {
  const t = useT();
  const settings = useAtomValue(userWebAtom)?.user_setting;
  const detail = clientColor(settings?.detail_view_color, '#b7e4c7');
  const colours = { '--emu-detail': detail, '--emu-detail-text': textOn(detail) } as CSSProperties;
  const items = new Map(world.items.map((i) => [itemKey(i), i]));
  const stopNumber = (key: string) => {
    const placed = world.stops.filter((s) => s.point);
    const n = placed.findIndex((s) => itemKey(s) === key);
    // Without stops (a whole list) the pins count in the app's list order.
    return String(n < 0 ? state.visiblePins.indexOf(key) + 1 : n + 1);
  };
  const locks = (key: string) => items.get(key)?.zones.some((z) => z.effects.includes('details')) ?? false;
  const paged = world.items.filter((i) => i.pages && itemKey(i) in state.openPages);
  return (
    <div className="emu" style={colours}>
      <div className="emu-phone sim-phone" style={{ width: EMULATOR_WIDTH, height: EMULATOR_HEIGHT }} role="region" aria-label={t('walk.phone.app')} data-testid="sim-phone">
        <header className="emu-phone__header">{world.subject.title}</header>
        <div className="emu-phone__screen">
          <section aria-labelledby="sim-phone-pins">
            <h3 id="sim-phone-pins" className="emu-section-title">{t('walk.phone.pins')}</h3>
            {state.visiblePins.length === 0 ? <p className="emu-muted">{t('walk.phone.noPins')}</p> : (
              <ol className="emu-map__list">
                {state.visiblePins.map((key) => (
                  <li key={key} data-testid="sim-phone-pin" data-item={key}>
                    <span className="emu-pin">{stopNumber(key)}</span>
                    <span className="sim-phone__title">{items.get(key)?.title ?? key}</span>
                    {locks(key) && <span className="emu-muted">{state.unlocked.includes(key) ? t('walk.phone.unlocked') : t('walk.phone.locked')}</span>}
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section aria-labelledby="sim-phone-radar">
            <h3 id="sim-phone-radar" className="emu-section-title">{t('walk.phone.radar')}</h3>
            {state.radar.length === 0 ? <p className="emu-muted">{t('walk.phone.noRadar')}</p> : (
              <ul className="sim-phone__radar">
                {state.radar.map((key) => <li key={key} data-testid="sim-phone-radar" data-item={key}>{items.get(key)?.title ?? key}</li>)}
              </ul>
            )}
          </section>
          {paged.length > 0 && (
            <section aria-labelledby="sim-phone-pages">
              <h3 id="sim-phone-pages" className="emu-section-title">{t('walk.phone.pages')}</h3>
              <ul className="sim-phone__radar">
                {paged.map((i) => {
                  const open = state.openPages[itemKey(i)];
                  return <li key={itemKey(i)} data-testid="sim-phone-page" data-item={itemKey(i)}>{t('walk.phone.pageOpen', { item: i.title, page: i.pages?.list.find((p) => p.key === open)?.label ?? String(open) })}</li>;
                })}
              </ul>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * The visitor's phone at the moment shown: the app's map and radar, or the item the app opened (the
 * one whose details unlocked or whose page moved last, until the author picks another view).
 */
export function SimPhone({ world, records, state, focus }: {
  world: SimWorld; records: ReadonlyMap<string, SimRecord>; state: AppState;
  /** The item the moment's events brought forward; undefined: the app's map. */
  focus: string | undefined;
}) {
  const t = useT();
  const name = useId();
  // The author's pick holds until the walk brings another item forward.
  const [chosen, setChosen] = useState<{ key: string; focus: string | undefined } | null>(null);
  const options = [...new Set([...state.unlocked, ...Object.keys(state.openPages)])].filter((k) => records.has(k));
  const wanted = chosen && chosen.focus === focus ? chosen.key : focus ?? HOME;
  const shown = wanted === HOME || options.includes(wanted) ? wanted : HOME;
  const item = shown === HOME ? undefined : records.get(shown);
  const pages = world.items.find((i) => itemKey(i) === shown)?.pages;
  const titleOf = (key: string) => world.items.find((i) => itemKey(i) === key)?.title ?? key;
  return (
    <section className="sim-phone-col" aria-label={t('walk.phone.title')}>
      {options.length > 0 && (
        <fieldset className="sim-segments">
          <legend className="visually-hidden">{t('walk.phone.shows')}</legend>
          {[HOME, ...options].map((key) => (
            <label key={key || 'home'} className="sim-segments__option">
              <input type="radio" name={name} checked={shown === key} onChange={() => setChosen({ key, focus })} />
              <span>{key === HOME ? t('walk.phone.appMap') : titleOf(key)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {item ? <ItemPhone item={item} pointer={pages?.pointer} openPage={state.openPages[shown]} /> : <AppHome world={world} state={state} />}
    </section>
  );
}
