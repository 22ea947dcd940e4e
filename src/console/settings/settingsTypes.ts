/** One entry of the stored `inactive_tabs` (by tab key, as `POST /api/settings` takes it). */
export interface StoredInactiveTab {
  tab: string;
  is_visible: boolean;
  autoplay?: boolean;
}

/** The client settings as `GET /api/settings` answers and `POST /api/settings` takes them (schemas/company_settings.schema.json). */
export interface StoredSettings {
  detail_view_color?: string;
  list_item_color?: string;
  admin_name?: string;
  time_zone?: string;
  allow_sharing?: boolean;
  languages?: string[];
  inactive_tabs?: StoredInactiveTab[];
  tab_names?: Record<string, Record<string, string>>;
}

/** Messages of a refused save by field path (`tab_names.es.info`); `''` holds a message naming no field. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The content languages the server knows (the schema's enum), in the order they are offered. */
export const KNOWN_LANGUAGES: readonly string[] = ['en', 'es', 'zh', 'no'];

/** The schema's longest tab name. */
export const TAB_NAME_MAX = 60;
