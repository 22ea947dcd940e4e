import { atom, type createStore } from 'jotai';

/** One toast on screen. */
export interface Notice {
  id: number;
  tone: 'success' | 'warning' | 'error';
  text: string;
}

/** Posts a notice; the text is already translated. */
export type Notify = (tone: Notice['tone'], text: string) => void;

/** How long notices stay (SPEC §9: success 3000 ms, error toast 5000 ms; warnings like successes). */
export const NOTICE_MS: Record<Notice['tone'], number> = { success: 3000, warning: 3000, error: 5000 };

/** The notices on screen, oldest first. */
export const noticesAtom = atom<Notice[]>([]);

/** Creates the notifier bound to a store; each notice removes itself after its duration. */
export function createNotifier(store: ReturnType<typeof createStore>): { notify: Notify; dismiss(id: number): void } {
  let next = 1;
  const dismiss = (id: number) => store.set(noticesAtom, (list) => list.filter((n) => n.id !== id));
  const notify: Notify = (tone, text) => {
    const id = next++;
    store.set(noticesAtom, (list) => [...list, { id, tone, text }]);
    setTimeout(() => dismiss(id), NOTICE_MS[tone]);
  };
  return { notify, dismiss };
}
