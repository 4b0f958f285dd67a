import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPaths } from '@skillhub/shared/api-paths';
import type { CONTENT_STATUSES } from '@skillhub/shared/constants';
import type { Announcement } from '@skillhub/shared/schemas/announcement';
import { announcementBodySchema } from '@skillhub/shared/schemas/announcement';
import type { Category } from '@skillhub/shared/schemas/category';
import { fieldErrors } from '@skillhub/shared/schemas/common';
import {
  type Course,
  type CourseContent,
  type CourseSummary,
  type CurriculumImpact,
  courseBodySchema,
  curriculumBodySchema,
  type LectureVideo,
} from '@skillhub/shared/schemas/course';
import { type Overview, overviewBodySchema } from '@skillhub/shared/schemas/overview';
import type { z } from 'zod';
import {
  createScriptedUploads,
  parseMultipart,
  type ScriptedUploads,
  sendJson,
} from '../course-content/scripted-upload-api.ts';

/**
 * Test support: a real HTTP server answering the staff course calls of issue 3 (the contract's bodies,
 * statuses and messages) from memory, so each test starts from exactly the courses it seeds, plus
 * `failNext` for the failures a healthy server rarely gives. The page tests of the courses list, the
 * builder, the curriculum and the content page share it.
 */

type Status = (typeof CONTENT_STATUSES)[number];

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

interface Failure {
  method: string;
  path?: RegExp;
  status: number;
  body: unknown;
}

export interface SeedCourse {
  title: string;
  status?: Status;
  category?: Category;
  finalPrice?: number;
  sections?: { title: string; lectures: string[] }[];
}

export const UPLOAD_CHUNK_BYTES = 1024;

export interface ScriptedCourseApi {
  apiBase: string;
  requests: RecordedRequest[];
  uploads: ScriptedUploads;
  seedCategory(name: string, isDeleted?: boolean): Category;
  seedCourse(course: SeedCourse): Course;
  course(id: string): Course | undefined;
  videos: Map<string, LectureVideo>;
  /** Learners with notes or progress, by lecture or section id, as the curriculum impact call reports them. */
  learners: Map<string, number>;
  announcements: Announcement[];
  overviews: Overview[];
  failNext(failure: Failure): void;
  reset(): void;
  close(): Promise<void>;
}

const now = () => new Date().toISOString();

/** The contract's transitions; anything else is a 409 saying why. */
const ALLOWED: Record<Status, Status[]> = {
  DRAFT: ['PUBLISHED', 'TERMINATED'],
  PUBLISHED: ['DRAFT', 'TERMINATED'],
  TERMINATED: ['DRAFT'],
};

function validation(res: ServerResponse, error: z.ZodError) {
  sendJson(res, 400, { success: false, message: 'Validation failed', errors: fieldErrors(error.issues) });
}

export async function startScriptedCourseApi(): Promise<ScriptedCourseApi> {
  let categories: Category[] = [];
  let courses: Course[] = [];
  let failures: Failure[] = [];
  const requests: RecordedRequest[] = [];
  const videos = new Map<string, LectureVideo>();
  const learners = new Map<string, number>();
  const announcements: Announcement[] = [];
  const overviews: Overview[] = [];
  const uploads = createScriptedUploads(UPLOAD_CHUNK_BYTES);
  uploads.onComplete = (lecture, session) => {
    const subSectionId = lecture.split(':')[2] ?? '';
    videos.set(subSectionId, { mimeType: 'video/mp4', sizeBytes: session.fileSize, durationSeconds: 95 });
  };

  const category = (id: string) => categories.find((c) => c._id === id);

  const summary = (c: Course): CourseSummary => ({
    _id: c._id,
    slug: c.slug,
    title: c.title,
    subtitle: c.subtitle,
    thumbnail: c.thumbnail,
    category: c.category,
    courseMode: c.courseMode,
    courseLevel: c.courseLevel,
    language: c.language,
    price: c.price,
    validity: c.validity,
    averageRating: 0,
    ratingsCount: 0,
    lecturesCount: c.sections.reduce((n, s) => n + s.subSections.length, 0),
    courseStatus: c.courseStatus,
    sectionsCount: c.sections.length,
    createdBy: c.createdBy,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  });

  const build = (body: z.infer<typeof courseBodySchema>, existing?: Course): Course => {
    const cat = category(body.category)!;
    return {
      _id: existing?._id ?? randomUUID(),
      slug: body.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title: body.title,
      subtitle: body.subtitle,
      thumbnail: body.thumbnail,
      category: { _id: cat._id, name: cat.name },
      courseMode: body.courseMode,
      courseLevel: body.courseLevel,
      language: body.language,
      price: {
        actualPrice: body.price.actualPrice,
        discountPercentage: body.price.discountPercentage ?? 0,
        finalPrice: body.price.finalPrice,
      },
      validity: body.validity,
      averageRating: 0,
      ratingsCount: 0,
      lecturesCount: 0,
      brouchure: body.brouchure ?? null,
      keypoints: body.keypoints,
      tags: body.tags,
      description: body.description,
      duration: body.duration,
      whatWillYouLearn: body.whatWillYouLearn,
      sections: existing?.sections ?? [],
      courseStatus: existing ? (body.courseStatus ?? existing.courseStatus) : 'DRAFT',
      createdBy: existing?.createdBy ?? { _id: 'staff-1', name: 'Asha Staff' },
      createdAt: existing?.createdAt ?? now(),
      updatedAt: now(),
    };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      });
      return res.end();
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const method = req.method ?? '';
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const isJson = (req.headers['content-type'] ?? '').includes('json');
    const body: unknown = isJson && raw.length ? JSON.parse(raw.toString()) : undefined;
    requests.push({ method, path, search: url.search, body });

    const failure = failures.find((f) => f.method === method && (!f.path || f.path.test(path)));
    if (failure) {
      failures = failures.filter((f) => f !== failure);
      return sendJson(res, failure.status, failure.body);
    }
    if (uploads.handle(method, path, url, req, raw, res)) return;

    const seg = path.split('/').filter(Boolean).slice(1);
    const find = (id: string | undefined) => courses.find((c) => c._id === id);
    const missing = () => sendJson(res, 404, { success: false, message: 'Course not found' });

    if (path === apiPaths.categories.list && method === 'GET') {
      const active = url.searchParams.get('active') !== 'false';
      const data = categories.filter((c) => c.isDeleted !== active);
      return sendJson(res, 200, {
        success: true,
        data,
        pagination: { page: 1, limit: 100, total: data.length, totalPages: 1 },
      });
    }
    if (path === apiPaths.courses.all && method === 'GET') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const status = url.searchParams.get('status');
      const cat = url.searchParams.get('category');
      const matching = courses
        .filter((c) => (!status || c.courseStatus === status) && (!cat || c.category._id === cat))
        .filter(
          (c) =>
            !search ||
            [c.title, c.subtitle, ...c.tags.map((t) => t.value)].some((text) => text.toLowerCase().includes(search)),
        );
      const data = matching.slice((page - 1) * limit, page * limit).map(summary);
      const pagination = { page, limit, total: matching.length, totalPages: Math.ceil(matching.length / limit) };
      return sendJson(res, 200, { success: true, data, pagination });
    }
    if (path === apiPaths.courses.create && method === 'POST') {
      const parsed = courseBodySchema.safeParse(body);
      if (!parsed.success) return validation(res, parsed.error);
      if (!category(parsed.data.category) || category(parsed.data.category)?.isDeleted) {
        return sendJson(res, 400, {
          success: false,
          message: 'Validation failed',
          errors: { category: 'Category is not active' },
        });
      }
      const created = build(parsed.data);
      courses = [created, ...courses];
      return sendJson(res, 201, { success: true, message: 'Course created successfully', data: created });
    }
    if (path === '/course/file' && method === 'POST') {
      const { fields, files } = parseMultipart(raw, req.headers['content-type']);
      const file = files.get('file');
      const purpose = fields.get('purpose') ?? 'attachment';
      const fileKey = `${purpose}/${randomUUID()}-${file?.filename ?? 'file'}`;
      const mimeType = purpose === 'brochure' ? 'application/pdf' : 'image/png';
      return sendJson(res, 201, {
        success: true,
        data: { url: `/api/files/${fileKey}`, fileKey, size: file?.data.length ?? 0, mimeType },
      });
    }
    if (seg[0] === 'details' && method === 'PUT') {
      const course = find(seg[1]);
      if (!course) return missing();
      const parsed = courseBodySchema.safeParse(body);
      if (!parsed.success) return validation(res, parsed.error);
      const updated = build(parsed.data, course);
      courses = courses.map((c) => (c._id === course._id ? updated : c));
      return sendJson(res, 200, { success: true, message: 'Course updated successfully', data: updated });
    }
    if (seg[0] === 'curriculum' && seg[1] === 'impact' && method === 'GET') {
      const course = find(seg[2]);
      if (!course) return missing();
      const data: CurriculumImpact = {
        sections: course.sections.map((s) => ({ _id: s._id, learners: learners.get(s._id) ?? 0 })),
        lectures: course.sections.flatMap((s) =>
          s.subSections.map((l) => ({ _id: l._id, sectionId: s._id, learners: learners.get(l._id) ?? 0 })),
        ),
      };
      return sendJson(res, 200, { success: true, data });
    }
    if (seg[0] === 'curriculum' && method === 'PUT') {
      const course = find(seg[1]);
      if (!course) return missing();
      const parsed = curriculumBodySchema.safeParse(body);
      if (!parsed.success) return validation(res, parsed.error);
      course.sections = parsed.data.sections.map((s) => ({
        _id: s._id ?? randomUUID(),
        title: s.title,
        description: s.description ?? '',
        subSections: s.subSections.map((l) => ({
          _id: l._id ?? randomUUID(),
          title: l.title,
          hasVideo: videos.has(l._id ?? ''),
          videoDurationSeconds: null,
        })),
      }));
      course.updatedAt = now();
      return sendJson(res, 200, { success: true, message: 'Curriculum saved successfully', data: course });
    }
    if (seg[0] === 'status' && method === 'PATCH') {
      const course = find(seg[1]);
      if (!course) return missing();
      const next = url.searchParams.get('status') as Status;
      if (!ALLOWED[course.courseStatus].includes(next)) {
        const message = `A ${course.courseStatus} course cannot be made ${next}; move it to DRAFT first`;
        return sendJson(res, 409, { success: false, message });
      }
      if (next === 'PUBLISHED' && course.sections.length === 0) {
        return sendJson(res, 409, {
          success: false,
          message: 'Add at least one section with a lecture before publishing',
        });
      }
      const empty = course.sections.find((s) => s.subSections.length === 0);
      if (next === 'PUBLISHED' && empty) {
        const message = `Section "${empty.title}" has no lectures; add one before publishing`;
        return sendJson(res, 409, { success: false, message });
      }
      course.courseStatus = next;
      return sendJson(res, 200, { success: true, message: `Course status changed to ${next}`, data: course });
    }
    if (seg[0] === 'content' && method === 'GET') {
      const course = find(seg[1]);
      if (!course) return missing();
      const data: CourseContent = {
        _id: course._id,
        title: course.title,
        slug: course.slug,
        courseStatus: course.courseStatus,
        sections: course.sections.map((s) => ({
          _id: s._id,
          title: s.title,
          description: s.description,
          subSections: s.subSections.map((l) => ({ _id: l._id, title: l.title, video: videos.get(l._id) ?? null })),
        })),
      };
      return sendJson(res, 200, { success: true, data });
    }
    if (seg[0] === 'announcement') {
      const id = seg[1] ?? '';
      if (method === 'GET') {
        const data = announcements.filter((a) => a.courseId === id);
        return sendJson(res, 200, { success: true, data });
      }
      const parsed = method === 'DELETE' ? undefined : announcementBodySchema.safeParse(body);
      if (parsed && !parsed.success) return validation(res, parsed.error);
      if (method === 'POST') {
        const created: Announcement = {
          _id: randomUUID(),
          courseId: id,
          ...parsed!.data!,
          createdBy: { _id: 'staff-1', name: 'Asha Staff' },
          createdAt: now(),
          updatedAt: now(),
        };
        announcements.unshift(created);
        return sendJson(res, 201, { success: true, message: 'Announcement posted successfully', data: created });
      }
      const index = announcements.findIndex((a) => a._id === id);
      if (index === -1) return sendJson(res, 404, { success: false, message: 'Announcement not found' });
      if (method === 'PUT') {
        announcements[index] = { ...announcements[index]!, ...parsed!.data!, updatedAt: now() };
        return sendJson(res, 200, {
          success: true,
          message: 'Announcement updated successfully',
          data: announcements[index],
        });
      }
      announcements.splice(index, 1);
      return sendJson(res, 200, { success: true, message: 'Announcement deleted successfully' });
    }
    if (seg[0] === 'overview') {
      if (seg.length === 4) {
        const [, courseId, sectionId, subSectionId] = seg as [string, string, string, string];
        const existing = overviews.find((o) => o.subSectionId === subSectionId);
        if (method === 'GET') {
          return sendJson(res, 200, { success: true, data: existing ?? null });
        }
        const parsed = overviewBodySchema.safeParse(body);
        if (!parsed.success) return validation(res, parsed.error);
        if (existing) return sendJson(res, 409, { success: false, message: 'This lecture already has an overview' });
        const created: Overview = {
          _id: randomUUID(),
          courseId,
          sectionId,
          subSectionId,
          overview: parsed.data.overview,
          createdBy: null,
          createdAt: now(),
          updatedAt: now(),
        };
        overviews.push(created);
        return sendJson(res, 201, { success: true, message: 'Overview added successfully', data: created });
      }
      const index = overviews.findIndex((o) => o._id === seg[1]);
      if (index === -1) return sendJson(res, 404, { success: false, message: 'Overview not found' });
      if (method === 'PUT') {
        const parsed = overviewBodySchema.safeParse(body);
        if (!parsed.success) return validation(res, parsed.error);
        overviews[index] = { ...overviews[index]!, overview: parsed.data.overview, updatedAt: now() };
        return sendJson(res, 200, { success: true, message: 'Overview updated successfully', data: overviews[index] });
      }
      overviews.splice(index, 1);
      return sendJson(res, 200, { success: true, message: 'Overview deleted successfully' });
    }
    if (seg.length === 1 && method === 'GET') {
      const course = find(seg[0]);
      return course ? sendJson(res, 200, { success: true, data: course }) : missing();
    }
    if (seg.length === 1 && method === 'DELETE') {
      const course = find(seg[0]);
      if (!course) return missing();
      const sectionId = url.searchParams.get('sectionId');
      const subSectionId = url.searchParams.get('subSectionId');
      if (!sectionId) {
        courses = courses.filter((c) => c !== course);
        return sendJson(res, 200, { success: true, message: 'Course deleted successfully' });
      }
      const section = course.sections.find((s) => s._id === sectionId);
      if (!section) return sendJson(res, 404, { success: false, message: 'Section not found' });
      if (subSectionId) {
        section.subSections = section.subSections.filter((l) => l._id !== subSectionId);
        return sendJson(res, 200, { success: true, message: 'Lecture deleted successfully' });
      }
      course.sections = course.sections.filter((s) => s !== section);
      return sendJson(res, 200, { success: true, message: 'Section deleted successfully' });
    }
    sendJson(res, 404, { success: false, message: 'Not found' });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => sendJson(res, 500, { success: false, message: 'Internal Server Error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const api: ScriptedCourseApi = {
    apiBase: `http://127.0.0.1:${port}/api`,
    requests,
    uploads,
    videos,
    learners,
    announcements,
    overviews,
    seedCategory(name, isDeleted = false) {
      const made: Category = {
        _id: randomUUID(),
        name,
        slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        description: `All about ${name}`,
        isDeleted,
        courses: [],
        createdAt: now(),
        updatedAt: now(),
      };
      categories.push(made);
      return made;
    },
    seedCourse(seed) {
      const cat = seed.category ?? categories[0] ?? api.seedCategory('Full Stack');
      const finalPrice = seed.finalPrice ?? 4999;
      const course: Course = {
        ...build({
          title: seed.title,
          subtitle: `Subtitle of ${seed.title}`,
          language: 'English',
          category: cat._id,
          courseMode: 'Online',
          courseLevel: 'Beginner',
          thumbnail: 'https://cdn.skillhub.in/thumb.png',
          keypoints: ['Projects'],
          tags: [{ value: 'web' }],
          description: 'A long description',
          duration: '12 weeks',
          whatWillYouLearn: ['React'],
          price: { actualPrice: finalPrice, discountPercentage: 0, finalPrice },
          validity: '1 Year',
        }),
        courseStatus: seed.status ?? 'DRAFT',
      };
      course.sections = (seed.sections ?? []).map((s) => ({
        _id: randomUUID(),
        title: s.title,
        description: '',
        subSections: s.lectures.map((title) => ({
          _id: randomUUID(),
          title,
          hasVideo: false,
          videoDurationSeconds: null,
        })),
      }));
      courses.push(course);
      return course;
    },
    course: (id) => courses.find((c) => c._id === id),
    failNext: (failure) => failures.push(failure),
    reset() {
      categories = [];
      courses = [];
      failures = [];
      requests.length = 0;
      videos.clear();
      learners.clear();
      announcements.length = 0;
      overviews.length = 0;
      uploads.reset();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return api;
}
