import { LazyPage, lazyPage } from '@skillhub/shared/ui/lazy-page';
import { isChunkLoadError } from '@skillhub/shared/ui/page-error-boundary';
import { CRASH_ADVICE, CRASH_TITLE } from '@skillhub/shared/ui/remote-lifecycles';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, resetPage } from '../test/shell-test-kit.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function Crashing(): never {
  throw new Error('Cannot read properties of undefined');
}

function renderInBoundary(node: React.ReactNode) {
  return renderWithProviders(
    <MemoryRouter>
      <RouteErrorBoundary>{node}</RouteErrorBoundary>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetPage();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  resetPage();
});

describe('RouteErrorBoundary', () => {
  it('shows the crash page with connection advice, and Refresh reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    renderInBoundary(<Crashing />);
    expect(await screen.findByText(CRASH_TITLE)).toBeTruthy();
    expect(screen.getByText(CRASH_ADVICE)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('gives a page chunk that cannot be downloaded three tries, then advises Refresh, which reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const load = vi.fn(async () => {
      throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    });
    const page = lazyPage(load, [1, 2]);
    renderInBoundary(
      <React.Suspense fallback={<p>Loading…</p>}>
        <LazyPage source={page} />
      </React.Suspense>,
    );
    expect(await screen.findByText(CRASH_TITLE)).toBeTruthy();
    expect(screen.getByText(/could not be downloaded: it may have been updated/)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('tells chunk failures from other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /static/js/async/1.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
