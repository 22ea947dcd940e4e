import type { KindMessages } from '../../src/core/index.ts';

/** The trip's words: labels, field titles and the stops panel. */
export const messages: KindMessages = {
  en: {
    'kind.trip.tab': 'Trips',
    'kind.trip.item': 'Trip',
    'kind.trip.stops': 'Stops: stations and stories',
    'kind.trip.usedIn': 'Used in trips',
    'field.trip.title': 'Title',
    'field.trip.title.required': 'Title is required',
    'field.trip.ingress': 'Ingress',
    'field.trip.thumbnail': 'Thumbnail (200x200)',
  },
  zh: {
    'kind.trip.tab': '行程',
    'kind.trip.item': '行程',
    'kind.trip.stops': '站点：景点和故事',
    'kind.trip.usedIn': '用于行程',
    'field.trip.title': '标题',
    'field.trip.title.required': '标题为必填项',
    'field.trip.ingress': '导语',
    'field.trip.thumbnail': '缩略图 (200x200)',
  },
  es: {
    'kind.trip.tab': 'Viajes',
    'kind.trip.item': 'Viaje',
    'kind.trip.stops': 'Paradas: estaciones e historias',
    'kind.trip.usedIn': 'Usado en viajes',
    'field.trip.title': 'Título',
    'field.trip.title.required': 'El título es obligatorio',
    'field.trip.ingress': 'Entradilla',
    'field.trip.thumbnail': 'Miniatura (200x200)',
  },
};
