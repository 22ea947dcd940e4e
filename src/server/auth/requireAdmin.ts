import { requireRight } from './requireRight.ts';

/** Lets only a company's admins through (users, settings, API keys, CSV import): the `manage` right of issue 32. Runs after requireUser. */
export const requireAdmin = requireRight('manage');
