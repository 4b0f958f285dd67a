import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Test support: picks an option of an open antd Select by its label. antd's role="option" elements form a
 * hidden list for screen readers that ignores clicks; people click the visible item, which carries the
 * label as its title.
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
