import { Redirect } from 'wouter';
import { useTabs } from '../routes/useTabs.ts';

/** The root route redirects to Info (SPEC §2); when the client hides Info, to its first visible tab. */
export function HomeRedirect() {
  const tabs = useTabs();
  const target = tabs.find((t) => t.key === 'info') ?? tabs[0];
  return <Redirect to={target ? target.href : '/404'} replace />;
}
