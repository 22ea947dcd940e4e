import { mayDo, ROLES, type Right } from '../../core/roles.ts';
import { ref, type Paths } from './openApiTypes.ts';

/** The roles whose grant holds the right (on every kind, with no limits). */
export function rolesHolding(right: Right): string[] {
  return ROLES.filter((role) => mayDo({ role }, right, { ownDraft: true }));
}

/**
 * The document's one post-pass for roles: each operation that names the right it needs
 * (`x-right`, whichever section built it) gets `x-roles`, the roles that hold it, and the 403 answer
 * a role without it receives. An operation without `x-right` is open to every signed-in user.
 */
export function addOperationRoles(paths: Paths): void {
  for (const item of Object.values(paths)) {
    for (const op of Object.values(item)) {
      const right = op?.['x-right'];
      if (!right) continue;
      op['x-roles'] = rolesHolding(right);
      op.responses['403'] ??= ref('Forbidden');
      const who = right === 'restoreRevision' ? `${op['x-roles'].join(', ')} (an author: only their own drafts)` : op['x-roles'].join(', ');
      const note = `Needs the \`${right}\` right: ${who}; others get 403.`;
      if (!op.description?.includes(note)) op.description = [op.description, note].filter(Boolean).join(' ');
    }
  }
}
