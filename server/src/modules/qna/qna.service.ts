import { meets } from '@skillhub/shared/permissions';
import type { ListBody } from '@skillhub/shared/schemas/common';
import type { ListQnaQuery, Qna, QuestionBody } from '@skillhub/shared/schemas/qna';
import type { FastifyRequest } from 'fastify';
import { fieldError, forbidden, notFound } from '../../http/http-error.ts';
import { pagination } from '../../http/responses.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { enterCourse, enterCourseToLearn, mustFindLecture } from '../courses/course-gate.ts';
import { requireSectionOpen } from '../courses/section-release.ts';
import { isCourseStaff, STAFF_CANNOT_ANSWER_MESSAGE } from '../enrollments/course-access.ts';
import { isExpired } from '../enrollments/enrollment-expiry.ts';
import { enrollmentsRepository } from '../enrollments/enrollments.repository.ts';
import { type QuestionWithNames, type ReplyWithAuthor, qnaRepository as repo } from './qna.repository.ts';

const QUESTION_NOT_FOUND = 'Question not found';

function toQnaDto(row: QuestionWithNames, replies: ReplyWithAuthor[]): Qna {
  return {
    _id: row.id,
    course: { _id: row.courseId, title: row.courseTitle, slug: row.courseSlug },
    sectionId: row.sectionId,
    subSectionId: row.lectureId,
    lectureTitle: row.lectureTitle,
    question: row.question,
    askedBy: row.userId && row.askedByName ? { _id: row.userId, name: row.askedByName } : null,
    replies: replies.map((r) => ({
      _id: r.id,
      reply: r.reply,
      author: r.userId && r.authorName ? { _id: r.userId, name: r.authorName } : null,
      isStaff: r.isStaff,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    answered: row.answeredAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Staff who answer questions: Courses/Courses update, the permission of the dashboard's Q&A page. */
function canAnswerAsStaff(request: FastifyRequest): boolean {
  const session = request.session;
  return (
    session !== null && meets(session.permissions, { module: 'Courses', subModule: 'Courses', operation: 'update' })
  );
}

/**
 * Course Q&A. Learners ask and reply within the courses they are enrolled in with unexpired access; staff
 * with Courses read see every question, and those with Courses update answer them (which marks the question
 * answered). Staff ask, or reply without answering, only as learners of a course they are enrolled in.
 */
export function createQnaService(ctx: Pick<ServiceContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  async function withReplies(rows: QuestionWithNames[]): Promise<Qna[]> {
    const replies = await repo.repliesOf(
      db,
      rows.map((r) => r.id),
    );
    const byQuestion = new Map<string, ReplyWithAuthor[]>();
    for (const reply of replies) {
      const list = byQuestion.get(reply.questionId) ?? [];
      list.push(reply);
      byQuestion.set(reply.questionId, list);
    }
    return rows.map((row) => toQnaDto(row, byQuestion.get(row.id) ?? []));
  }

  async function one(id: string): Promise<Qna> {
    const row = await repo.findQuestion(db, id);
    if (!row) throw notFound(QUESTION_NOT_FOUND);
    const [qna] = await withReplies([row]);
    if (!qna) throw notFound(QUESTION_NOT_FOUND);
    return qna;
  }

  /** A learner may reply within a course they can open; anywhere else the question does not exist for them. */
  async function learnerMayReply(userId: string, courseId: string): Promise<boolean> {
    const enrollment = await enrollmentsRepository.find(db, userId, courseId);
    return enrollment !== undefined && !isExpired(enrollment.expiresAt, clock.now());
  }

  return {
    async list(request: FastifyRequest, query: ListQnaQuery): Promise<ListBody<Qna>> {
      const userId = sessionUserId(request);
      if (!isCourseStaff(request)) {
        if (!query.courseId) throw fieldError('courseId', 'courseId is required');
        await enterCourse(db, request, query.courseId, clock.now());
      }
      const { rows, total } = await repo.list(
        db,
        {
          courseId: query.courseId,
          subSectionId: query.subSectionId,
          answered: query.answered,
          askedBy: query.mine ? userId : undefined,
          search: query.search,
        },
        { page: query.page, limit: query.limit, sort: query.sort },
      );
      return {
        success: true,
        data: await withReplies(rows),
        pagination: pagination(total, query.page, query.limit),
      };
    },

    async ask(request: FastifyRequest, courseId: string, body: QuestionBody): Promise<Qna> {
      const now = clock.now();
      await enterCourseToLearn(db, request, courseId, now);
      let sectionId: string | null = null;
      let lectureId: string | null = null;
      if (body.subSectionId) {
        // The lecture decides the section; a section sent beside it must be the lecture's own.
        const lecture = await mustFindLecture(db, {
          courseId,
          sectionId: body.sectionId,
          lectureId: body.subSectionId,
        });
        sectionId = lecture.sectionId;
        lectureId = lecture.id;
      } else if (body.sectionId) {
        if (!(await repo.sectionInCourse(db, courseId, body.sectionId))) throw notFound('Section not found');
        sectionId = body.sectionId;
      }
      if (sectionId) await requireSectionOpen(db, request, { courseId, sectionId }, now);
      const id = await repo.insertQuestion(db, {
        courseId,
        sectionId,
        lectureId,
        userId: sessionUserId(request),
        question: body.question,
      });
      return one(id);
    },

    async reply(request: FastifyRequest, questionId: string, text: string): Promise<Qna> {
      const userId = sessionUserId(request);
      const question = await repo.findQuestion(db, questionId);
      if (!question) throw notFound(QUESTION_NOT_FOUND);
      const asStaff = canAnswerAsStaff(request);
      if (!asStaff && !(await learnerMayReply(userId, question.courseId))) {
        // Staff who may read but not answer see the question, so they get the honest 403.
        if (isCourseStaff(request)) throw forbidden(STAFF_CANNOT_ANSWER_MESSAGE);
        throw notFound(QUESTION_NOT_FOUND);
      }
      await db.transaction(async (tx) => {
        await repo.insertReply(tx, { questionId, userId, reply: text, isStaff: asStaff });
        if (asStaff) await repo.markAnswered(tx, questionId, clock.now());
      });
      return one(questionId);
    },
  };
}
