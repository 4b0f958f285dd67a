import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { imageRenditionsRepository } from './image-renditions.repository.ts';
import { RENDITION_WIDTHS } from './image-renditions.ts';

const RENDITION_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(\d{1,5})\.(avif|webp|jpg|png)$/;
const WIDTHS: readonly number[] = RENDITION_WIDTHS;

/**
 * The rendition a public media name asks for; null for a name that is none (the route's plain 404). A width
 * renditions are never made at is told as such, so a hand-written URL learns which widths exist.
 */
export async function findRendition(db: Database, name: string) {
  const match = RENDITION_NAME.exec(name);
  if (!match) return null;
  if (!WIDTHS.includes(Number(match[1]))) {
    throw notFound(`Images have renditions ${RENDITION_WIDTHS.join(', ')} px wide, not ${match[1]}`);
  }
  return imageRenditionsRepository.findRendition(db, `public/${name}`);
}
