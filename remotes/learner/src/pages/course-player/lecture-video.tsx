import { errorMessage } from '@skillhub/shared/api-client';
import { LECTURE_COMPLETE_TAIL_SECONDS } from '@skillhub/shared/constants';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import type { PlayerLecture } from './use-course-player.ts';
import { useLectureVideoUrl } from './use-lecture-video-url.ts';

/** Playback is saved after this many seconds of it, on pause and on leaving the lecture; not on every tick. */
export const SAVE_EVERY_SECONDS = 10;
/** The next lecture starts this long after one ends, unless the learner cancels. */
export const AUTOPLAY_NEXT_MS = 5000;

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
 * short-lived URL, resumed where the learner left off, with its position saved now and then.
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
  const source = useLectureVideoUrl(
    { courseId, sectionId: lecture.sectionId, subSectionId: lecture._id },
    lecture.video !== null,
  );
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
  return (
    <Flex vertical gap="small">
      {/* biome-ignore lint/a11y/useMediaCaption: lecture videos are uploaded without caption tracks. */}
      <video
        key={lecture._id}
        ref={videoRef}
        src={url}
        controls
        autoPlay={autoPlay}
        playsInline
        preload="metadata"
        aria-label={t('player.video.label', { title: lecture.title })}
        style={{ width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: 8, display: 'block' }}
        onLoadedMetadata={(event) => {
          const video = event.currentTarget;
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
          if (retried.current) return setFailed(true);
          retried.current = true;
          resumeAt.current = event.currentTarget.currentTime || position.current;
          void source.refetch();
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
