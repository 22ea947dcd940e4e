import { requireRight } from './requireRight.ts';

/** Lets only a company's admins through (users, settings, API keys, CSV import): the `manage` right. Runs after requireUser. */
export const requireAdmin = requireRight('manage');
