import type { ResolvedKind } from '../../core/defineKind.ts';
import { defaultCompanySettings, type CompanySettings } from '../users/accounts.ts';
import { demoTabNames } from './demoTabNames.ts';
import type { Role } from '../../core/roles.ts';

/** The demo client created on first start: an Oslo-area tour company speaking English and Spanish. */
export const DEMO_COMPANY = {
  slug: 'demo',
  name: 'Oslo Fjord Tours',
  email: 'hello@oslofjord-tours.test',
  phone: '+47 22 00 00 00',
  address: 'Rådhusplassen 1, 0037 Oslo, Norway',
};

/** One demo user besides the admin: who signs in, under which name, with which role and limits. */
export interface DemoUser {
  email: string;
  name: string;
  role: Role;
  languages?: string[];
}

/** The demo company's team: one user of every role but admin, so each role can be tried at once. */
export const DEMO_TEAM: readonly DemoUser[] = [
  { email: 'editor@demo.test', name: 'Eva Editor', role: 'editor' },
  { email: 'author@demo.test', name: 'Arne Author', role: 'author' },
  // Spanish is the demo company's one language besides the base (demoSettings).
  { email: 'translator@demo.test', name: 'Tina Translator', role: 'translator', languages: ['es'] },
  { email: 'viewer@demo.test', name: 'Vera Viewer', role: 'viewer' },
];

/**
 * Demo settings: Oslo's clock, and every tab named in both its languages (language_tabs_web) with the
 * console's and the kinds' own words, so the console shows client tab names.
 */
export function demoSettings(kinds: readonly ResolvedKind[]): CompanySettings {
  const settings = defaultCompanySettings(DEMO_COMPANY.name, ['en', 'es']);
  return { ...settings, time_zone: 'Europe/Oslo', tab_names: demoTabNames(kinds, settings.languages) };
}

/** The second demo client: a fjord museum that keeps the older station screen (schemas/clients/fjord). */
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
