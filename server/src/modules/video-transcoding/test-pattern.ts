import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg } from './ffmpeg.ts';

/**
 * An H.264 + AAC MP4 of ffmpeg's moving test pattern and a tone, made on the spot: the tests and benchmarks
 * transcode a real video of the size they need without shipping one.
 */
export async function makeTestPattern(
  ffmpeg: string,
  options: { width: number; height: number; seconds: number; audio?: boolean },
): Promise<Buffer> {
  const out = join(tmpdir(), `skillhub-pattern-${randomUUID()}.mp4`);
  const { width, height, seconds } = options;
  const audio = options.audio === false ? [] : ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];
  try {
    await runFfmpeg(ffmpeg, [
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${width}x${height}:rate=25:duration=${seconds}`,
      ...audio,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      ...(audio.length > 0 ? ['-c:a', 'aac', '-shortest'] : []),
      '-movflags',
      '+faststart',
      out,
    ]);
    return await readFile(out);
  } finally {
    await rm(out, { force: true });
  }
}
