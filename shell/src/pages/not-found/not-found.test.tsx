import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, withTestApi } from '../../test/shell-test-kit.tsx';
import { NOT_FOUND_TITLE } from './index.tsx';

const _api = withTestApi();

describe('404 page', () => {
  it('says the page does not exist or was moved, inside the public layout, with an entrance animation', async () => {
    renderApp('/this-page-is-gone');
    const heading = await screen.findByRole('heading', { name: NOT_FOUND_TITLE, level: 1 });
    expect(screen.getByText(/does not exist or has been moved/)).toBeTruthy();
    expect(heading.closest('.sh-enter')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('Back to Home goes to /', async () => {
    const { router } = renderApp('/this-page-is-gone');
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
