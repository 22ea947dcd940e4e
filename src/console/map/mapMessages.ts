import { useCallback } from 'react';
import { useIntl } from '../i18n/IntlContext.tsx';

// The map's own wording, kept beside the map: this issue may only append the kind labels to
// src/locales, so these live here, keyed by the same language codes as the console catalogue.
const MESSAGES = {
  en: {
    searchLabel: 'Search and add a pin',
    searchPlaceholder: 'Type a place or address',
    searching: 'Searching…',
    noPlaces: 'No places found',
    select: 'Select Location',
    locate: 'Locate me',
    locating: 'Finding your position…',
    digits: 'Please input digits',
    loading: 'Loading map…',
    mapLabel: 'Map: click to place the pin, drag the pin to move it',
    mapReadOnly: 'Map',
    pin: 'Pin {n}',
    overview: 'All stations on the map',
    overviewCount: '{count} stations',
    overviewLabel: 'Overview map of the stations',
    latitude: 'Latitude',
    longitude: 'Longitude',
  },
  zh: {
    searchLabel: '搜索并添加标记',
    searchPlaceholder: '输入地点或地址',
    searching: '正在搜索…',
    noPlaces: '未找到地点',
    select: '选择位置',
    locate: '定位到我的位置',
    locating: '正在获取您的位置…',
    digits: '请输入数字',
    loading: '正在加载地图…',
    mapLabel: '地图：点击放置标记，拖动标记可移动',
    mapReadOnly: '地图',
    pin: '标记 {n}',
    overview: '地图上的所有站点',
    overviewCount: '{count} 个站点',
    overviewLabel: '站点总览地图',
    latitude: '纬度',
    longitude: '经度',
  },
  es: {
    searchLabel: 'Buscar y añadir un marcador',
    searchPlaceholder: 'Escriba un lugar o una dirección',
    searching: 'Buscando…',
    noPlaces: 'No se encontraron lugares',
    select: 'Seleccionar ubicación',
    locate: 'Mi ubicación',
    locating: 'Buscando su posición…',
    digits: 'Introduzca solo dígitos',
    loading: 'Cargando mapa…',
    mapLabel: 'Mapa: haga clic para colocar el marcador, arrástrelo para moverlo',
    mapReadOnly: 'Mapa',
    pin: 'Marcador {n}',
    overview: 'Todas las estaciones en el mapa',
    overviewCount: '{count} estaciones',
    overviewLabel: 'Mapa general de las estaciones',
    latitude: 'Latitud',
    longitude: 'Longitud',
  },
} as const;

/** A message id of the map pieces. */
export type MapMessageId = keyof (typeof MESSAGES)['en'];

/** Looks up a map message in a language (en fallback) and fills `{name}` placeholders. */
export function mapMessage(language: string, id: MapMessageId, values: Record<string, string | number> = {}): string {
  const table = (MESSAGES as Record<string, Record<MapMessageId, string>>)[language.slice(0, 2)] ?? MESSAGES.en;
  return table[id].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}

/** The map translator in the console's current language. */
export function useMapText(): (id: MapMessageId, values?: Record<string, string | number>) => string {
  const { locale } = useIntl();
  return useCallback((id, values) => mapMessage(locale, id, values), [locale]);
}
