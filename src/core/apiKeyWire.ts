/** One delivery API key as the staff calls list it: never the secret or its hash, only its first characters. */
export interface ApiKeySummary {
  id: number;
  name: string;
  prefix: string;
  created_at: string;
  created_by: { name: string; email: string } | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** What a create answers: the key and its secret, which the server never shows again. */
export interface CreatedApiKey {
  key: ApiKeySummary;
  secret: string;
}
