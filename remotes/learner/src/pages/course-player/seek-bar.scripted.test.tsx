import { withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import '../../i18n/index.ts';
import { SeekBar } from '@skillhub/shared/ui/video-seek-bar';

/**
 * The seek bar's preview over a video. The thumbnails track is the server's format (tested there); it is
 * scripted here so the tiles are known. The page has no layout, so the bar is given its width.
 */

const server = withScriptedServer();
const THUMBS = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:03:20.000',
  'thumbnails.jpg#xywh=0,0,160,90',
  '',
  '00:03:20.000 --> 00:06:40.000',
  'thumbnails.jpg#xywh=160,0,160,90',
  '',
  '00:06:40.000 --> 00:10:00.000',
  'thumbnails.jpg#xywh=320,0,160,90',
  '',
].join('\n');
const BAR_WIDTH = 400;

function Player({ thumbnailsUrl }: { thumbnailsUrl: string | null }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: a bare element for the bar to drive */}
      <video ref={videoRef} aria-label="Lecture" />
      <SeekBar videoRef={videoRef} mediaKey="lecture" thumbnailsUrl={thumbnailsUrl} />
    </>
  );
}

async function renderBar(thumbnailsUrl: string | null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Player thumbnailsUrl={thumbnailsUrl} />
    </QueryClientProvider>,
  );
  const video = screen.getByLabelText('Lecture') as HTMLVideoElement;
  Object.defineProperty(video, 'duration', { configurable: true, value: 600 });
  fireEvent(video, new Event('durationchange'));
  const slider = screen.getByRole('slider', { name: 'Seek' });
  slider.getBoundingClientRect = () => ({ left: 0, width: BAR_WIDTH, top: 0, height: 6 }) as DOMRect;
  Object.defineProperty(slider, 'clientWidth', { configurable: true, value: BAR_WIDTH });
  await waitFor(() => expect(slider.getAttribute('aria-valuetext')).toBe('0:00 of 10:00'));
  return { video, slider, area: slider.parentElement as HTMLElement };
}

describe('Seek bar', () => {
  it('shows the thumbnail and time under the pointer, and seeks where a drag lets go', async () => {
    server.on('GET /media/hls/:token/thumbnails.vtt', () => ({ raw: THUMBS, headers: { 'content-type': 'text/vtt' } }));
    const url = `${server.apiBase}/media/hls/token-1/thumbnails.vtt`;
    const { video, area } = await renderBar(url);
    await waitFor(() => expect(server.callsTo('GET /media/hls/:token/thumbnails.vtt')).toHaveLength(1));

    // Halfway along: 5:00, the second tile; the sprite is named relative to the signed track.
    fireEvent.pointerMove(area, { clientX: 200, pointerType: 'mouse' });
    const preview = await screen.findByTestId('seek-preview');
    expect(preview.textContent).toBe('5:00');
    const thumbnail = await screen.findByTestId('seek-thumbnail');
    expect(thumbnail.style.backgroundImage).toContain(`${server.apiBase}/media/hls/token-1/thumbnails.jpg`);
    expect(thumbnail.style.backgroundPosition).toBe('-160px 0px');
    expect(video.currentTime).toBe(0);

    // A touch drag: the preview follows the finger, letting go seeks there and hides it.
    fireEvent.pointerDown(area, { clientX: 40, pointerType: 'touch', pointerId: 2 });
    expect(screen.getByTestId('seek-preview').textContent).toBe('1:00');
    fireEvent.pointerMove(area, { clientX: 380, pointerType: 'touch', pointerId: 2 });
    expect(screen.getByTestId('seek-preview').textContent).toBe('9:30');
    expect(screen.getByTestId('seek-thumbnail').style.backgroundPosition).toBe('-320px 0px');
    fireEvent.pointerUp(area, { clientX: 380, pointerType: 'touch', pointerId: 2 });
    expect(video.currentTime).toBe(570);
    expect(screen.queryByTestId('seek-preview')).toBeNull();

    fireEvent.pointerMove(area, { clientX: 100, pointerType: 'mouse' });
    await screen.findByTestId('seek-preview');
    fireEvent.pointerLeave(area, { pointerType: 'mouse' });
    expect(screen.queryByTestId('seek-preview')).toBeNull();
  });

  it('shows the time alone without thumbnails, and seeks from the keyboard', async () => {
    const { video, slider, area } = await renderBar(null);
    fireEvent.pointerMove(area, { clientX: 100, pointerType: 'mouse' });
    expect((await screen.findByTestId('seek-preview')).textContent).toBe('2:30');
    expect(screen.queryByTestId('seek-thumbnail')).toBeNull();
    fireEvent.pointerLeave(area, { pointerType: 'mouse' });

    const user = userEvent.setup();
    await act(async () => slider.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(video.currentTime).toBe(10);
    await user.keyboard('{ArrowLeft}');
    expect(video.currentTime).toBe(5);
    await user.keyboard('{End}');
    expect(video.currentTime).toBe(600);
    expect(slider.getAttribute('aria-valuetext')).toBe('10:00 of 10:00');
    await user.keyboard('{Home}');
    expect(video.currentTime).toBe(0);
  });
});
