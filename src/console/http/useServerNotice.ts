import { useIntl } from '../i18n/IntlContext.tsx';
import { useServices } from './ServicesContext.tsx';
import { translateServerMessage } from './serverMessages.ts';

/** Returns a function that shows a server's success `message` as a 3 s notice in the UI language. */
export function useServerNotice(): (message: string | undefined) => void {
  const { notify } = useServices();
  const intl = useIntl();
  return (message) => {
    if (message) notify('success', translateServerMessage(message, (id) => intl.formatMessage({ id })));
  };
}
