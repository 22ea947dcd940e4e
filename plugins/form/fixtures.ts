import { fixtureTranslations } from '../../src/core/index.ts';
import type { Form } from './index.ts';

/** Sample forms for tests, benches and the demo seed (worded for any visitor site; in Spanish where the client offers it). */
export const fixtures: Form[] = [
  {
    title: 'Visitor feedback',
    ingress: 'Tell us how your visit went: it takes two minutes.',
    url: 'https://example.org/forms/feedback',
    is_show_form: true,
    ...fixtureTranslations({ es: { title: 'Opinión de los visitantes', ingress: 'Cuéntanos qué tal fue tu visita: son dos minutos.' } }),
  },
  {
    title: 'Group booking request',
    ingress: 'Coming with ten or more? Ask for a guided group tour.',
    url: 'https://example.org/forms/group-booking',
    is_show_form: false,
    ...fixtureTranslations({ es: { title: 'Solicitud de reserva para grupos', ingress: '¿Venís diez o más? Pide una visita guiada para grupos.' } }),
  },
  {
    title: 'Newsletter sign-up',
    url: 'https://example.org/forms/newsletter',
    is_show_form: false,
    ...fixtureTranslations({ es: { title: 'Suscripción al boletín' } }),
  },
];
