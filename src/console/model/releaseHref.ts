/** The console path of the Releases page, or of one release on it. */
export function releaseHref(rid?: number): string {
  return rid === undefined ? '/releases' : `/releases?id=${rid}`;
}
