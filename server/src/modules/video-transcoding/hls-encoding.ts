import { join } from 'node:path';
import type { ProbedVideo } from './ffmpeg.ts';
import type { RenditionSpec } from './rendition-ladder.ts';

/** Segment length: short enough to switch quality quickly, long enough that requests stay few. */
export const SEGMENT_SECONDS = 4;
/** Seek-bar thumbnails: 160x90 tiles, ten a row, at most this many along a video. */
export const THUMB_WIDTH = 160;
export const THUMB_HEIGHT = 90;
const THUMBS_PER_ROW = 10;
const MAX_THUMBS = 100;
export const PLAYLIST_NAME = 'index.m3u8';
export const SPRITE_NAME = 'thumbnails.jpg';
export const THUMBNAILS_VTT_NAME = 'thumbnails.vtt';

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
  vtt: 'text/vtt',
};
/** The type a stored HLS file is served with, by its extension. */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/**
 * ffmpeg arguments for one rendition written as HLS into `dir`: H.264 Main and AAC stereo, a key frame every
 * segment (so every segment starts cleanly and all renditions cut at the same times, which switching needs),
 * capped bit rate so the playlist's BANDWIDTH holds.
 */
export function renditionArgs(source: string, video: ProbedVideo, spec: RenditionSpec, dir: string): string[] {
  const audio = video.hasAudio
    ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', String(spec.audioBitsPerSecond), '-ac', '2', '-ar', '48000']
    : [];
  return [
    '-y',
    '-i',
    source,
    '-map',
    '0:v:0',
    ...audio,
    '-vf',
    `scale=${spec.width}:${spec.height}`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    String(spec.videoBitsPerSecond),
    '-maxrate',
    String(Math.round(spec.videoBitsPerSecond * 1.07)),
    '-bufsize',
    String(Math.round(spec.videoBitsPerSecond * 1.5)),
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    '-sc_threshold',
    '0',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    join(dir, 'seg_%04d.ts'),
    join(dir, PLAYLIST_NAME),
  ];
}

/** One thumbnail every `interval` seconds, enough of them to cover the video and no more than MAX_THUMBS. */
export function thumbnailPlan(durationSeconds: number): { interval: number; count: number; rows: number } {
  const interval = Math.max(2, Math.ceil(durationSeconds / MAX_THUMBS));
  const count = Math.max(1, Math.ceil(durationSeconds / interval));
  return { interval, count, rows: Math.ceil(count / THUMBS_PER_ROW) };
}

/** ffmpeg arguments for the sprite: the thumbnails tiled into one JPEG (one request for the whole seek bar). */
export function spriteArgs(source: string, durationSeconds: number, out: string): string[] {
  const { interval, rows } = thumbnailPlan(durationSeconds);
  const fit = `scale=${THUMB_WIDTH}:${THUMB_HEIGHT}:force_original_aspect_ratio=decrease,pad=${THUMB_WIDTH}:${THUMB_HEIGHT}:(ow-iw)/2:(oh-ih)/2`;
  return [
    '-y',
    '-i',
    source,
    '-an',
    '-vf',
    `fps=1/${interval},${fit},tile=${THUMBS_PER_ROW}x${rows}`,
    '-frames:v',
    '1',
    '-q:v',
    '5',
    out,
  ];
}

const timestamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
};

/** The WebVTT that maps each stretch of the video to its tile of the sprite (`sprite#xywh=…`). */
export function thumbnailsVtt(durationSeconds: number, spriteName: string): string {
  const { interval, count } = thumbnailPlan(durationSeconds);
  const cues = ['WEBVTT', ''];
  for (let i = 0; i < count; i++) {
    const start = i * interval;
    const end = Math.min((i + 1) * interval, durationSeconds);
    const x = (i % THUMBS_PER_ROW) * THUMB_WIDTH;
    const y = Math.floor(i / THUMBS_PER_ROW) * THUMB_HEIGHT;
    cues.push(
      `${timestamp(start)} --> ${timestamp(end)}`,
      `${spriteName}#xywh=${x},${y},${THUMB_WIDTH},${THUMB_HEIGHT}`,
      '',
    );
  }
  return cues.join('\n');
}
