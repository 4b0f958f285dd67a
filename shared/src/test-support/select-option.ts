import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Picks an option of the open antd Select by its text. antd renders options in a virtual list whose items
 * carry their label as `title`; clicking that item is what a user's click does (the `role="option"` elements
 * are an accessible mirror that does not take clicks).
 */
export async function pickOption(user: UserEvent, label: string) {
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (el) => el.getAttribute('title') === label,
    );
    if (!found) throw new Error(`No option "${label}"`);
    return found;
  });
  await user.click(item);
}
