import { fixtureTranslations } from '../../src/core/index.ts';
import type { Share } from './index.ts';

/** Two things visitors of an Oslofjord tour may share, for tests, benches and the demo seed. */
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
  },
];
