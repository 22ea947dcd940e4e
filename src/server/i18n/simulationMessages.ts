import { fillPlaceholders, type PlaceholderValues } from '../../core/fillPlaceholders.ts';
import { HttpError } from '../errors/httpError.ts';
import type { UiLanguage } from './ruleMessages.ts';

/**
 * Refusals of the walk APIs (saved simulations, the zone lint's query) in the console's languages, `{name}` filled in. `{field}` is
 * the body's own path (`events[3].label`): it stays as written in every language, so it can be found.
 */
const MESSAGES = {
  kindMissing: {
    en: 'kind must name the kind of what was simulated.',
    es: 'kind debe indicar el tipo de lo que se simuló.',
    zh: 'kind 必须指明所模拟内容的类型。',
  },
  kindUnknown: {
    en: 'kind must name a kind (one of: {kinds}).',
    es: 'kind debe indicar un tipo (uno de: {kinds}).',
    zh: 'kind 必须是以下类型之一：{kinds}。',
  },
  nothingToSimulate: {
    en: '{kind} has no trigger zones and no walk: there is nothing to simulate.',
    es: '{kind} no tiene zonas de activación ni recorrido: no hay nada que simular.',
    zh: '{kind} 既没有触发区域也没有路线：没有可模拟的内容。',
  },
  idRequired: {
    en: 'id is required: {kind} is simulated one item at a time.',
    es: 'id es obligatorio: {kind} se simula elemento por elemento.',
    zh: '需要 id：{kind} 只能逐个条目模拟。',
  },
  idInvalid: {
    en: 'id must be the id of the item simulated (a whole number), or absent for the whole list.',
    es: 'id debe ser el id del elemento simulado (un número entero), o faltar para la lista entera.',
    zh: 'id 必须是所模拟条目的 id（整数）；模拟整个列表时不填。',
  },
  metresOutOfRange: {
    en: '{name} must be a number of metres from {min} to {max}, got "{raw}".',
    es: '{name} debe ser un número de metros entre {min} y {max}; se recibió "{raw}".',
    zh: '{name} 必须是 {min} 到 {max} 之间的米数，收到的是“{raw}”。',
  },
  idNeedsKind: {
    en: 'id needs kind: name the kind of the item.',
    es: 'id necesita kind: indica el tipo del elemento.',
    zh: 'id 需要配合 kind：请指明条目的类型。',
  },
  idNotWhole: {
    en: 'id must be an item id (a whole number).',
    es: 'id debe ser el id de un elemento (un número entero).',
    zh: 'id 必须是条目的 id（整数）。',
  },
  nameRequired: {
    en: 'name is required: call the simulation something.',
    es: 'name es obligatorio: ponle un nombre a la simulación.',
    zh: '需要 name：请为模拟起个名字。',
  },
  tooLong: {
    en: '{field} is {length} characters long; at most {max} are allowed.',
    es: '{field} tiene {length} caracteres; se permiten como máximo {max}.',
    zh: '{field} 长 {length} 个字符，最多允许 {max} 个。',
  },
  notText: {
    en: '{field} must be a text without control characters.',
    es: '{field} debe ser un texto sin caracteres de control.',
    zh: '{field} 必须是不含控制字符的文本。',
  },
  empty: {
    en: '{field} must not be empty.',
    es: '{field} no puede estar vacío.',
    zh: '{field} 不能为空。',
  },
  notObject: {
    en: '{field} must be an object: {shape}.',
    es: '{field} debe ser un objeto: {shape}.',
    zh: '{field} 必须是对象：{shape}。',
  },
  notList: {
    en: '{field} must be a list.',
    es: '{field} debe ser una lista.',
    zh: '{field} 必须是列表。',
  },
  tooMany: {
    en: '{field} holds {count} entries; at most {max} are kept.',
    es: '{field} contiene {count} entradas; se guardan como máximo {max}.',
    zh: '{field} 有 {count} 项，最多保存 {max} 项。',
  },
  pathEmpty: {
    en: 'input.path must hold at least one position.',
    es: 'input.path debe contener al menos una posición.',
    zh: 'input.path 必须至少包含一个位置。',
  },
  pathPoint: {
    en: '{field} must be [seconds ≥ 0, latitude (−90…90), longitude (−180…180)].',
    es: '{field} debe ser [segundos ≥ 0, latitud (−90…90), longitud (−180…180)].',
    zh: '{field} 必须是 [秒数 ≥ 0, 纬度 (−90…90), 经度 (−180…180)]。',
  },
  pathOrder: {
    en: 'input.path must be in time order: position {index} is at {t} s, before the one before it ({previous} s).',
    es: 'input.path debe estar en orden temporal: la posición {index} está en {t} s, antes que la anterior ({previous} s).',
    zh: 'input.path 必须按时间排序：位置 {index} 在 {t} 秒，早于它前面的位置（{previous} 秒）。',
  },
  point: {
    en: '{field} must be { latitude (−90…90), longitude (−180…180) }.',
    es: '{field} debe ser { latitude (−90…90), longitude (−180…180) }.',
    zh: '{field} 必须是 { latitude (−90…90), longitude (−180…180) }。',
  },
  accuracy: {
    en: 'input.accuracy must be a GPS accuracy from {min} to {max} metres.',
    es: 'input.accuracy debe ser una precisión GPS de {min} a {max} metros.',
    zh: 'input.accuracy 必须是 {min} 到 {max} 米之间的 GPS 精度。',
  },
  seed: {
    en: 'input.seed must be a whole number (the jitter’s seed).',
    es: 'input.seed debe ser un número entero (la semilla de la variación GPS).',
    zh: 'input.seed 必须是整数（GPS 抖动的种子）。',
  },
  number: {
    en: '{field} must be a number (seconds).',
    es: '{field} debe ser un número (segundos).',
    zh: '{field} 必须是数字（秒）。',
  },
  eventType: {
    en: '{field} must be enter or exit.',
    es: '{field} debe ser enter o exit.',
    zh: '{field} 必须是 enter 或 exit。',
  },
  effects: {
    en: '{field} must list effects among {effects}, each at most once.',
    es: '{field} debe enumerar efectos entre {effects}, cada uno como máximo una vez.',
    zh: '{field} 只能列出 {effects} 中的效果，每个最多一次。',
  },
  eventTexts: {
    en: 'The events’ zones, labels and item titles are {count} characters long together; at most {max} fit in one simulation.',
    es: 'Las zonas, etiquetas y títulos de los eventos suman {count} caracteres; en una simulación caben como máximo {max}.',
    zh: '事件的区域、标签和条目标题共 {count} 个字符；一个模拟最多容纳 {max} 个。',
  },
} satisfies Record<string, Record<UiLanguage, string>>;

/** One refusal's id. */
export type SimulationMessageId = keyof typeof MESSAGES;

/** A 400 refusing a simulation request, in the language. */
export function simulationRefusal(lang: UiLanguage, id: SimulationMessageId, values?: PlaceholderValues): HttpError {
  return new HttpError(400, fillPlaceholders(MESSAGES[id][lang] ?? MESSAGES[id].en, values));
}
