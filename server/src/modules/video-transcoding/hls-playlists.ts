import type { FinishedRendition } from '../../db/schema/video-transcodes.ts';
import { PLAYLIST_NAME } from './hls-encoding.ts';

export const MASTER_NAME = 'master.m3u8';

/**
 * The master playlist of the finished renditions, smallest first. Its URIs are relative (`240p/index.m3u8`), so
 * they resolve against the signed master URL and carry its token.
 */
export function masterPlaylist(renditions: FinishedRendition[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of [...renditions].sort((a, b) => a.height - b.height)) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height},CODECS="${r.codecs}",NAME="${r.name}"`,
      `${r.name}/${PLAYLIST_NAME}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Replaces every file a playlist or thumbnail track names (each line that is not a tag or a cue timing,
 * up to any `#xywh=` fragment) with the URL `urlOf` gives for it: the stored files carry plain names, the
 * listener gets signed, short-lived URLs.
 */
export async function rewriteFileNames(text: string, urlOf: (name: string) => Promise<string>): Promise<string> {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const name = /^([a-z0-9_]+\.(?:ts|jpg))(#.*)?$/i.exec(line.trim());
    out.push(name?.[1] ? `${await urlOf(name[1])}${name[2] ?? ''}` : line);
  }
  return out.join('\n');
}
