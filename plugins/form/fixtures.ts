import type { Form } from './index.ts';

/** Sample forms for tests, benches and the demo seed. */
export const fixtures: Form[] = [
  {
    title: 'Visitor feedback',
    ingress: 'Tell us how your visit went: it takes two minutes.',
    url: 'https://example.org/forms/feedback',
    is_show_form: true,
  },
  {
    title: 'Group booking request',
    ingress: 'Coming with ten or more? Ask for a guided group tour.',
    url: 'https://example.org/forms/group-booking',
    is_show_form: false,
  },
  {
    title: 'Newsletter sign-up',
    url: 'https://example.org/forms/newsletter',
    is_show_form: false,
  },
];
