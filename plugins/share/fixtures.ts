import { fixtureTranslations } from '../../src/core/index.ts';
import type { Share } from './index.ts';

/** Two things visitors of an Oslofjord tour may share, in English and Spanish, for tests, benches and the demo seed. */
export const fixtures: Share[] = [
  {
    title: 'Share your fjord day',
    text: 'I sailed the Oslofjord today: islands, lighthouses and a seal on the rocks!',
    url: 'https://oslofjord-tours.test/',
    platforms: ['facebook', 'instagram', 'whatsapp', 'copy_link'],
    ...fixtureTranslations({
      es: { title: 'Comparte tu día en el fiordo', text: 'Hoy navegué por el fiordo de Oslo: islas, faros y una foca en las rocas.' },
    }),
  },
  {
    title: 'Invite a friend to the fortress walk',
    text: 'Join me on the Akershus Fortress walk next weekend.',
    url: 'https://oslofjord-tours.test/akershus',
    platforms: ['email', 'sms', 'x'],
    ...fixtureTranslations({
      es: { title: 'Invita a un amigo al paseo por la fortaleza', text: 'Ven conmigo al paseo por la fortaleza de Akershus el próximo fin de semana.' },
    }),
  },
];

/** What the Fjord Museum's visitors may share. */
export const clientFixtures: Record<string, Share[]> = {
  fjord: [
    {
      title: 'Share your museum day',
      text: 'I walked among forty wooden boats at the Fjord Museum today, and tried a plane in the boatyard!',
      url: 'https://fjord-museum.test/',
      platforms: ['facebook', 'instagram', 'whatsapp', 'copy_link'],
    },
    {
      title: 'Invite a friend to the boat festival',
      text: 'Come to the wooden boat festival in Norheimsund with me: rowing races on Saturday.',
      url: 'https://fjord-museum.test/festival',
      platforms: ['email', 'sms', 'x'],
    },
  ],
};
