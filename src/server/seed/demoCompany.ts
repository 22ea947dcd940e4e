import { defaultCompanySettings, type CompanySettings } from '../accounts.ts';

/** The demo client created on first start: an Oslo-area tour company speaking English and Spanish. */
export const DEMO_COMPANY = {
  slug: 'demo',
  name: 'Oslo Fjord Tours',
  email: 'hello@oslofjord-tours.test',
  phone: '+47 22 00 00 00',
  address: 'Rådhusplassen 1, 0037 Oslo, Norway',
};

/** Demo settings: Oslo's clock, and tab names per language (language_tabs_web) so the console shows them. */
export function demoSettings(): CompanySettings {
  return {
    ...defaultCompanySettings(DEMO_COMPANY.name, ['en', 'es']),
    time_zone: 'Europe/Oslo',
    tab_names: {
      en: { achievement: 'Fun Facts', web_pages: 'Web Pages' },
      es: {
        info: 'Información', event: 'Eventos', trip: 'Viajes', station: 'Estaciones', story: 'Historias',
        game: 'Juegos', web_pages: 'Páginas web', form: 'Formularios', qa: 'Preguntas', achievement: 'Datos curiosos',
        research_card: 'Fichas de investigación', settings: 'Ajustes', listings: 'Listados', share: 'Compartir', counter: 'Contador',
      },
    },
  };
}

/** The second demo client (issue 13): a fjord museum that keeps the older station screen (schemas/clients/fjord). */
export const FJORD_COMPANY = {
  slug: 'fjord',
  name: 'Fjord Museum',
  email: 'post@fjord-museum.test',
  phone: '+47 56 00 00 00',
  address: 'Sandvenvegen 40, 5600 Norheimsund, Norway',
  admin: 'admin@fjord.test',
};

/** The fjord museum's settings: Oslo's clock; English and Norwegian-speaking visitors read English here. */
export function fjordSettings(): CompanySettings {
  return { ...defaultCompanySettings(FJORD_COMPANY.name, ['en']), time_zone: 'Europe/Oslo' };
}
