/** The seeded demo company and its admin, as the test template creates them (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const DEMO_COMPANY = {
  slug: 'demo',
  name: 'Oslo Fjord Tours',
  email: 'admin@demo.test',
  password: 'Demo-password-1',
} as const;

/** The demo company's user of each role but admin, seeded with ADMIN_PASSWORD like its admin. */
export const DEMO_TEAM = {
  editor: { email: 'editor@demo.test', password: DEMO_COMPANY.password, name: 'Eva Editor' },
  author: { email: 'author@demo.test', password: DEMO_COMPANY.password, name: 'Arne Author' },
  translator: { email: 'translator@demo.test', password: DEMO_COMPANY.password, name: 'Tina Translator', languages: ['es'] },
  viewer: { email: 'viewer@demo.test', password: DEMO_COMPANY.password, name: 'Vera Viewer' },
} as const;

/** The second company the test template adds through the admin CLI, for tenant-isolation tests. */
export const OTHER_COMPANY = {
  slug: 'other',
  name: 'Other Tours',
  email: 'admin@other.test',
  password: 'Other-password-1',
} as const;

/** The second demo client the seed creates (older station screen, `schemas/clients/fjord`); its admin has ADMIN_PASSWORD too. */
export const FJORD_COMPANY = {
  slug: 'fjord',
  name: 'Fjord Museum',
  email: 'admin@fjord.test',
  password: DEMO_COMPANY.password,
} as const;

/** Credentials of a company's admin, for `server.login(email, password)`. */
export interface Credentials {
  email: string;
  password: string;
}

/** The second company's admin credentials (the helper tests use to sign in as a different tenant). */
export function otherCredentials(): Credentials {
  return { email: OTHER_COMPANY.email, password: OTHER_COMPANY.password };
}
