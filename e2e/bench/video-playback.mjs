/**
 * Lecture playback on a weak network, in Debian's Chromium with the production build:
 *  - first frame: a learner opens a lecture under Lighthouse's mobile network (1.6 Mbps, 150 ms) and presses
 *    play at once; the time from pressing play to the first frame drawn (target 2.5 s);
 *  - bandwidth drop: playing at 5 Mbps in a laptop-sized player, the network falls to 1 Mbps; which qualities
 *    play before and after, and the longest stall (target: it switches down, no stall over 1 s).
 * The lecture's video is a generated 854x480 test pattern of 60 s, uploaded and transcoded (240p, 360p, 480p)
 * before measuring.
 *
 *   npm run bench:video -w e2e            (BENCH_RUNS=3 first-frame runs by default)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, median } from './bench-platform.mjs';
import { BENCH_ADMIN, signIn, signUpLearner, startPlatformWithMail, storageStateOf } from './bench-session.mjs';

const port = Number(process.env.BENCH_PORT ?? 3394);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const mbps = (n) => ({
  offline: false,
  latency: 150,
  downloadThroughput: (n * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
});
const MOBILE = mbps(1.6);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
/** The quality follows the player's size too: a laptop's player, so that 5 Mbps can reach the top rendition. */
const LAPTOP = { viewport: { width: 1280, height: 800 } };

/** Debian's ffmpeg, else the one the server's npm package ships. */
function ffmpegPath() {
  if (existsSync('/usr/bin/ffmpeg')) return '/usr/bin/ffmpeg';
  return createRequire(new URL('../../server/package.json', import.meta.url))('@ffmpeg-installer/ffmpeg').path;
}

function makeVideo() {
  const dir = mkdtempSync(join(tmpdir(), 'skillhub-bench-video-'));
  const out = join(dir, 'lecture.mp4');
  const made = spawnSync(ffmpegPath(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=854x480:rate=25:duration=60',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=60',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    out,
  ]);
  if (made.status !== 0) throw new Error(`ffmpeg: ${made.stderr}`);
  const bytes = readFileSync(out);
  rmSync(dir, { recursive: true, force: true });
  return bytes;
}

const json = (token, body, method = 'POST') => ({
  method,
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Uploads `video` as the lecture's video through the chunked upload calls, as the content editor does. */
async function uploadVideo(api, token, lecture, video) {
  const path = (name) => `/course/${name}/${lecture.courseId}/${lecture.sectionId}/${lecture.subSectionId}`;
  const session = await api(
    path('start-upload'),
    json(token, { fileName: 'lecture.mp4', fileType: 'video/mp4', fileSize: video.length, courseTitle: 'Bench' }),
  );
  const parts = [];
  for (let n = 1; n <= session.totalParts; n++) {
    const form = new FormData();
    form.append('uploadId', session.uploadId);
    form.append('fileKey', session.fileKey);
    form.append('partNumber', String(n));
    form.append('chunk', new Blob([video.subarray((n - 1) * session.chunkSize, n * session.chunkSize)]), 'lecture.mp4');
    parts.push(
      await api(path('chunk-upload'), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }),
    );
  }
  await api(path('complete-upload'), json(token, { uploadId: session.uploadId, fileKey: session.fileKey, parts }));
}

async function waitForRenditions(api, token, lecture) {
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const states = await api(`/course/video-states/${lecture.courseId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const state = states.find((s) => s.subSectionId === lecture.subSectionId);
    if (state?.status === 'ready') return state.renditions;
    if (state?.status === 'failed') throw new Error(`transcoding failed: ${state.error}`);
    if (Date.now() > deadline) throw new Error('transcoding took over 15 minutes');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** In the page: records stalls (waiting until playing again) and the height of each frame size shown. */
const OBSERVE = `(() => {
  const video = document.querySelector('video');
  const log = { stalls: [], heights: [], waitingSince: null, started: false };
  // A stall is a wait once playback has started; the wait for the first frame is the other figure.
  video.addEventListener('waiting', () => { if (log.started) log.waitingSince = performance.now(); });
  video.addEventListener('playing', () => {
    log.started = true;
    if (log.waitingSince !== null) log.stalls.push(performance.now() - log.waitingSince);
    log.waitingSince = null;
  });
  video.addEventListener('resize', () => log.heights.push({ at: video.currentTime, height: video.videoHeight }));
  window.__playback = log;
})()`;

async function openLecture(browser, base, session, lecturePath, network, device = PHONE) {
  const context = await browser.newContext({ ...device, storageState: session });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', network);
  await page.goto(`${base}${lecturePath}`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForSelector('video', { timeout: 120_000 });
  return { context, page, cdp };
}

/** Presses play as soon as the video is there; milliseconds until its first frame is drawn. */
async function firstFrame(browser, base, session, lecturePath) {
  const { context, page } = await openLecture(browser, base, session, lecturePath, MOBILE);
  try {
    return await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const video = document.querySelector('video');
          video.muted = true;
          const pressed = performance.now();
          video.requestVideoFrameCallback(() => resolve(performance.now() - pressed));
          video.play().catch(reject);
          setTimeout(() => reject(new Error('no frame in 60 s')), 60_000);
        }),
    );
  } finally {
    await context.close();
  }
}

async function bandwidthDrop(browser, base, session, lecturePath) {
  const { context, page, cdp } = await openLecture(browser, base, session, lecturePath, mbps(5), LAPTOP);
  try {
    await page.evaluate(OBSERVE);
    await page.evaluate(() => {
      const video = document.querySelector('video');
      video.muted = true;
      return video.play();
    });
    await page.waitForFunction(() => document.querySelector('video').currentTime >= 8, null, { timeout: 120_000 });
    const before = await page.evaluate(() => ({
      at: document.querySelector('video').currentTime,
      height: document.querySelector('video').videoHeight,
    }));
    await cdp.send('Network.emulateNetworkConditions', mbps(1));
    await page.waitForFunction(
      () => document.querySelector('video').ended || document.querySelector('video').currentTime >= 55,
      null,
      { timeout: 180_000 },
    );
    const log = await page.evaluate(() => window.__playback);
    const after = log.heights.filter((h) => h.at > before.at);
    return {
      before: before.height,
      after: after.map((h) => `${h.height}p at ${h.at.toFixed(1)} s`),
      lowest: Math.min(before.height, ...after.map((h) => h.height)),
      longestStallMs: Math.max(0, ...log.stalls),
      stalls: log.stalls.length,
    };
  } finally {
    await context.close();
  }
}

const { mailCatcher, platform } = await startPlatformWithMail({
  port,
  name: 'video',
  env: { RATE_LIMIT_PER_MINUTE: '100000' },
});
const { base, api } = platform;
let browser = null;
try {
  await platform.ready;
  const admin = JSON.parse((await signIn(base, BENCH_ADMIN)).value).accessToken;
  const auth = { headers: { authorization: `Bearer ${admin}` } };
  const [course] = await api('/course/published');
  const content = await api(`/course/content/${course._id}`, auth);
  const section = content.sections[0];
  const lecture = { courseId: course._id, sectionId: section._id, subSectionId: section.subSections[0]._id };
  const started = Date.now();
  await uploadVideo(api, admin, lecture, makeVideo());
  const renditions = await waitForRenditions(api, admin, lecture);
  console.log(
    `renditions ${renditions.join(', ')} ready ${((Date.now() - started) / 1000).toFixed(0)} s after the upload began`,
  );

  const learner = await signUpLearner(api, mailCatcher.mails, 'video');
  const learnerSession = await signIn(base, learner);
  const learnerId = JSON.parse(learnerSession.value).user._id;
  await api('/user/assign-course', json(admin, { courseId: course._id, userId: learnerId }));
  const session = storageStateOf(base, learnerSession);
  const lecturePath = `/course/${course.slug}/learn/${course._id}?lecture=${lecture.subSectionId}`;

  browser = await launchChromium();
  const frames = [];
  for (let i = 0; i < runs; i++) frames.push(await firstFrame(browser, base, session, lecturePath));
  console.log(
    `\nfirst frame after pressing play, 1.6 Mbps / 150 ms: ${frames.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}; median ${(median(frames) / 1000).toFixed(2)} s (target 2.5 s)`,
  );

  const drop = await bandwidthDrop(browser, base, session, lecturePath);
  console.log('\nbandwidth 5 Mbps, then 1 Mbps after 8 s of playback:');
  console.log(`  playing before the drop: ${drop.before}p`);
  console.log(`  after the drop: ${drop.after.length ? drop.after.join(', ') : 'no change'}`);
  console.log(`  stalls: ${drop.stalls}, longest ${(drop.longestStallMs / 1000).toFixed(2)} s (target: none over 1 s)`);
} catch (error) {
  console.error(`video bench: ${error.stack ?? error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await platform.stop();
  await mailCatcher.close();
}
