import type { TFunction } from 'i18next';

/** How sizes, speeds and times left read on the content page (a video's length: formatDuration in shared). */

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(2)} GB`;
}

export const formatSpeed = (bytesPerSecond: number) => `${(bytesPerSecond / (1024 * 1024)).toFixed(1)} MB/s`;

/** The time an upload still needs, in the page's language (the remote's `content.timeLeft` texts). */
export function formatTimeLeft(seconds: number | undefined, t: TFunction<'courses'>): string {
  if (seconds === undefined || !Number.isFinite(seconds)) return t('content.timeLeft.estimating');
  if (seconds < 60) return t('content.timeLeft.seconds', { seconds: Math.max(1, Math.round(seconds)) });
  if (seconds < 3600) return t('content.timeLeft.minutes', { minutes: Math.round(seconds / 60) });
  return t('content.timeLeft.hours', { hours: (seconds / 3600).toFixed(1) });
}
