import { type RefObject, useEffect, useState } from 'react';
import { CAPTION_LANGUAGES, type CaptionLanguage, type CaptionTracks } from '../schemas/lecture-captions.ts';

/** The viewer's caption choice, kept in this browser: Off or a language, used for every video that has it. */
const CAPTIONS_KEY = 'skillhub.player.captions';
export const CAPTIONS_OFF = 'off';
export type CaptionChoice = CaptionLanguage | typeof CAPTIONS_OFF;
/** A caption URL this close to its end is renewed before its track is first shown. */
const CAPTION_URL_MARGIN_MS = 10_000;

/** The class of a <video> whose captions take CUE_STYLE. */
export const CUE_CLASS = 'sh-lecture-video';
/**
 * Cues readable on a 390 px phone (the browser's default scales with the video's height, about 10 px there)
 * and on a dark box; the browser keeps them above its controls while those show.
 */
export const CUE_STYLE = `
.${CUE_CLASS}::cue { font-size: 16px; line-height: 1.35; color: #fff; background: rgba(0, 0, 0, 0.78); }
@media (min-width: 768px) { .${CUE_CLASS}::cue { font-size: 22px; } }
`;

export function savedCaptionChoice(): CaptionChoice {
  const saved = globalThis.localStorage?.getItem(CAPTIONS_KEY);
  return CAPTION_LANGUAGES.find((language) => language === saved) ?? CAPTIONS_OFF;
}

/** Shows the chosen language's caption track and hides the others (natively played HLS adds its own, too). */
function applyCaptionChoice(video: HTMLVideoElement, choice: CaptionChoice) {
  for (const track of Array.from(video.textTracks ?? [])) {
    if (track.kind !== 'captions' && track.kind !== 'subtitles') continue;
    track.mode = track.language === choice ? 'showing' : 'disabled';
  }
}

/**
 * The caption choice of a player (the learner's, the free preview's): applied to each new video element and
 * track list (`mediaKey` names the video and its URL) and to tracks the browser adds later, and kept for the
 * next video. A track is fetched when first shown, so choosing one whose signed URL has lapsed asks for new URLs
 * (`refresh`) first, and the new src loads it.
 */
export function useCaptionChoice(
  videoRef: RefObject<HTMLVideoElement | null>,
  tracks: CaptionTracks | undefined,
  refresh: () => void,
  mediaKey: string,
) {
  const [choice, setChoice] = useState<CaptionChoice>(savedCaptionChoice);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-applied per video, URL and track list
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const apply = () => applyCaptionChoice(video, choice);
    apply();
    video.textTracks?.addEventListener?.('addtrack', apply);
    return () => video.textTracks?.removeEventListener?.('addtrack', apply);
  }, [choice, tracks, mediaKey]);

  return {
    choice,
    choose: (next: CaptionChoice) => {
      setChoice(next);
      globalThis.localStorage?.setItem(CAPTIONS_KEY, next);
      const expiresAt = tracks ? new Date(tracks.expiresAt).getTime() : 0;
      if (next !== CAPTIONS_OFF && Date.now() > expiresAt - CAPTION_URL_MARGIN_MS) refresh();
    },
  };
}
