/**
 * What the API has answered so far: ids (by the resource or key they sit under), slugs, e-mails, stored file
 * names, and coherent groups (a lecture's course, section and lecture ids; an upload's ids and handles), so
 * that believable requests reach the services and the database instead of stopping at "not found".
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const GENERIC_SEGMENTS = new Set(['api', 'all', 'my', 'published', 'export', 'slug', 'details', 'content', 'me']);
const TEXT_KEYS = ['slug', 'email', 'uploadId', 'fileKey', 'providerOrderId'];
const POOL_SIZE = 200;

/** 'subSections', 'subSectionId' and 'subSection' all become 'subsection'. */
const poolKey = (name: string) =>
  name
    .replace(/Id$/, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/s$/, '');

/** Which pools a parameter or field of that name draws from ('' is the role routes' bare `{id}`). */
const ALIASES: Record<string, string[]> = {
  subsection: ['subsection', 'lecture', 'lastlecture'],
  lecture: ['lecture', 'subsection'],
  '': ['role'],
  user: ['user', 'author', 'createdby', 'changedby'],
};

/** The resource a path answers about: `/api/user/role/all` → role, `/api/course/published` → course. */
export function resourceOf(path: string): string {
  const segments = path
    .split('/')
    .filter((s) => s && !s.startsWith('{') && !GENERIC_SEGMENTS.has(s) && !s.includes('-'));
  return segments.at(-1) ?? 'course';
}

export type Group = Record<string, string>;

export class KnownValues {
  private readonly values = new Map<string, string[]>();
  readonly lectures: Group[] = [];
  readonly uploads: Group[] = [];
  /** Checkout answers from the sandbox: an order id, a payment id and their signature. */
  readonly payments: Group[] = [];

  /** `excluded`: ids never to hand out (the fuzzer's own accounts, so that it never deactivates them). */
  constructor(private readonly excluded: Set<string>) {}

  private add(key: string, value: string) {
    if (this.excluded.has(value) || value.length > 300) return;
    const list = this.values.get(key) ?? [];
    if (list.includes(value)) return;
    if (list.length >= POOL_SIZE) list.shift();
    list.push(value);
    this.values.set(key, list);
  }

  private addGroup(list: Group[], group: Group) {
    if (list.some((g) => Object.entries(group).every(([k, v]) => g[k] === v))) return;
    if (list.length >= POOL_SIZE) list.shift();
    list.push(group);
  }

  get(key: string): string[] {
    return this.values.get(key) ?? [];
  }

  /** Candidate values for a parameter or field named `name` of a call on `path`. */
  forName(name: string, path: string): string[] {
    if (name === 'orderId' && path.includes('sandbox')) return this.get('providerOrderId');
    if (TEXT_KEYS.includes(name)) return this.get(name);
    if (name === 'name') return this.get('name');
    if (name === '*') return this.get('*');
    const key = poolKey(name);
    return (ALIASES[key] ?? [key]).flatMap((k) => this.get(k));
  }

  /** Remembers an answer of a call on `path`; `sent` holds what the request named (ids, a file size). */
  learn(answer: unknown, path: string, sent: Group) {
    const data = (answer as { data?: unknown }).data;
    if (data && typeof data === 'object') {
      const fields = data as Record<string, unknown>;
      if (typeof fields.uploadId === 'string' && typeof fields.fileKey === 'string' && sent.subSectionId) {
        this.addGroup(this.uploads, { ...sent, uploadId: fields.uploadId, fileKey: fields.fileKey });
      }
      // A stored part: its etag goes with the upload, for a complete-upload that lists it.
      const upload = this.uploads.find((u) => u.uploadId === sent.uploadId);
      if (upload && typeof fields.etag === 'string') {
        upload.etag = fields.etag;
        upload.partNumber = String(fields.partNumber);
      }
      const checkout = fields.razorpayData as Group | undefined;
      if (checkout && typeof checkout.razorpay_signature === 'string') this.addGroup(this.payments, { ...checkout });
    }
    this.harvest(answer, resourceOf(path));
  }

  private harvest(value: unknown, parent: string) {
    if (Array.isArray(value)) {
      for (const item of value) this.harvest(item, parent);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const object = value as Record<string, unknown>;
    if (typeof object._id === 'string' && Array.isArray(object.sections))
      this.harvestOutline(object._id, object.sections);
    for (const [key, item] of Object.entries(object)) {
      if (typeof item === 'string') {
        if (UUID.test(item)) {
          this.add(key === '_id' ? poolKey(parent) : poolKey(key), item);
          this.add('uuid', item);
        } else if (TEXT_KEYS.includes(key)) {
          this.add(key, item);
        }
        const media = /\/api\/media\/(public|stream)\/([^?#]+)/.exec(item);
        if (media?.[1] && media[2]) this.add(media[1] === 'public' ? 'name' : '*', media[2]);
      } else {
        this.harvest(item, key === 'data' || key === 'items' ? parent : key);
      }
    }
  }

  private harvestOutline(courseId: string, sections: unknown[]) {
    for (const section of sections as Array<{ _id?: unknown; subSections?: unknown }>) {
      if (typeof section._id !== 'string' || !Array.isArray(section.subSections)) continue;
      for (const lecture of section.subSections as Array<{ _id?: unknown }>) {
        if (typeof lecture._id !== 'string') continue;
        this.addGroup(this.lectures, { courseId, sectionId: section._id, subSectionId: lecture._id });
      }
    }
  }
}
