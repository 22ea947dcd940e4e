import type { ClientPatches } from '../../core/clientPatch.ts';

/** A tab name in one language (`language_tabs_web`). */
export interface LanguageTab {
  tab_type: { id: number; name: string };
  tab_name: string;
}

/** One language the client offers. */
export interface UserLanguage {
  language_id: number;
  language_code: string;
  language?: { id: number; language_code: string; name?: string };
  language_tabs_web?: LanguageTab[];
}

/** The client's settings (SPEC §3 user_setting). */
export interface UserSetting {
  detail_view_color?: string;
  list_item_color?: string;
  admin_name?: string;
  /** Whether stations may be shared (is_shared is offered only then). */
  allow_sharing?: boolean;
  /** The company's IANA time zone (`Europe/Oslo`): date-times are shown and edited on its clock; the server sends "UTC" when unset. */
  time_zone?: string;
  inactive_tabs?: { tab_type_id: number; is_visible: boolean; autoplay?: boolean; tab_type?: { id: number; name: string } }[];
  user_languages?: UserLanguage[];
}

/** The `data` of `POST /api/user/web`. */
export interface UserWeb {
  /** `roles` holds the one role; `kinds` and `languages` its limits (null: none). */
  user: { id: number; email: string; name: string; roles: string[]; kinds?: string[] | null; languages?: string[] | null };
  company: { id: number; slug: string; name: string };
  user_setting: UserSetting;
  schema_patches?: ClientPatches;
}

/** The client's language codes, for the `x-language-codes` header. */
export function clientLanguageCodes(user: UserWeb | null): string[] {
  return (user?.user_setting.user_languages ?? []).map((l) => l.language_code ?? l.language?.language_code).filter(Boolean);
}
