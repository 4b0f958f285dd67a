import { ROLE_SUPER_ADMIN } from '@skillhub/shared/constants';

/** Role names are stored as identifiers (SUPER_ADMIN); people read them as words (Super Admin). */
export function roleLabel(name: string | null | undefined): string {
  if (!name) return '';
  if (name === ROLE_SUPER_ADMIN) return 'Super Admin';
  if (!/^[A-Z0-9_]+$/.test(name)) return name;
  return name
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
