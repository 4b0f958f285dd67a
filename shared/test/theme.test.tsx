import { screen } from '@testing-library/react';
import { Grid } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { themeConfig } from '../src/theme.ts';
import { renderInRoot, setViewportWidth } from './render.tsx';

function Screens() {
  const screens = Grid.useBreakpoint();
  const active = Object.entries(screens)
    .filter(([, on]) => on)
    .map(([name]) => name);
  return <p data-testid="screens">{active.join(',')}</p>;
}

afterEach(() => setViewportWidth(1024));

describe('themeConfig', () => {
  it.each([
    [390, 'xs'],
    [700, 'sm'],
    [1000, 'sm,md'],
    [1300, 'sm,md,lg'],
    [1550, 'sm,md,lg,xl'],
  ])('puts a %ipx window in the spec breakpoints (%s) in both palettes', (width, expected) => {
    setViewportWidth(width);
    for (const mode of ['light', 'dark'] as const) {
      const { unmount } = renderInRoot(<Screens />, mode);
      expect(screen.getByTestId('screens').textContent).toBe(expected);
      unmount();
    }
  });

  it('switches the algorithm with the mode', () => {
    expect(themeConfig('dark').algorithm).not.toBe(themeConfig('light').algorithm);
  });
});
