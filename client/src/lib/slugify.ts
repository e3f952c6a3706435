import { TEXT_LIMITS } from '@contract/limits';

/** A title as a slug (validation rule: lowercase letters, digits, hyphens): 'Boom Box Kid!' -> 'boom-box-kid'. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TEXT_LIMITS.slug)
    .replace(/-+$/, '');
}
