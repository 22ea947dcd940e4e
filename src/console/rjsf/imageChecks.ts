/** Largest picture the console uploads (SPEC §9: JPEG only, max 2MB). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The catalogue id of what is wrong with a chosen picture, or null when it may be uploaded. */
export function imageProblem(file: Pick<File, 'type' | 'size' | 'name'>): 'image.notJpg' | 'image.tooBig' | null {
  // Some systems leave `type` empty; the extension is the fallback, the server checks the bytes anyway.
  const jpeg = file.type ? file.type === 'image/jpeg' : /\.jpe?g$/i.test(file.name);
  if (!jpeg) return 'image.notJpg';
  if (file.size > MAX_IMAGE_BYTES) return 'image.tooBig';
  return null;
}
