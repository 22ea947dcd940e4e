import type { KindMessages } from '../../../../src/core/index.ts';

/** The venue test kind's words. */
export const messages: KindMessages = {
  en: { 'kind.tk_venue.tab': 'Venues', 'kind.tk_venue.item': 'Venue', 'field.tk_venue.title': 'Venue name', 'field.tk_venue.city': 'City' },
  zh: { 'kind.tk_venue.tab': '场馆', 'kind.tk_venue.item': '场馆', 'field.tk_venue.title': '场馆名称', 'field.tk_venue.city': '城市' },
  es: { 'kind.tk_venue.tab': 'Lugares', 'kind.tk_venue.item': 'Lugar', 'field.tk_venue.title': 'Nombre del lugar', 'field.tk_venue.city': 'Ciudad' },
};
