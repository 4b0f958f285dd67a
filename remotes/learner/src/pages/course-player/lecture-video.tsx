import { errorMessage, request } from '@skillhub/shared/api-client';
import { LECTURE_COMPLETE_TAIL_SECONDS } from '@skillhub/shared/constants';
import { videoPlaybackEndpoints } from '@skillhub/shared/endpoints/video-playback';
import { attachHls, type HlsController, type QualityLevel } from '@skillhub/shared/video/hls-attach';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { AUTO_QUALITY, PlayerSettings } from './player-settings.tsx';
import { SeekBar } from './seek-bar.tsx';
import { type CaptionChoice, saveCaptionChoice, savedCaptionChoice, useCaptionTracks } from './use-caption-tracks.ts';
import type { PlayerLecture } from './use-course-player.ts';
import { useLectureVideoUrl } from './use-lecture-video-url.ts';

/** Playback is saved after this many seconds of it, on pause and on leaving the lecture; not on every tick. */
export const SAVE_EVERY_SECONDS = 10;
/** The next lecture starts this long after one ends, unless the learner cancels. */
export const AUTOPLAY_NEXT_MS = 5000;
/** A streaming URL is renewed when this share of its life has passed, well before segments would be refused. */
const RENEW_AT = 0.7;
const SEEK_STEP_SECONDS = 5;
const VOLUME_STEP = 0.1;
/** A caption URL this close to its end is renewed before its track is first shown. */
const CAPTION_URL_MARGIN_MS = 10_000;

/**
 * Cues readable on a 390 px phone (the browser's default scales with the video's height, about 10 px there)
 * and on a dark box; the browser keeps them above its controls while those show.
 */
const CUE_STYLE = `
.sh-lecture-video::cue { font-size: 16px; line-height: 1.35; color: #fff; background: rgba(0, 0, 0, 0.78); }
@media (min-width: 768px) { .sh-lecture-video::cue { font-size: 22px; } }
`;

/** Shows the chosen language's caption track and hides the others (natively played HLS adds its own, too). */
function applyCaptionChoice(video: HTMLVideoElement, choice: CaptionChoice) {
  for (const track of Array.from(video.textTracks ?? [])) {
    if (track.kind !== 'captions' && track.kind !== 'subtitles') continue;
    track.mode = track.language === choice ? 'showing' : 'disabled';
  }
}

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
  const [captionChoice, setCaptionChoice] = useState<CaptionChoice>(savedCaptionChoice);
  const position = useRef(startAt);
  const lastSaved = useRef(startAt);
  const resumeAt = useRef<number | null>(startAt);
  /** A new URL was asked for since playback last ran: a second failure is not the URL's age. */
  const retried = useRef(false);
  const [ended, setEnded] = useState(false);
  const [countdown, setCountdown] = useState(false);
  const [failed, setFailed] = useState(false);
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const frame = useRef<HTMLDivElement>(null);
  const hls = useRef<HlsController | null>(null);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [playingLevel, setPlayingLevel] = useState(AUTO_QUALITY);
  const [quality, setQuality] = useState(AUTO_QUALITY);
  const [speed, setSpeed] = useState(1);
  /** The expiry of the token last swapped into the playing stream. */
  const [renewedUntil, setRenewedUntil] = useState<string | null>(null);
  const playback = source.data;

  /** Playback failed: ask once for a new URL and carry on where it was; a second failure is not the URL's age. */
  const restart = (at: number) => {
    if (retried.current) return setFailed(true);
    retried.current = true;
    resumeAt.current = at || position.current;
    hls.current?.destroy();
    hls.current = null;
    setRenewedUntil(null);
    void source.refetch();
  };

  const save = (seconds: number) => {
    lastSaved.current = seconds;
    onSave(seconds);
  };

  // A fresh start for each lecture; leaving one saves where it was (the element is gone by then: use the ref).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per lecture, reading the values it started with
  useEffect(() => {
    position.current = startAt;
    lastSaved.current = startAt;
    resumeAt.current = startAt;
    retried.current = false;
    setEnded(false);
    setCountdown(false);
    setFailed(false);
    setLevels([]);
    setQuality(AUTO_QUALITY);
    setRenewedUntil(null);
    return () => {
      if (Math.abs(position.current - lastSaved.current) >= 1) onSave(position.current);
      hls.current?.destroy();
      hls.current = null;
    };
  }, [lecture._id]);

  // An HLS URL: attach the stream once; a renewed URL only hands its token to the stream already playing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per URL; the callbacks read refs
  useEffect(() => {
    const video = videoRef.current;
    if (playback?.type !== 'hls' || !video) return;
    if (hls.current) return hls.current.renew(playback.url);
    let cancelled = false;
    // Played natively (null), the stream cannot take a new token: a lapsed URL shows as an error and reloads.
    void attachHls(video, playback.url, resumeAt.current ?? -1, {
      onLevels: setLevels,
      onLevelSwitched: setPlayingLevel,
      onFatal: () => restart(video.currentTime),
    }).then((controller) => {
      if (cancelled) return controller?.destroy();
      hls.current = controller;
    });
    return () => {
      cancelled = true;
    };
  }, [playback?.url]);

  // hls.js asks with the current token each time: a fresh one well before it lapses means no request is refused.
  // It is fetched beside the query, so a renewal that fails leaves the playing video alone (its next request
  // fails later, and playback restarts through onFatal).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per URL and per renewal
  useEffect(() => {
    if (playback?.type !== 'hls') return;
    const life = new Date(renewedUntil ?? playback.expiresAt).getTime() - Date.now();
    const timer = setTimeout(
      () => {
        if (!hls.current) return;
        void request(videoPlaybackEndpoints.playback, { params: { ...ref } })
          .then(({ data }) => {
            if (data.type !== 'hls') return;
            hls.current?.renew(data.url);
            setRenewedUntil(data.expiresAt);
          })
          .catch(() => {});
      },
      Math.max(5000, life * RENEW_AT),
    );
    return () => clearTimeout(timer);
  }, [playback?.url, renewedUntil]);

  // The choice applies to each new video element and track list, and to tracks the browser adds later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-applied per lecture, URL and track list
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const apply = () => applyCaptionChoice(video, captionChoice);
    apply();
    video.textTracks?.addEventListener?.('addtrack', apply);
    return () => video.textTracks?.removeEventListener?.('addtrack', apply);
  }, [captionChoice, captionTracks.data, source.data?.url, lecture._id]);

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
          className="sh-lecture-video"
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
            const at = resumeAt.current;
            resumeAt.current = null;
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
          onPlaying={() => {
            retried.current = false;
          }}
          onPlay={() => {
            setEnded(false);
            setCountdown(false);
            setFailed(false);
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
          onError={(event) => {
            // An expired URL (or a dropped stream): ask once for a new one and carry on where playback was. A
            // file the browser cannot play fails again before playing: say so instead of asking in a loop.
            restart(event.currentTarget.currentTime);
          }}
        >
          {tracks.map((track) => (
            <track
              key={track.language}
              kind="captions"
              srcLang={track.language}
              label={t(`player.video.captionLanguages.${track.language}`)}
              src={track.url}
              default={track.language === captionChoice}
            />
          ))}
        </video>
        <SeekBar videoRef={videoRef} mediaKey={`${lecture._id} ${url}`} thumbnailsUrl={source.data.thumbnailsUrl} />
      </div>
      <PlayerSettings
        levels={levels}
        quality={quality}
        playingLevel={playingLevel}
        onQuality={(index) => {
          setQuality(index);
          hls.current?.setLevel(index);
        }}
        captionLanguages={tracks.map((track) => track.language)}
        captions={captionChoice}
        onCaptions={(choice) => {
          setCaptionChoice(choice);
          saveCaptionChoice(choice);
          const expiresAt = captionTracks.data ? new Date(captionTracks.data.expiresAt).getTime() : 0;
          // A track is fetched when first shown: a lapsed URL is renewed first, and the new src loads it.
          if (choice !== 'off' && Date.now() > expiresAt - CAPTION_URL_MARGIN_MS) void captionTracks.refetch();
        }}
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
      {failed && (
        <Alert
          type="error"
          showIcon
          title={t('player.video.cannotPlay')}
          action={
            <Button
              onClick={() => {
                retried.current = false;
                setFailed(false);
                void source.refetch();
              }}
            >
              {common('actions.retry')}
            </Button>
          }
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
