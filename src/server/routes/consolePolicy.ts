/** The map settings the console's pages load from other hosts (config MAP_TILES, MAP_STYLE_URL). */
export interface ConsoleHosts {
  mapTiles?: string;
  mapStyleUrl?: string;
}

/** The origin of an http(s) URL or tile template (`https://host/{z}/{x}/{y}`), or undefined for anything else. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { protocol, origin } = new URL(url.replace(/\{[^}]*\}/g, '0'));
    return protocol === 'https:' || protocol === 'http:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy of the console's pages. Scripts only from this origin, never inline (no
 * `<script>` body, no `on…=` attribute, no `javascript:` URL). `'unsafe-eval'` stays while the forms'
 * validator (ajv, through RJSF) compiles each kind schema into a function in the browser: it lets only
 * this origin's own code turn strings into code, which no injected markup can reach. Styles from this
 * origin plus inline ones (React's style props, the `<style>` the dialogs' scroll lock adds): a style
 * runs no code. The maps' tile and style hosts are named from the configuration; their worker is a file
 * of this origin (blob: too, as maplibre may wrap it). The phone preview shows what authors link to:
 * pictures, posters and films from any https host, and web pages in a sandboxed frame. Nothing may
 * frame the console, and no plugin, `<base>` or form may point elsewhere.
 */
export function consolePolicy(hosts: ConsoleHosts): string {
  const map = [...new Set([originOf(hosts.mapTiles), originOf(hosts.mapStyleUrl)].filter((o): o is string => !!o))];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...map],
    ['media-src', "'self'", 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...map],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', 'https:'],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Every header of a console page besides its own (type, caching): the policy, no framing, no sniffing, a short Referer. */
export function consoleSecurityHeaders(hosts: ConsoleHosts): Readonly<Record<string, string>> {
  return {
    'content-security-policy': consolePolicy(hosts),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}
