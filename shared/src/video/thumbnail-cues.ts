/** One seek-bar thumbnail: the stretch of the video it stands for and its tile in the sprite. */
export interface ThumbnailCue {
  start: number;
  end: number;
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const TIMING = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})\s+-->\s+(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})/;
const TILE = /^(.+)#xywh=(\d+),(\d+),(\d+),(\d+)$/;

const seconds = (h: string | undefined, m: string, s: string, ms: string) =>
  Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

/**
 * The cues of a thumbnails WebVTT (`start --> end`, then `sprite.jpg#xywh=x,y,w,h`), their images resolved
 * against the track's own URL, so a sprite named relatively carries the track's signed path.
 */
export function parseThumbnailCues(text: string, trackUrl: string): ThumbnailCue[] {
  const cues: ThumbnailCue[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length - 1; i++) {
    const timing = TIMING.exec(lines[i]?.trim() ?? '');
    const tile = timing && TILE.exec(lines[i + 1]?.trim() ?? '');
    if (!timing || !tile) continue;
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = timing as unknown as string[];
    cues.push({
      start: seconds(h1, m1 as string, s1 as string, ms1 as string),
      end: seconds(h2, m2 as string, s2 as string, ms2 as string),
      url: new URL(tile[1] as string, trackUrl).toString(),
      x: Number(tile[2]),
      y: Number(tile[3]),
      width: Number(tile[4]),
      height: Number(tile[5]),
    });
  }
  return cues;
}

/** The cue whose stretch holds `time`; the last one past the end. */
export function cueAt(cues: ThumbnailCue[], time: number): ThumbnailCue | null {
  if (cues.length === 0) return null;
  return cues.find((cue) => time >= cue.start && time < cue.end) ?? (cues[cues.length - 1] as ThumbnailCue);
}
