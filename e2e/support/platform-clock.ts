import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The run's platform keeps the real time plus an offset (platform-clock-preload.mjs, loaded into its process by
 * global-setup.ts) that a journey moves forward to the time it would otherwise wait for, say the minute a post
 * is scheduled for. Forward only, and only as far as a journey needs: every later journey runs on the moved
 * clock, as if that time had passed.
 */

/** The offset file of the run's platform, in the run's data folder. */
export const clockFile = (root: string) => join(root, 'clock-offset');

function offsetFile(): string {
  const root = process.env.E2E_ROOT;
  if (!root) throw new Error('E2E_ROOT is not set: run through playwright so global setup starts the platform');
  return clockFile(root);
}

const offset = (file: string) => (existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0);

/** The platform's time now, in milliseconds since the epoch. */
export function platformNow(): number {
  return Date.now() + offset(offsetFile());
}

/** Moves the platform's clock forward to `at` (milliseconds since the epoch); a time it has passed leaves it. */
export function advancePlatformClockTo(at: number): void {
  const file = offsetFile();
  const next = at - Date.now();
  if (next <= offset(file)) return;
  // Replaced in one step: the platform reads the file when it changes and must never see half a number.
  writeFileSync(`${file}.next`, String(next));
  renameSync(`${file}.next`, file);
}
