/** Every platform a share may offer, in the order the schema lists them (schemas/share.schema.json). */
export const SHARE_PLATFORMS = ['facebook', 'instagram', 'x', 'whatsapp', 'email', 'sms', 'copy_link'] as const;

/** One platform a visitor may share on. */
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

/** The message id naming a platform (the checkboxes and the phone's buttons read the same words). */
export const platformLabel = (platform: string) => `field.share.platforms.${platform}`;
