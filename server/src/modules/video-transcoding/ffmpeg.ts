import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';

/** Debian's ffmpeg, used when installed: it is kept patched by the system, the npm one is a fixed build. */
const SYSTEM_FFMPEG = '/usr/bin/ffmpeg';
/** Transcoding yields the CPU to the requests this process serves. */
const LOW_PRIORITY = 10;
const STDERR_TAIL = 4000;

/** The ffmpeg to run: the configured one, else Debian's, else the binary the npm package ships. */
export function resolveFfmpeg(configured: string | null): string {
  if (configured) return configured;
  if (existsSync(SYSTEM_FFMPEG)) return SYSTEM_FFMPEG;
  // Loaded only here: a process that never transcodes never looks for the binary.
  const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
  return installer.path;
}

export interface ProbedVideo {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

export class FfmpegError extends Error {}

/**
 * Runs ffmpeg at low priority. `onProgress` gets the media seconds written so far (from -progress); the
 * signal kills the process, so a stopping worker does not wait for a long encode.
 */
export function runFfmpeg(
  ffmpeg: string,
  args: string[],
  options: { signal?: AbortSignal; onProgress?: (seconds: number) => void } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', '-nostats', '-progress', 'pipe:1', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, LOW_PRIORITY);
      } catch {
        // Not allowed on some systems; the encode still runs, at normal priority.
      }
    }
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_ms is in microseconds despite its name (ffmpeg kept the old key for compatibility).
        const match = /^out_time_(?:ms|us)=(\d+)/.exec(line);
        if (match) options.onProgress?.(Number(match[1]) / 1_000_000);
      }
    });
    const abort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (error) => reject(new FfmpegError(`Could not run ffmpeg (${ffmpeg}): ${error.message}`)));
    child.on('close', (code, signal) => {
      options.signal?.removeEventListener('abort', abort);
      if (code === 0) return resolve(stderr);
      if (options.signal?.aborted) return reject(new FfmpegError('Transcoding was stopped'));
      const last = stderr.trim().split('\n').slice(-3).join(' | ');
      reject(new FfmpegError(`ffmpeg ended with ${signal ?? `code ${code}`}: ${last}`));
    });
  });
}

/** Duration, size and whether there is sound, from ffmpeg's own reading of the file (no ffprobe needed). */
export async function probeVideo(ffmpeg: string, file: string, signal?: AbortSignal): Promise<ProbedVideo> {
  // Decoding nothing (-t 0) to the null muxer makes ffmpeg print the input's description and succeed.
  const info = await runFfmpeg(ffmpeg, ['-i', file, '-t', '0', '-f', 'null', '-'], signal ? { signal } : {});
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(info);
  const video = /Stream #\S+.*?: Video: .*?, (\d{2,5})x(\d{2,5})/.exec(info);
  if (!duration || !video) throw new FfmpegError('The file has no video stream ffmpeg can read');
  const durationSeconds = Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]);
  // Phones record portrait video as landscape frames with a rotation: the picture shown is the other way round.
  const rotated = /rotate\s*:\s*(90|270|-90)|rotation of -?90/.test(info);
  const width = Number(video[1]);
  const height = Number(video[2]);
  return {
    durationSeconds,
    width: rotated ? height : width,
    height: rotated ? width : height,
    hasAudio: /Stream #\S+.*?: Audio: /.test(info),
  };
}
