/** Reads one cookie from a `document.cookie` string; undefined when absent. */
export function readCookie(name: string, source = document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Writes a site-wide cookie (path /, SameSite=Lax); `maxAgeDays` 0 deletes it. */
export function writeCookie(name: string, value: string, maxAgeDays = 30): void {
  const maxAge = Math.round(maxAgeDays * 86400);
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

/** Deletes a cookie written by writeCookie. */
export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}
