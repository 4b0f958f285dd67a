/**
 * Transcoding speed on this machine: makes a 1080p test video (ffmpeg's test pattern with a tone), then each HLS
 * rendition and the seek-bar thumbnails exactly as the worker does (same arguments, same low priority), and
 * prints for each the speed as a multiple of real time (10x: a 10-minute lecture takes a minute).
 *
 *   npm run bench:transcode -w @skillhub/server            (BENCH_SECONDS=30 for a longer source)
 */
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { probeVideo, resolveFfmpeg, runFfmpeg } from '../src/modules/video-transcoding/ffmpeg.ts';
import { renditionArgs, spriteArgs } from '../src/modules/video-transcoding/hls-encoding.ts';
import { planRenditions } from '../src/modules/video-transcoding/rendition-ladder.ts';
import { makeTestPattern } from '../src/modules/video-transcoding/test-pattern.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const ffmpeg = resolveFfmpeg(process.env.FFMPEG_PATH ?? null);
const dir = await mkdtemp(join(tmpdir(), 'skillhub-bench-transcode-'));
try {
  const source = join(dir, 'source.mp4');
  await writeFile(source, await makeTestPattern(ffmpeg, { width: 1920, height: 1080, seconds }));
  const video = await probeVideo(ffmpeg, source);
  console.log(`ffmpeg: ${ffmpeg}`);
  console.log(`CPU: ${cpus().length} x ${cpus()[0]?.model ?? 'unknown'}`);
  console.log(`source: ${video.width}x${video.height}, ${video.durationSeconds.toFixed(1)} s, H.264 + AAC\n`);
  console.log('step        wall s   x real time   output');
  let total = 0;
  const row = (name: string, wall: number, bytes: number) => {
    total += wall;
    const speed = video.durationSeconds / wall;
    console.log(
      `${name.padEnd(10)} ${wall.toFixed(2).padStart(7)}   ${speed.toFixed(2).padStart(10)}x   ${(bytes / 1024).toFixed(0)} KB`,
    );
  };
  for (const spec of planRenditions(video)) {
    const out = join(dir, spec.name);
    await mkdir(out);
    const started = performance.now();
    await runFfmpeg(ffmpeg, renditionArgs(source, video, spec, out));
    const wall = (performance.now() - started) / 1000;
    let bytes = 0;
    for (const name of await readdir(out)) bytes += (await stat(join(out, name))).size;
    row(spec.name, wall, bytes);
  }
  const sprite = join(dir, 'thumbnails.jpg');
  const started = performance.now();
  await runFfmpeg(ffmpeg, spriteArgs(source, video.durationSeconds, sprite));
  row('thumbnails', (performance.now() - started) / 1000, (await stat(sprite)).size);
  console.log(
    `\nwhole job: ${total.toFixed(2)} s for ${video.durationSeconds.toFixed(1)} s of video = ${(video.durationSeconds / total).toFixed(2)}x real time`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
