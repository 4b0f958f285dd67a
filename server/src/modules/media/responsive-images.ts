import type { ResponsiveImage } from '@skillhub/shared/schemas/responsive-image';
import type { Database } from '../../db/database.ts';
import type { ImageRenditionRow } from '../../db/schema/image-renditions.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { imageRenditionsRepository as repo } from './image-renditions.repository.ts';
import { RENDITION_WIDTHS } from './image-renditions.ts';

const PUBLIC_KEY = /(public\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp))$/;
const MIME_OF_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The storage key behind a public URL of this storage; null for anything else (a demo image, another host). */
export function storedImageKey(storage: FileStorage, url: string): string | null {
  const match = PUBLIC_KEY.exec(url);
  if (!match?.[1]) return null;
  return storage.publicUrl(match[1]) === url ? match[1] : null;
}

/**
 * The srcset lists of one image. Each `<source>` type lists, per width, the smallest file its browsers can
 * show (an AVIF browser also takes WebP or the upload's format where AVIF came out larger): a type's list never
 * lacks a width. The upload itself is listed only where it is no wider than the widest rendition; a 4000 px
 * upload is never what a page downloads.
 */
export function toResponsiveImage(
  url: string,
  source: { width: number; height: number },
  renditions: Pick<ImageRenditionRow, 'fileKey' | 'width' | 'mimeType' | 'sizeBytes'>[],
  storage: FileStorage,
): ResponsiveImage | null {
  if (renditions.length === 0) return null;
  const extension = /\.([a-z0-9]+)$/.exec(url)?.[1] ?? '';
  const ownType = MIME_OF_EXTENSION[extension] ?? '';
  const widths = [...new Set(renditions.map((r) => r.width))].sort((a, b) => a - b);
  const uploadListed = source.width <= Math.max(...RENDITION_WIDTHS) && !widths.includes(source.width);

  const srcsetOf = (types: string[]) => {
    const entries = widths.flatMap((width) => {
      const best = renditions
        .filter((r) => r.width === width && types.includes(r.mimeType))
        .sort((a, b) => a.sizeBytes - b.sizeBytes)[0];
      return best ? [`${storage.publicUrl(best.fileKey)} ${width}w`] : [];
    });
    if (uploadListed) entries.push(`${url} ${source.width}w`);
    return entries.join(', ');
  };

  const sources = [];
  if (renditions.some((r) => r.mimeType === 'image/avif')) {
    sources.push({ type: 'image/avif', srcset: srcsetOf(['image/avif', 'image/webp', ownType]) });
  }
  if (ownType !== 'image/webp' && renditions.some((r) => r.mimeType === 'image/webp')) {
    sources.push({ type: 'image/webp', srcset: srcsetOf(['image/webp', ownType]) });
  }
  const ownSrcset = renditions.some((r) => r.mimeType === ownType) ? srcsetOf([ownType]) : '';
  return { width: source.width, height: source.height, sources, srcset: ownSrcset };
}

/** The responsive form of each of `urls` that has renditions (looked up in one go); others are absent. */
export async function responsiveImages(
  db: Database,
  storage: FileStorage,
  urls: string[],
): Promise<Map<string, ResponsiveImage>> {
  const keys = new Map<string, string>();
  for (const url of urls) {
    const key = storedImageKey(storage, url);
    if (key) keys.set(key, url);
  }
  const found = new Map<string, ResponsiveImage>();
  if (keys.size === 0) return found;
  const { sources, renditions } = await repo.forSources(db, [...keys.keys()]);
  for (const source of sources) {
    const url = keys.get(source.fileKey);
    if (!url || source.failure) continue;
    const image = toResponsiveImage(
      url,
      source,
      renditions.filter((r) => r.sourceKey === source.fileKey),
      storage,
    );
    if (image) found.set(url, image);
  }
  return found;
}
