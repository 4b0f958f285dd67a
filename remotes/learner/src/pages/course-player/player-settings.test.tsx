import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { AUTO_QUALITY, PlayerSettings } from './player-settings.tsx';

const levels = [
  { index: 0, height: 240, bitrate: 464_000 },
  { index: 1, height: 360, bitrate: 896_000 },
  { index: 2, height: 720, bitrate: 2_928_000 },
];

function renderSettings(overrides: Partial<Parameters<typeof PlayerSettings>[0]> = {}) {
  const onQuality = vi.fn();
  const onSpeed = vi.fn();
  render(
    <PlayerSettings
      levels={levels}
      quality={AUTO_QUALITY}
      playingLevel={1}
      onQuality={onQuality}
      speed={1}
      onSpeed={onSpeed}
      {...overrides}
    />,
  );
  return { onQuality, onSpeed, user: userEvent.setup() };
}

/** The options of the opened menu, in the order shown. */
async function openOptions(user: ReturnType<typeof userEvent.setup>, name: string): Promise<string[]> {
  await user.click(screen.getByRole('combobox', { name }));
  await screen.findByRole('listbox');
  return [
    ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
  ].map((option) => option.getAttribute('title') ?? '');
}

describe('Player settings', () => {
  it('offers Auto (with the quality playing now) and each rendition, highest first', async () => {
    const { onQuality, user } = renderSettings();
    expect(screen.getByTitle('Auto (360p)')).toBeTruthy();
    expect(await openOptions(user, 'Quality')).toEqual(['Auto (360p)', '720p', '360p', '240p']);
    await user.click(screen.getByTitle('720p'));
    expect(onQuality).toHaveBeenCalledWith(2);
  });

  it('changes the speed between 0.5× and 2×, and has no quality menu for a single file', async () => {
    const { onSpeed, user } = renderSettings({ levels: [] });
    expect(screen.queryByRole('combobox', { name: 'Quality' })).toBeNull();
    expect(await openOptions(user, 'Playback speed')).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×', '1.75×', '2×']);
    await user.click(screen.getByTitle('1.5×'));
    expect(onSpeed).toHaveBeenCalledWith(1.5);
    screen.getByText(/Space or K play\/pause/);
  });
});
