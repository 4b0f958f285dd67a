/** How sizes, speeds and times left read on the content page (a video's length: formatDuration in shared). */

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(2)} GB`;
}

export const formatSpeed = (bytesPerSecond: number) => `${(bytesPerSecond / (1024 * 1024)).toFixed(1)} MB/s`;

export function formatTimeLeft(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds)) return 'estimating time left';
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s left`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min left`;
  return `${(seconds / 3600).toFixed(1)} h left`;
}
