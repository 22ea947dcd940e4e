/** Why a picture cannot be stored: the HTTP status and the catalogue id of the sentence (with its values). */
export class PictureRefusal extends Error {
  constructor(readonly status: 413 | 415, readonly messageId: string, readonly values: Record<string, number> = {}) {
    super(messageId);
  }
}
