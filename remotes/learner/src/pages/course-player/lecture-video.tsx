import { errorMessage, request } from '@skillhub/shared/api-client';
import { LECTURE_COMPLETE_TAIL_SECONDS } from '@skillhub/shared/constants';
import { videoPlaybackEndpoints } from '@skillhub/shared/endpoints/video-playback';
import { CaptionTrackList } from '@skillhub/shared/ui/captions-menu';
import { SeekBar } from '@skillhub/shared/ui/video-seek-bar';
import type { QualityLevel } from '@skillhub/shared/video/hls-attach';
import { CUE_CLASS, CUE_STYLE, useCaptionChoice } from '@skillhub/shared/video/use-caption-choice';
import { useHlsPlayback } from '@skillhub/shared/video/use-hls-playback';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { AUTO_QUALITY, PlayerSettings } from './player-settings.tsx';
import { useCaptionTracks } from './use-caption-tracks.ts';
import type { PlayerLecture } from './use-course-player.ts';
import { useLectureVideoUrl } from './use-lecture-video-url.ts';

/** Playback is saved after this many seconds of it, on pause and on leaving the lecture; not on every tick. */
export const SAVE_EVERY_SECONDS = 10;
/** The next lecture starts this long after one ends, unless the learner cancels. */
export const AUTOPLAY_NEXT_MS = 5000;
const SEEK_STEP_SECONDS = 5;
const VOLUME_STEP = 0.1;
/** Keys the player answers to, unless a menu or button has the focus. */
function handleShortcut(event: KeyboardEvent<HTMLElement>, video: HTMLVideoElement, frame: HTMLElement | null) {
  const target = event.target as HTMLElement;
  if (target.closest('input, textarea, select, button, [role="combobox"], [role="listbox"]')) return;
  const key = event.key.toLowerCase();
  if (key === ' ' || key === 'k') void (video.paused ? video.play().catch(() => {}) : video.pause());
  else if (key === 'arrowleft') video.currentTime = Math.max(0, video.currentTime - SEEK_STEP_SECONDS);
  else if (key === 'arrowright')
    video.currentTime = Math.min(video.duration || Infinity, video.currentTime + SEEK_STEP_SECONDS);
  else if (key === 'arrowup') video.volume = Math.min(1, video.volume + VOLUME_STEP);
  else if (key === 'arrowdown') video.volume = Math.max(0, video.volume - VOLUME_STEP);
  else if (key === 'm') video.muted = !video.muted;
  else if (key === 'f') {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame?.requestFullscreen?.();
  } else return;
  event.preventDefault();
}

export interface LectureVideoProps {
  courseId: string;
  lecture: PlayerLecture;
  /** where to start: the saved position, or the time a note jumped to */
  startAt: number;
  autoPlay: boolean;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** the whole second playback is at, for the note form */
  onTime: (seconds: number) => void;
  onSave: (positionSeconds: number) => void;
  next: PlayerLecture | undefined;
  onNext: () => void;
}

/**
 * The lecture's video: a native <video controls> (keyboard and screen-reader support come with it) on a
 * short-lived URL, resumed where the learner left off (the position is saved on the server, so on any device),
 * with its position saved now and then. Once the video has streaming versions it plays adaptively (hls.js,
 * loaded only here), with a quality menu; speeds and shortcuts work for both.
 */
export function LectureVideo({
  courseId,
  lecture,
  startAt,
  autoPlay,
  videoRef,
  onTime,
  onSave,
  next,
  onNext,
}: LectureVideoProps) {
  const ref = { courseId, sectionId: lecture.sectionId, subSectionId: lecture._id };
  const source = useLectureVideoUrl(ref, lecture.video !== null);
  const captionTracks = useCaptionTracks(ref, lecture.video !== null);
  const position = useRef(startAt);
  const lastSaved = useRef(startAt);
  const [ended, setEnded] = useState(false);
  const [countdown, setCountdown] = useState(false);
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const frame = useRef<HTMLDivElement>(null);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [playingLevel, setPlayingLevel] = useState(AUTO_QUALITY);
  const [quality, setQuality] = useState(AUTO_QUALITY);
  const [speed, setSpeed] = useState(1);
  const stream = useHlsPlayback({
    videoRef,
    playback: source.data,
    renewUrl: async () => (await request(videoPlaybackEndpoints.playback, { params: { ...ref } })).data,
    reload: () => void source.refetch(),
    startAt,
    resetKey: lecture._id,
    position: () => videoRef.current?.currentTime || position.current,
    onLevels: setLevels,
    onLevelSwitched: setPlayingLevel,
  });
  const captions = useCaptionChoice(
    videoRef,
    captionTracks.data,
    () => void captionTracks.refetch(),
    `${lecture._id} ${source.data?.url}`,
  );

  const save = (seconds: number) => {
    lastSaved.current = seconds;
    onSave(seconds);
  };

  // A fresh start for each lecture; leaving one saves where it was (the element is gone by then: use the ref).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per lecture, reading the values it started with
  useEffect(() => {
    position.current = startAt;
    lastSaved.current = startAt;
    setEnded(false);
    setCountdown(false);
    setLevels([]);
    setQuality(AUTO_QUALITY);
    return () => {
      if (Math.abs(position.current - lastSaved.current) >= 1) onSave(position.current);
    };
  }, [lecture._id]);

  useEffect(() => {
    if (!countdown) return;
    const timer = setTimeout(onNext, AUTOPLAY_NEXT_MS);
    return () => clearTimeout(timer);
  }, [countdown, onNext]);

  if (lecture.video === null) {
    return (
      <Flex align="center" justify="center" style={{ aspectRatio: '16 / 9', background: '#000', borderRadius: 8 }}>
        <Empty description={<span style={{ color: '#fff' }}>{t('player.video.none')}</span>} />
      </Flex>
    );
  }
  if (source.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('player.video.failed')}
        description={errorMessage(source.error)}
        action={<Button onClick={() => source.refetch()}>{common('actions.retry')}</Button>}
      />
    );
  }
  if (!source.data) {
    return <Skeleton.Node active style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />;
  }

  const url = source.data.url;
  const isHls = source.data.type === 'hls';
  const tracks = captionTracks.data?.tracks ?? [];
  return (
    <Flex vertical gap="small">
      <style>{CUE_STYLE}</style>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the shortcuts reach the video inside; the video itself is the focusable control */}
      <div
        ref={frame}
        onKeyDown={(event) => videoRef.current && handleShortcut(event, videoRef.current, frame.current)}
      >
        {/* biome-ignore lint/a11y/useMediaCaption: the tracks are staff's uploads; many lectures have none. */}
        <video
          key={lecture._id}
          ref={videoRef}
          className={CUE_CLASS}
          src={isHls ? undefined : url}
          controls
          aria-keyshortcuts="Space K ArrowLeft ArrowRight ArrowUp ArrowDown F M"
          autoPlay={autoPlay}
          playsInline
          preload="metadata"
          aria-label={t('player.video.label', { title: lecture.title })}
          style={{ width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: 8, display: 'block' }}
          onLoadedMetadata={(event) => {
            const video = event.currentTarget;
            video.defaultPlaybackRate = speed;
            video.playbackRate = speed;
            const at = stream.takeResumeAt();
            // Resuming in the last seconds would only show the end again: start over instead.
            const nearEnd =
              Number.isFinite(video.duration) && at !== null && at > video.duration - LECTURE_COMPLETE_TAIL_SECONDS;
            if (at && !nearEnd) video.currentTime = at;
          }}
          onTimeUpdate={(event) => {
            const video = event.currentTarget;
            position.current = video.currentTime;
            onTime(Math.floor(video.currentTime));
            if (!video.paused && Math.abs(video.currentTime - lastSaved.current) >= SAVE_EVERY_SECONDS) {
              save(video.currentTime);
            }
          }}
          onPlaying={stream.playing}
          onPlay={() => {
            setEnded(false);
            setCountdown(false);
          }}
          onPause={(event) => {
            const at = event.currentTarget.currentTime;
            position.current = at;
            if (Math.abs(at - lastSaved.current) >= 1) save(at);
          }}
          onEnded={() => {
            setEnded(true);
            setCountdown(next !== undefined);
          }}
          // An expired URL (or a dropped stream): ask once for a new one and carry on where playback was. A file
          // the browser cannot play fails again before playing: say so instead of asking in a loop.
          onError={stream.restart}
        >
          <CaptionTrackList tracks={tracks} choice={captions.choice} />
        </video>
        <SeekBar videoRef={videoRef} mediaKey={`${lecture._id} ${url}`} thumbnailsUrl={source.data.thumbnailsUrl} />
      </div>
      <PlayerSettings
        levels={levels}
        quality={quality}
        playingLevel={playingLevel}
        onQuality={(index) => {
          setQuality(index);
          stream.setLevel(index);
        }}
        captionLanguages={tracks.map((track) => track.language)}
        captions={captions.choice}
        onCaptions={captions.choose}
        speed={speed}
        onSpeed={(value) => {
          setSpeed(value);
          const video = videoRef.current;
          if (video) {
            video.defaultPlaybackRate = value;
            video.playbackRate = value;
          }
        }}
      />
      {stream.failed && (
        <Alert
          type="error"
          showIcon
          title={t('player.video.cannotPlay')}
          action={<Button onClick={stream.retry}>{common('actions.retry')}</Button>}
        />
      )}
      {ended && (
        <Alert
          type="info"
          role="status"
          title={next ? t('player.video.upNext', { title: next.title }) : t('player.video.end')}
          description={
            next && countdown ? (
              <Typography.Text type="secondary">
                {t('player.video.startingIn', { seconds: AUTOPLAY_NEXT_MS / 1000 })}
              </Typography.Text>
            ) : undefined
          }
          action={
            next ? (
              <Flex gap="small" wrap>
                <Button type="primary" onClick={onNext}>
                  {t('player.video.next')}
                </Button>
                {countdown && <Button onClick={() => setCountdown(false)}>{common('actions.cancel')}</Button>}
              </Flex>
            ) : undefined
          }
        />
      )}
    </Flex>
  );
}
