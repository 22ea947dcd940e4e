import type { UiLanguage } from '../i18n/ruleMessages.ts';

/** Who writes: the company (tenancy), its client slug (variant and patch) and the UI language of rule messages. */
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
}
