import type { Grant } from '../../core/roles.ts';
import type { UiLanguage } from '../i18n/ruleMessages.ts';

/** Who writes: the company (tenancy), its client slug (variant and patch), the UI language of rule messages, the user and their grant. */
export interface WriteCaller {
  companyId: number;
  client: string;
  language?: UiLanguage;
  /**
   * The signed-in user acting, recorded with each write's revision (null: recorded without a user).
   * Absent: a write nobody made — the demo seed's first-start content keeps its revisions for History,
   * but is no one's activity and would make the dashboard's feed and chart one tall bar.
   */
  userId?: number | null;
  /** The signed-in user's role and its scope (kinds, languages), for rules that depend on who acts; absent for writes nobody made. */
  grant?: Grant;
}
