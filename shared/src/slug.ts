/**
 * URL slugs from names: "UI/UX Design" -> "ui-ux-design", "Cloud & DevOps" -> "cloud-and-devops". A name
 * with no Latin letters or digits at all (a Hindi title) gets `fallback`. The server names records with it,
 * and the editors suggest a slug with it while the name is typed (fallback '').
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
