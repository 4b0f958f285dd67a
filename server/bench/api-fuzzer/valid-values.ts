import type { Group, KnownValues } from './known-values.ts';
import { resolveSchema, type Schema, typeOf } from './openapi.ts';
import type { Random } from './random.ts';

const WORDS = ['Java', 'Python', 'Data', 'Cloud', 'Design', 'Marketing', 'Security', 'Basics', 'Advanced', 'Lab'];
const UUID_PATTERN_HINT = '[0-9a-fA-F]{8}';

/** Ranges that make sense for well-known numeric fields (a schema's own bounds are often huge). */
const NUMBER_RANGES: Record<string, [number, number]> = {
  filesize: [1, 20 * 1024 * 1024],
  actualprice: [100, 20_000],
  discountpercentage: [0, 60],
  positionseconds: [0, 900],
  videotimeseconds: [0, 900],
  rating: [1, 5],
  partnumber: [1, 3],
  page: [1, 3],
  pageno: [1, 3],
  limit: [1, 50],
};

/**
 * Values a schema accepts, as far as JSON Schema can say, preferring what the API has answered before (ids,
 * slugs, e-mails) so that requests reach the services. `group` holds ids that must go together in the
 * request being built (a lecture's course, section and lecture; an upload's handles).
 */
export class ValidValues {
  private counter = 0;
  group: Group = {};

  constructor(
    private readonly rng: Random,
    private readonly known: KnownValues,
  ) {}

  private fromKnown(name: string, path: string, p: number): string | undefined {
    const grouped = this.group[name];
    if (grouped !== undefined) return grouped;
    const known = this.known.forName(name, path);
    return known.length > 0 && this.rng.chance(p) ? this.rng.pick(known) : undefined;
  }

  id(name: string, path: string): string {
    const any = this.known.get('uuid');
    return (
      this.fromKnown(name, path, 0.85) ??
      (any.length > 0 && this.rng.chance(0.5) ? this.rng.pick(any) : this.rng.uuid())
    );
  }

  string(schema: Schema, name: string, path: string): string {
    const rng = this.rng;
    const lower = name.toLowerCase();
    const patterns = schema.patterns ?? [];
    const hinted = (hint: string) => patterns.some((pattern) => pattern.includes(hint));
    if (schema.format === 'uuid' || hinted(UUID_PATTERN_HINT)) return this.id(name, path);
    if (schema.format === 'email' || lower.includes('email')) {
      return this.fromKnown('email', path, 0.5) ?? `fuzz.${++this.counter}@example.com`;
    }
    if (patterns.includes('^\\d{6}$') || lower === 'otp' || lower === 'code') return rng.chars(6, '0123456789');
    if (hinted('0-9a-f]{64}')) return rng.chars(64, '0123456789abcdef');
    if (hinted('A-Za-z0-9_-]{20,200}') || lower === 'token') {
      return rng.chars(43, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-');
    }
    if (lower.includes('password')) return 'Fuzz@Pass123';
    if (lower === 'phone') return `9${rng.chars(9, '0123456789')}`;
    if (['thumbnail', 'brouchure', 'url', 'profilepic'].includes(lower)) {
      const stored = this.known.get('name');
      return stored.length > 0 && rng.chance(0.5)
        ? `/api/media/public/${rng.pick(stored)}`
        : 'https://example.com/a.png';
    }
    if (lower === 'filetype') return rng.pick(['video/mp4', 'video/webm', 'video/quicktime']);
    if (lower === 'filename') return rng.pick(['lecture.mp4', 'intro.webm', 'clip.mov']);
    if (['slug', 'uploadid', 'filekey', 'orderid', 'name', '*'].includes(lower)) {
      const known = this.fromKnown(name, path, 0.8);
      if (known !== undefined) return known;
    }
    if (lower === 'search') return rng.pick(['', 'java', 'data', 'a', 'Priya', 'course']);
    const min = schema.minLength ?? 1;
    const max = Math.max(min, Math.min(schema.maxLength ?? 60, 60));
    let text = `${rng.pick(WORDS)} ${rng.pick(WORDS)} ${rng.int(1, 999)}`;
    while (text.length < min) text += ` ${rng.pick(WORDS)}`;
    text = text.slice(0, max);
    const fits = (value: string) => patterns.every((pattern) => new RegExp(pattern).test(value));
    if (fits(text)) return text;
    // A slug's pattern (lower-case words joined by hyphens) refuses the capitals and spaces of the words above.
    const slug = text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return fits(slug) ? slug : text;
  }

  number(schema: Schema, name: string, integer: boolean): number {
    const grouped = Number(this.group[name]);
    if (Number.isFinite(grouped)) return grouped;
    const lower = name.toLowerCase();
    // Mostly a video small enough to go up in one part, so that uploads can be completed.
    if (lower === 'filesize' && this.rng.chance(0.8)) return this.rng.int(1000, 64 * 1024);
    let [min, max] = NUMBER_RANGES[lower] ?? [
      schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0),
      schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000),
    ];
    max = Math.min(max, 1_000_000);
    if (max < min) max = min;
    const value = this.rng.int(Math.ceil(min), Math.floor(max));
    return integer || this.rng.chance(0.7) ? value : value + 0.5;
  }

  value(input: Schema | undefined, name: string, path: string, depth = 0): unknown {
    const rng = this.rng;
    const schema = resolveSchema(input, rng);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return rng.pick(schema.enum);
    const type = typeOf(schema) ?? (schema.properties ? 'object' : schema.items ? 'array' : 'string');
    switch (type) {
      case 'string':
        return this.string(schema, name, path);
      case 'integer':
        return this.number(schema, name, true);
      case 'number':
        return this.number(schema, name, false);
      case 'boolean':
        return rng.chance(0.5);
      case 'array': {
        if (depth > 6) return [];
        const min = schema.minItems ?? 0;
        const max = Math.min(schema.maxItems ?? min + 3, min + 3);
        return Array.from({ length: rng.int(min, Math.max(min, max)) }, () =>
          this.value(schema.items, name, path, depth + 1),
        );
      }
      case 'object': {
        const out: Record<string, unknown> = {};
        if (depth > 6) return out;
        const required = new Set(schema.required ?? []);
        for (const [key, property] of Object.entries(schema.properties ?? {})) {
          // An optional `_id` names an existing item (a curriculum's sections): mostly left out, as for new items.
          const p = key === '_id' ? 0.2 : 0.6;
          if (required.has(key) || rng.chance(p)) out[key] = this.value(property, key, path, depth + 1);
        }
        // A completion lists the part the upload stored, with its etag.
        if (Array.isArray(out.parts) && this.group.etag && rng.chance(0.8)) {
          out.parts = [{ partNumber: Number(this.group.partNumber ?? 1), etag: this.group.etag }];
        }
        return fixUp(out);
      }
      default:
        return null;
    }
  }
}

/** Cross-field rules a JSON schema cannot carry: a matching confirmation, a final price the server computes. */
function fixUp(object: Record<string, unknown>): Record<string, unknown> {
  if (typeof object.newPassword === 'string' && 'confirmPassword' in object)
    object.confirmPassword = object.newPassword;
  const price = object.price as Record<string, unknown> | undefined;
  if (price && typeof price.actualPrice === 'number') {
    const discount = typeof price.discountPercentage === 'number' ? price.discountPercentage : 0;
    price.finalPrice = Math.round(((price.actualPrice * (100 - discount)) / 100) * 100) / 100;
  }
  return object;
}
