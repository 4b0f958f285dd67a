import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from './back-to-top.tsx';

/** The page scrolled to `y`, as the browser tells it. */
function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

describe('the back-to-top button', () => {
  afterEach(() => {
    window.scrollY = 0;
    vi.restoreAllMocks();
  });

  it('shows once the page is scrolled past 100px, goes at the top, and takes the reader back up', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<BackToTop label="Scroll to top" />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    scrollTo(100);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    scrollTo(101);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  });

  it('shows on a page already scrolled down when it is drawn (scrolled before the app came, restored on a reload)', async () => {
    window.scrollY = 800;
    render(<BackToTop label="Scroll to top" />);
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeTruthy();
  });

  it('jumps without the glide for a reader who asks for less motion', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
    );
    render(<BackToTop label="Scroll to top" />);
    scrollTo(600);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
