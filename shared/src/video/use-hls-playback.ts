import { type RefObject, useEffect, useRef, useState } from 'react';
import type { LecturePlayback } from '../schemas/video-playback.ts';
import { attachHls, type HlsController, type QualityLevel } from './hls-attach.ts';

/** A streaming URL is renewed when this share of its life has passed, well before segments would be refused. */
const RENEW_AT = 0.7;
/** The soonest a renewal is asked for, whatever the URL's life: a clock out of step asks no faster. */
const MIN_RENEW_MS = 5000;

export interface HlsPlaybackOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The query's URL: an HLS master playlist (attached here) or a file (the element's src, set by the caller). */
  playback: LecturePlayback | undefined;
  /** Asks for a new URL of the same video beside the query: the renewal swaps its token into the playing stream. */
  renewUrl: () => Promise<LecturePlayback>;
  /** Asks the query again after a failure; its new URL attaches the stream afresh where playback was. */
  reload: () => void;
  /** Where the first attach starts (seconds; 0 from the start). */
  startAt: number;
  /** Another video (a lecture's id): playback starts afresh, the stream of the last one is dropped. */
  resetKey: string;
  /** Where playback is now, for a restart; the element's time unless the caller keeps a better one. */
  position?: () => number;
  onLevels?: (levels: QualityLevel[]) => void;
  onLevelSwitched?: (index: number) => void;
}

/**
 * The HLS side of a lecture player, the learner's and the course page's free preview alike: attaches the stream
 * (hls.js, loaded only when a video plays) once per URL, renews its short-lived token before it lapses without
 * reloading the video, and on a failure asks once for a new URL and goes on where it was; a second failure
 * before playback runs again is not the URL's age, and shows as `failed` until `retry`.
 */
export function useHlsPlayback(options: HlsPlaybackOptions) {
  const { videoRef, playback, resetKey } = options;
  const latest = useRef(options);
  latest.current = options;
  const hls = useRef<HlsController | null>(null);
  /** A new URL was asked for since playback last ran. */
  const retried = useRef(false);
  const resumeAt = useRef<number | null>(options.startAt);
  const [failed, setFailed] = useState(false);
  /** The expiry of the token last swapped into the playing stream. */
  const [renewedUntil, setRenewedUntil] = useState<string | null>(null);

  const restart = () => {
    if (retried.current) return setFailed(true);
    const { position, videoRef: ref, reload } = latest.current;
    retried.current = true;
    resumeAt.current = position ? position() : (ref.current?.currentTime ?? 0);
    hls.current?.destroy();
    hls.current = null;
    setRenewedUntil(null);
    reload();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per video, reading the start it was given
  useEffect(() => {
    retried.current = false;
    resumeAt.current = latest.current.startAt;
    setFailed(false);
    setRenewedUntil(null);
    return () => {
      hls.current?.destroy();
      hls.current = null;
    };
  }, [resetKey]);

  // An HLS URL: attach the stream once; a renewed URL only hands its token to the stream already playing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per URL; the callbacks read refs
  useEffect(() => {
    const video = videoRef.current;
    if (playback?.type !== 'hls' || !video) return;
    if (hls.current) return hls.current.renew(playback.url);
    let cancelled = false;
    // Played natively (null), the stream cannot take a new token: a lapsed URL shows as an error and reloads.
    void attachHls(video, playback.url, resumeAt.current ?? -1, {
      onLevels: (levels) => latest.current.onLevels?.(levels),
      onLevelSwitched: (index) => latest.current.onLevelSwitched?.(index),
      onFatal: restart,
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
        void latest.current
          .renewUrl()
          .then((data) => {
            if (data.type !== 'hls') return;
            hls.current?.renew(data.url);
            setRenewedUntil(data.expiresAt);
          })
          .catch(() => {});
      },
      Math.max(MIN_RENEW_MS, life * RENEW_AT),
    );
    return () => clearTimeout(timer);
  }, [playback?.url, renewedUntil]);

  return {
    failed,
    /** The element's onError: an expired URL (or a dropped stream). */
    restart,
    /** The element's onPlaying: playback runs, so a later failure may be the URL's age again. */
    playing: () => {
      retried.current = false;
      setFailed(false);
    },
    /** The position to resume at once the metadata is loaded, given once (null: none). */
    takeResumeAt: (): number | null => {
      const at = resumeAt.current;
      resumeAt.current = null;
      return at;
    },
    /** The Retry button after `failed`. */
    retry: () => {
      retried.current = false;
      setFailed(false);
      latest.current.reload();
    },
    /** -1 for Auto, else a level's index; nothing when the stream plays natively or as a file. */
    setLevel: (index: number) => hls.current?.setLevel(index),
  };
}
