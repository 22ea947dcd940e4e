import { fireEvent, screen, within } from '@testing-library/react';

// Radix opens its menu on pointer down or a key, not on a click event: the keyboard path, as a user of it would.
async function openMore(more = 'More lifecycle actions'): Promise<HTMLElement> {
  const trigger = await screen.findByRole('button', { name: more });
  trigger.focus();
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.getByRole('menu');
}

/** The items of the lifecycle bar's "More" menu, read with the menu opened and closed again. */
export async function moreActionItems(): Promise<string[]> {
  const menu = await openMore();
  const items = within(menu).getAllByRole('menuitem').map((i) => i.textContent ?? '');
  fireEvent.keyDown(menu, { key: 'Escape' });
  return items;
}

/** Chooses an item of the lifecycle bar's "More" menu (Schedule…, Unpublish, Archive, Destroy). */
export async function chooseMoreAction(name: string, more?: string): Promise<void> {
  const menu = await openMore(more);
  fireEvent.keyDown(within(menu).getByRole('menuitem', { name }), { key: 'Enter' });
}
