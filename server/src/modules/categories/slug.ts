/**
 * URL slugs from names: "UI/UX Design" -> "ui-ux-design", "Cloud & DevOps" -> "cloud-and-devops". A name
 * with no Latin letters or digits at all (a Hindi title) gets `fallback`.
 */
export function slugify(name: string, fallback = 'category'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** The first of base, base-2, base-3 ... not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
