import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Notify, useNotify } from '../src/ui/notify.tsx';
import { renderInRoot } from './render.tsx';

let notify: Notify;

function Probe() {
  notify = useNotify();
  return null;
}

/** On screen and not on its way out (happy-dom runs no CSS animations, so a leaving toast stays in the DOM). */
const showing = (text: string) => {
  const notice = screen.queryByText(text)?.closest('.ant-message-notice');
  return Boolean(notice) && !notice?.className.includes('-leave');
};

function LogoutButton() {
  const { success } = useNotify();
  return (
    <button type="button" onClick={() => success('Logged out successfully')}>
      Logout
    </button>
  );
}

const toast = (text: string) => screen.getByText(text).closest<HTMLElement>('.ant-message-notice')!;

afterEach(() => {
  vi.useRealTimers();
});

describe('useNotify', () => {
  it('shows each kind, at most 350px wide', async () => {
    renderInRoot(<Probe />);
    act(() => {
      notify.success('Category added successfully');
      notify.error('Something went wrong. Please try again!');
      notify.blank('Plain news');
      notify.custom(<strong>Custom news</strong>);
    });
    await screen.findByText('Category added successfully');
    expect(toast('Category added successfully').querySelector('.anticon-check-circle')).not.toBeNull();
    expect(toast('Something went wrong. Please try again!').querySelector('.anticon-close-circle')).not.toBeNull();
    expect(toast('Plain news').querySelector('.anticon')).toBeNull();
    expect(screen.getByText('Custom news').tagName).toBe('STRONG');
    expect(toast('Plain news').style.maxWidth).toBe('350px');
  });

  it('keeps a loading toast until it is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderInRoot(<Probe />);
    let close = () => {};
    act(() => {
      close = notify.loading('Uploading…');
      notify.success('Saved');
    });
    await screen.findByText('Uploading…');
    // Past the success duration (2 s) and the default (4 s), only the loading toast is still up.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(showing('Saved')).toBe(false);
    expect(showing('Uploading…')).toBe(true);

    act(() => close());
    expect(showing('Uploading…')).toBe(false);
  });
});

describe('useNotify in an event handler', () => {
  it('shows the toast', async () => {
    renderInRoot(<LogoutButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
  });
});
