import { defaultCompanySettings, type CompanySettings } from '../accounts.ts';

/** The demo client created on first start: an Oslo-area tour company speaking English and Spanish. */
export const DEMO_COMPANY = {
  slug: 'demo',
  name: 'Oslo Fjord Tours',
  email: 'hello@oslofjord-tours.test',
  phone: '+47 22 00 00 00',
  address: 'Rådhusplassen 1, 0037 Oslo, Norway',
};

/** Demo settings: tab names per language (language_tabs_web) so the console shows them. */
export function demoSettings(): CompanySettings {
  return {
    ...defaultCompanySettings(DEMO_COMPANY.name, ['en', 'es']),
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
