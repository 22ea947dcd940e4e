/** The sign-in subset of one UI language's catalogue, cut at build time (vite.config.ts, signInMessages.ts). */
declare module 'virtual:sign-in-messages/*' {
  const messages: Record<string, string>;
  export default messages;
}
