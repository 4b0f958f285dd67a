import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { TranscodeConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { VideoTranscodeRow } from '../../db/schema/video-transcodes.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { type ProbedVideo, probeVideo, runFfmpeg } from './ffmpeg.ts';
import {
  contentTypeOf,
  renditionArgs,
  SPRITE_NAME,
  spriteArgs,
  THUMBNAILS_VTT_NAME,
  thumbnailsVtt,
} from './hls-encoding.ts';
import { planRenditions, type RenditionSpec } from './rendition-ladder.ts';
import { removeRenditions } from './renditions-storage.ts';
import { enqueueTranscodeFailureNotice, type FailureNoticeDeps } from './transcode-failure-notice.ts';
import { renditionsPrefix, transcodesRepository as repo } from './transcodes.repository.ts';

/** Progress is written (and the lease renewed) at most this often while ffmpeg runs. */
const PROGRESS_EVERY_MS = 2000;

/** The job's video was deleted, or another worker took it over: this worker drops it without a word. */
class JobGone extends Error {}

export interface TranscodeWorkerDeps {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  config: TranscodeConfig;
  ffmpeg: string;
  log: FastifyBaseLogger;
  /** Staff hear of a video that failed for good through the outbox (kicked once the failure is recorded). */
  notice: FailureNoticeDeps & { kick: () => void };
}

/**
 * One run of the transcoding worker: claims up to `limit` due jobs and makes their renditions one after the
 * other, each rendition stored and recorded before the next starts, so a worker that dies costs at most the
 * rendition it was making. A failure is retried with a doubling wait; after the last try the job is failed
 * and the content editor shows it to staff with a Retry.
 */
export function createTranscodeWorker(deps: TranscodeWorkerDeps) {
  const { db, clock, storage, config, ffmpeg, log, notice } = deps;
  const lease = () => new Date(clock.now().getTime() + config.leaseMs);

  async function upload(dir: string, prefix: string): Promise<void> {
    for (const name of await readdir(dir)) {
      const key = `${prefix}${name}`;
      await storage.putObject(key, await readFile(join(dir, name)), contentTypeOf(key));
    }
  }

  async function download(key: string, file: string): Promise<void> {
    const object = await storage.getObject(key);
    if (!object) throw new Error('The source video is missing from the storage');
    await pipeline(object.body, createWriteStream(file));
  }

  async function makeRendition(
    job: VideoTranscodeRow,
    source: string,
    video: ProbedVideo,
    spec: RenditionSpec,
    work: { dir: string; doneBefore: number; total: number },
    signal: AbortSignal,
  ): Promise<void> {
    const dir = join(work.dir, spec.name);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir);
    const started = performance.now();
    let lastWrite = 0;
    let writing: Promise<void> = Promise.resolve();
    let gone = false;
    await runFfmpeg(ffmpeg, renditionArgs(source, video, spec, dir), {
      signal,
      onProgress: (seconds) => {
        const now = performance.now();
        if (now - lastWrite < PROGRESS_EVERY_MS || seconds <= 0) return;
        lastWrite = now;
        const fraction = Math.min(1, seconds / video.durationSeconds);
        const speed = seconds / ((now - started) / 1000);
        const left =
          (1 - fraction) * video.durationSeconds + (work.total - work.doneBefore - 1) * video.durationSeconds;
        writing = writing.then(async () => {
          const held = await repo.heartbeat(
            db,
            job.id,
            { progress: (work.doneBefore + fraction) / work.total, etaSeconds: Math.ceil(left / speed) },
            lease(),
          );
          if (!held) gone = true;
        });
      },
    });
    await writing;
    if (gone) throw new JobGone();
    await upload(dir, `${renditionsPrefix(job.id)}${spec.name}/`);
    const held = await repo.addRendition(
      db,
      job.id,
      {
        name: spec.name,
        width: spec.width,
        height: spec.height,
        bandwidth: spec.videoBitsPerSecond + (video.hasAudio ? spec.audioBitsPerSecond : 0),
        codecs: video.hasAudio ? `${spec.codec},mp4a.40.2` : spec.codec,
      },
      lease(),
    );
    if (!held) throw new JobGone();
  }

  async function makeThumbnails(
    job: VideoTranscodeRow,
    source: string,
    video: ProbedVideo,
    dir: string,
    signal: AbortSignal,
  ) {
    const out = join(dir, 'thumbnails');
    await rm(out, { recursive: true, force: true });
    await mkdir(out);
    await runFfmpeg(ffmpeg, spriteArgs(source, video.durationSeconds, join(out, SPRITE_NAME)), { signal });
    await writeFile(join(out, THUMBNAILS_VTT_NAME), thumbnailsVtt(video.durationSeconds, SPRITE_NAME));
    const prefix = `${renditionsPrefix(job.id)}thumbnails/`;
    await upload(out, prefix);
    await repo.setThumbnails(db, job.id, `${prefix}${THUMBNAILS_VTT_NAME}`);
  }

  async function transcode(job: VideoTranscodeRow, signal: AbortSignal): Promise<void> {
    const dir = await mkdtemp(join(tmpdir(), 'skillhub-transcode-'));
    try {
      const source = join(dir, 'source');
      await download(job.sourceKey, source);
      const video = await probeVideo(ffmpeg, source, signal);
      const plan = planRenditions(video);
      const done = new Set(job.renditions.map((r) => r.name));
      if (
        !(await repo.heartbeat(
          db,
          job.id,
          { planned: plan.map((s) => s.name), durationSeconds: video.durationSeconds },
          lease(),
        ))
      )
        throw new JobGone();
      const total = plan.length;
      for (const spec of plan) {
        if (done.has(spec.name)) continue;
        if (signal.aborted) throw new JobGone();
        await makeRendition(job, source, video, spec, { dir, doneBefore: done.size, total }, signal);
        done.add(spec.name);
      }
      if (!job.thumbnailsKey) await makeThumbnails(job, source, video, dir, signal);
      await repo.markReady(db, job.id, clock.now());
      log.info({ sourceKey: job.sourceKey, renditions: plan.map((s) => s.name) }, 'lecture video transcoded');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function settle(job: VideoTranscodeRow, error: unknown, signal: AbortSignal): Promise<void> {
    if (error instanceof JobGone || signal.aborted) {
      // A deleted video's job row went with it: what this worker stored under its prefix goes too. A stopping
      // process (shutdown, deploy) is no failure of the video: it leaves the job to its lease, as a crash would,
      // and the next worker goes on after the last finished rendition.
      if (!(await repo.findById(db, job.id))) await removeRenditions(storage, job.id);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    const last = job.attempts >= config.maxAttempts;
    const retryAt = last ? null : new Date(clock.now().getTime() + config.retryBaseMs * 2 ** (job.attempts - 1));
    const reason = message.slice(0, 1000);
    if (!last) {
      await repo.markFailed(db, job.id, reason, retryAt, clock.now());
      log.warn({ err: error, sourceKey: job.sourceKey, retryAt }, 'lecture video transcoding failed; will retry');
      return;
    }
    // The mail is written with the failure, and only by the worker whose update recorded it: once per failure.
    const recorded = await db.transaction(async (tx) => {
      if (!(await repo.markFailed(tx, job.id, reason, null, clock.now()))) return false;
      await enqueueTranscodeFailureNotice(tx, notice, job.sourceKey, reason);
      return true;
    });
    if (!recorded) return;
    notice.kick();
    log.error({ err: error, sourceKey: job.sourceKey }, 'lecture video transcoding failed; staff can retry it');
  }

  return async function runTranscodes(signal: AbortSignal, limit = Math.max(1, config.concurrency)): Promise<void> {
    await repo.enqueueMissing(db, clock.now());
    while (!signal.aborted) {
      const jobs = await repo.claim(db, clock.now(), config.leaseMs, limit);
      if (jobs.length === 0) return;
      await Promise.all(
        jobs.map((job) => transcode(job, signal).catch((error: unknown) => settle(job, error, signal))),
      );
    }
  };
}
