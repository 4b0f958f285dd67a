import { useQuery } from '@tanstack/react-query';
import { theme } from 'antd';
import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../format.ts';
import { SIGNED_URL_QUERY } from '../video/signed-url-query.ts';
import { cueAt, parseThumbnailCues } from '../video/thumbnail-cues.ts';

const KEY_STEP_SECONDS = 5;
/** The preview is shown at most this wide, scaled down from the 160 × 90 tiles on a narrow screen. */
const PREVIEW_WIDTH = 160;

export interface SeekBarProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Changes with each video (and each new URL), when the bar listens to the new video element. */
  mediaKey: string;
  /** The seek-bar thumbnails' WebVTT, null while the video has none (the time alone is shown then). */
  thumbnailsUrl: string | null;
}

/** The thumbnails track's cues; the sprite is fetched at once, while the track's signed URL is fresh. */
function useThumbnailCues(url: string | null) {
  return useQuery({
    queryKey: ['seek-thumbnails', url],
    queryFn: async ({ signal }) => {
      const response = await fetch(url as string, { signal });
      if (!response.ok) throw new Error(`thumbnails ${response.status}`);
      const cues = parseThumbnailCues(await response.text(), url as string);
      for (const sprite of new Set(cues.map((cue) => cue.url))) new Image().src = sprite;
      return cues;
    },
    enabled: url !== null,
    ...SIGNED_URL_QUERY,
  });
}

/**
 * A thin seek bar under the video that shows, above the pointer, the thumbnail of that moment and its time while
 * hovering or dragging (mouse, pen and touch); letting go seeks there. The browser's own controls stay as they
 * are; this bar is a slider of its own for the keyboard (←/→ 5 s, Home, End) and screen readers.
 */
export function SeekBar({ videoRef, mediaKey, thumbnailsUrl }: SeekBarProps) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const bar = useRef<HTMLDivElement>(null);
  const [duration, setDuration] = useState(0);
  const [current, setCurrent] = useState(0);
  /** Where the pointer is over the bar (0 to 1), null when it is not. */
  const [hover, setHover] = useState<number | null>(null);
  const dragging = useRef(false);
  const cues = useThumbnailCues(thumbnailsUrl).data ?? [];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the element is new for each mediaKey
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const sync = () => {
      setDuration(Number.isFinite(video.duration) ? video.duration : 0);
      if (!dragging.current) setCurrent(video.currentTime);
    };
    sync();
    const events = ['durationchange', 'loadedmetadata', 'timeupdate', 'seeked'] as const;
    for (const name of events) video.addEventListener(name, sync);
    return () => {
      for (const name of events) video.removeEventListener(name, sync);
    };
  }, [mediaKey]);

  const fractionAt = (clientX: number) => {
    const rect = bar.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return 0;
    return Math.min(1, Math.max(0, (clientX - rect.left) / rect.width));
  };
  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video || duration === 0) return;
    video.currentTime = Math.min(duration, Math.max(0, seconds));
    setCurrent(video.currentTime);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (duration === 0) return;
    dragging.current = true;
    setHover(fractionAt(event.clientX));
    try {
      // The drag goes on when the finger or mouse leaves the thin bar.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // A pointer that is already gone cannot be captured; the drag ends at its pointerup all the same.
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (duration === 0) return;
    setHover(fractionAt(event.clientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    seekTo(fractionAt(event.clientX) * duration);
    // A touch has no hover: the preview goes with the finger.
    if (event.pointerType !== 'mouse') setHover(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -KEY_STEP_SECONDS, ArrowRight: KEY_STEP_SECONDS }[event.key];
    if (step !== undefined) seekTo(current + step);
    else if (event.key === 'Home') seekTo(0);
    else if (event.key === 'End') seekTo(duration);
    // Other keys (Space, K, F, M) go on to the player's shortcuts.
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const shown = hover === null ? current : hover * duration;
  const cue = hover === null ? null : cueAt(cues, shown);
  const width = bar.current?.clientWidth ?? 0;
  const previewWidth = Math.min(PREVIEW_WIDTH, Math.max(96, width * 0.4));
  const scale = cue ? previewWidth / cue.width : 1;
  const left = hover === null ? 0 : Math.min(Math.max(hover * width, previewWidth / 2), width - previewWidth / 2);
  const played = duration > 0 ? (current / duration) * 100 : 0;

  return (
    // A larger target for the pointer than the thin bar; the slider inside is the keyboard's.
    <div
      style={{ position: 'relative', padding: '10px 0', touchAction: 'none', cursor: 'pointer' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        dragging.current = false;
        setHover(null);
      }}
      onPointerLeave={() => {
        if (!dragging.current) setHover(null);
      }}
    >
      {hover !== null && duration > 0 && (
        <div
          aria-hidden
          data-testid="seek-preview"
          style={{
            position: 'absolute',
            bottom: 26,
            left,
            transform: 'translateX(-50%)',
            width: previewWidth,
            pointerEvents: 'none',
            zIndex: 2,
            background: '#000',
            border: '2px solid #fff',
            borderRadius: 6,
            boxShadow: '0 2px 8px rgba(0,0,0,.45)',
            overflow: 'hidden',
          }}
        >
          {cue && (
            <div style={{ width: previewWidth, height: cue.height * scale, overflow: 'hidden' }}>
              <div
                data-testid="seek-thumbnail"
                style={{
                  width: cue.width,
                  height: cue.height,
                  backgroundImage: `url("${cue.url}")`,
                  backgroundPosition: `${-cue.x}px ${-cue.y}px`,
                  backgroundRepeat: 'no-repeat',
                  transform: `scale(${scale})`,
                  transformOrigin: 'top left',
                }}
              />
            </div>
          )}
          <div
            style={{
              color: '#fff',
              fontSize: 13,
              textAlign: 'center',
              padding: '2px 0',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {formatDuration(shown)}
          </div>
        </div>
      )}
      {/* A div, not a range input: the preview follows the pointer while dragging, the same in every browser. */}
      <div
        ref={bar}
        role="slider"
        tabIndex={0}
        aria-label={t('video.seek')}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(current)}
        aria-valuetext={t('video.seekAt', {
          time: formatDuration(current),
          duration: formatDuration(duration),
        })}
        onKeyDown={onKeyDown}
        style={{
          position: 'relative',
          height: 6,
          borderRadius: 3,
          background: token.colorFillSecondary,
          outlineOffset: 4,
        }}
      >
        <div
          style={{
            position: 'absolute',
            inset: 0,
            width: `${played}%`,
            borderRadius: 3,
            background: token.colorPrimary,
          }}
        />
        {hover !== null && (
          <div
            style={{
              position: 'absolute',
              top: -2,
              bottom: -2,
              left: `${hover * 100}%`,
              width: 2,
              background: token.colorText,
            }}
          />
        )}
      </div>
    </div>
  );
}
