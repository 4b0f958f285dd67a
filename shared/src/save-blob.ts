/** Hands a downloaded blob to the browser as a file, then lets the object URL go. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a moment later it is safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
