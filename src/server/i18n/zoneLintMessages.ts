import type { ZoneFindingCode } from '../../core/walk/zoneLint.ts';
import { fillPlaceholders } from '../../core/fillPlaceholders.ts';
import { formatDistance } from '../../core/formatDistance.ts';
import type { UiLanguage } from './ruleMessages.ts';

/**
 * Zone lint's sentences per UI language, `{name}` filled from a finding's values plus `field` (where
 * in the item: the page and the field's title). Each names the item and the field and gives distances (formatDistance).
 */
export const ZONE_LINT_MESSAGES: Record<UiLanguage, Record<ZoneFindingCode, string>> = {
  en: {
    zoneTooSmall: '“{title}” ({field}): its zone of {radius} is smaller than the GPS accuracy of {accuracy}, so a walker’s phone can pass through without it firing',
    zonesOverlap: '“{title}” ({field}) and “{other}” overlap on “{walk}”: both fire at once within {overlap} (centres {distance} apart)',
    beaconShared: '“{title}” ({field}) uses beacon {beacon}, as “{other}” does: both fire at that one beacon',
    rangeNeverReached: '“{title}” ({field}): page “{page}” never moves on to “{next}” along “{walk}”: its zone of {radius} is {distance} off the route',
    stopTooFar: '“{title}” (stop {n}): “{stop}” is {distance} from the previous stop “{previous}”, farther than {maxLeg}',
  },
  es: {
    zoneTooSmall: '«{title}» ({field}): su zona de {radius} es menor que la precisión GPS de {accuracy}, así que el teléfono de quien camina puede cruzarla sin que se active',
    zonesOverlap: '«{title}» ({field}) y «{other}» se solapan en «{walk}»: ambas se activan a la vez en {overlap} (centros a {distance})',
    beaconShared: '«{title}» ({field}) usa la baliza {beacon}, igual que «{other}»: ambas se activan con esa misma baliza',
    rangeNeverReached: '«{title}» ({field}): la página «{page}» nunca pasa a «{next}» a lo largo de «{walk}»: su zona de {radius} queda a {distance} de la ruta',
    stopTooFar: '«{title}» (parada {n}): «{stop}» está a {distance} de la parada anterior «{previous}», más de {maxLeg}',
  },
  zh: {
    zoneTooSmall: '“{title}”（{field}）：其区域半径 {radius}，小于 {accuracy} 的 GPS 精度，步行者的手机可能穿过而不触发',
    zonesOverlap: '“{title}”（{field}）与“{other}”在“{walk}”上重叠：两者在 {overlap} 范围内同时触发（中心相距 {distance}）',
    beaconShared: '“{title}”（{field}）使用信标 {beacon}，“{other}”也使用：两者会被同一信标触发',
    rangeNeverReached: '“{title}”（{field}）：沿“{walk}”页面“{page}”永远不会跳到“{next}”：其 {radius} 区域距离路线 {distance}',
    stopTooFar: '“{title}”（第 {n} 站）：“{stop}”距上一站“{previous}” {distance}，超过 {maxLeg}',
  },
};

/** The values that are distances in metres: written with their unit, in km from 1 km on. */
const DISTANCES = new Set(['radius', 'accuracy', 'overlap', 'distance', 'maxLeg']);

/** A finding's sentence in the language, values substituted (English when the language has none), distances in the language's units. */
export function zoneLintText(code: ZoneFindingCode, values: Record<string, string | number>, lang: UiLanguage): string {
  const template = ZONE_LINT_MESSAGES[lang]?.[code] ?? ZONE_LINT_MESSAGES.en[code];
  return fillPlaceholders(template, values, (name, value) => (DISTANCES.has(name) && typeof value === 'number' ? formatDistance(value, lang) : String(value)));
}
