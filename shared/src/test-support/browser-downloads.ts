/**
 * Test support. What a browser does with a click on a download link: it saves the file and stays on the page.
 * happy-dom would navigate to the blob URL instead (and leave the page's origin), so page tests play the
 * browser's part and keep a record of what was saved.
 */
export interface SavedDownload {
  fileName: string;
  href: string;
}

export function captureDownloads(): { downloads: SavedDownload[]; stop: () => void } {
  const downloads: SavedDownload[] = [];
  const save = (event: Event) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link?.hasAttribute('download')) return;
    event.preventDefault();
    downloads.push({ fileName: link.download, href: link.href });
  };
  document.addEventListener('click', save, true);
  return { downloads, stop: () => document.removeEventListener('click', save, true) };
}
