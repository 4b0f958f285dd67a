/**
 * Loaded first (`node --import`) into the end-to-end platform's process: the process's clock is the real time
 * plus an offset that a journey moves forward (support/platform-clock.ts) instead of waiting for a time to come,
 * say the minute a blog post is scheduled for. Everything in the process reads the one moved clock: the app's
 * clock (`new Date()`), its jobs, and the embedded database's now(); timers keep real time. The offset file
 * (E2E_CLOCK_FILE) holds milliseconds; it is read at start and whenever it is replaced.
 */
import { existsSync, readFileSync, watch } from 'node:fs';
import { basename, dirname } from 'node:path';

const file = process.env.E2E_CLOCK_FILE;
if (!file) throw new Error('E2E_CLOCK_FILE is not set: the platform clock needs its offset file');

const RealDate = Date;
let offset = 0;

function readOffset() {
  if (!existsSync(file)) return;
  const value = Number(readFileSync(file, 'utf8'));
  // Only forward: time that went back would expire nothing and re-open what was closed.
  if (Number.isFinite(value) && value > offset) offset = value;
}

/** Date with the offset: `new Date()` and `Date.now()` move, a Date of a given time is that time. */
function PlatformDate(...args) {
  const now = RealDate.now() + offset;
  if (!new.target) return new RealDate(now).toString();
  return args.length === 0 ? new RealDate(now) : new RealDate(...args);
}
Object.setPrototypeOf(PlatformDate, RealDate);
PlatformDate.prototype = RealDate.prototype;
PlatformDate.now = () => RealDate.now() + offset;

globalThis.Date = PlatformDate;
readOffset();
watch(dirname(file), (_event, name) => {
  if (name === basename(file)) readOffset();
}).unref();
