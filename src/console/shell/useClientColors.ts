import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { userWebAtom } from '../session/session.ts';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Feeds the client's colours (user_setting) into the design tokens `--client-detail` / `--client-list-item`. */
export function useClientColors(): void {
  const setting = useAtomValue(userWebAtom)?.user_setting;
  useEffect(() => {
    const root = document.documentElement.style;
    // Only plain hex colours: the value lands in CSS and must not carry anything else.
    const apply = (name: string, value: string | undefined) => {
      if (value && HEX.test(value)) root.setProperty(name, value);
      else root.removeProperty(name);
    };
    apply('--client-detail', setting?.detail_view_color);
    apply('--client-list-item', setting?.list_item_color);
  }, [setting?.detail_view_color, setting?.list_item_color]);
}
