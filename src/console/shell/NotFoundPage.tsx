import { StatusPage } from './StatusPage.tsx';

/** The /404 page (inside the shell, so the tabs stay at hand). */
export function NotFoundPage() {
  return <StatusPage code={404} messages="notFound" />;
}
