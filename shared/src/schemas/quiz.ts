import { z } from 'zod';
import { uuidSchema } from './common.ts';
import { multiLine, singleLine } from './fields.ts';

export const QUESTION_KINDS = ['single', 'multiple', 'true_false'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
/** A true/false question always offers these two, in this order; its answer is the index of one. */
export const TRUE_FALSE_OPTIONS = ['True', 'False'] as const;
export const QUIZ_MAX_QUESTIONS = 100;
export const QUIZ_BANK_MAX_QUESTIONS = 500;

// ---- staff bodies ----

/**
 * One question as staff write it. Options are plain texts; `correct` holds the indices of the right ones
 * (exactly one for single choice and true/false, at least one for multiple choice). A true/false question's
 * options are always True and False, whatever is sent.
 */
export const quizQuestionBodySchema = z
  .object({
    _id: uuidSchema.optional(),
    kind: z.enum(QUESTION_KINDS, { error: 'Question type must be single, multiple or true_false' }),
    prompt: z
      .string({ error: 'Question text is required' })
      .check(multiLine)
      .trim()
      .min(1, 'Question text is required')
      .max(2000, 'Question text must not exceed 2000 characters'),
    options: z
      .array(z.string().check(singleLine).trim().min(1, 'Option text is required').max(500, 'Option is too long'))
      .max(8, 'A question must not have more than 8 options')
      .default([]),
    correct: z.array(z.number().int().min(0)).min(1, 'Mark the right answer').max(8),
    explanation: z
      .string()
      .check(multiLine)
      .trim()
      .max(2000, 'Explanation must not exceed 2000 characters')
      .default(''),
  })
  .transform((q) => (q.kind === 'true_false' ? { ...q, options: [...TRUE_FALSE_OPTIONS] } : q))
  .superRefine((q, ctx) => {
    if (q.options.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'A question needs at least 2 options' });
    }
    if (new Set(q.correct).size !== q.correct.length || q.correct.some((i) => i >= q.options.length)) {
      ctx.addIssue({ code: 'custom', path: ['correct'], message: 'The right answers must be options of the question' });
    }
    if (q.kind !== 'multiple' && q.correct.length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['correct'], message: 'Mark exactly one right answer' });
    }
  });
export type QuizQuestionBody = z.output<typeof quizQuestionBodySchema>;
export type QuizQuestionBodyInput = z.input<typeof quizQuestionBodySchema>;

/** POST /course/quiz/{courseId} and PUT /course/quiz/{courseId}/{quizId}: the quiz and its own questions. */
export const quizBodySchema = z
  .object({
    sectionId: uuidSchema,
    title: z
      .string({ error: 'Quiz title is required' })
      .check(singleLine)
      .trim()
      .min(1, 'Quiz title is required')
      .max(200, 'Quiz title must not exceed 200 characters'),
    /** Where it sits in its section: after this many lectures (0 = before the first). */
    afterLectures: z.number().int().min(0).max(200).default(0),
    passPercent: z
      .number({ error: 'Pass mark is required' })
      .int()
      .min(1, 'Pass mark must be 1–100%')
      .max(100, 'Pass mark must be 1–100%'),
    timeLimitMinutes: z.number().int().min(1, 'Time limit must be at least 1 minute').max(600).nullable().default(null),
    /** null: as many attempts as the learner likes. */
    attemptsAllowed: z.number().int().min(1, 'Allow at least 1 attempt').max(100).nullable().default(null),
    /** Questions and options in a new order for each attempt. */
    shuffle: z.boolean().default(false),
    /** How many questions each attempt draws at random from the course's question bank, besides its own. */
    bankDraw: z.number().int().min(0).max(QUIZ_MAX_QUESTIONS).default(0),
    questions: z.array(quizQuestionBodySchema).max(QUIZ_MAX_QUESTIONS).default([]),
  })
  .refine((q) => q.questions.length + q.bankDraw >= 1, {
    path: ['questions'],
    message: 'A quiz needs at least one question (of its own or drawn from the bank)',
  })
  .refine((q) => q.questions.length + q.bankDraw <= QUIZ_MAX_QUESTIONS, {
    path: ['bankDraw'],
    message: `An attempt must not have more than ${QUIZ_MAX_QUESTIONS} questions`,
  });
export type QuizBody = z.output<typeof quizBodySchema>;
export type QuizBodyInput = z.input<typeof quizBodySchema>;

/** PUT /course/quiz-bank/{courseId}: the whole bank; questions left out are removed. */
export const questionBankBodySchema = z.object({
  questions: z.array(quizQuestionBodySchema).max(QUIZ_BANK_MAX_QUESTIONS),
});
export type QuestionBankBody = z.output<typeof questionBankBodySchema>;

export const quizParamsSchema = z.object({ courseId: uuidSchema, quizId: uuidSchema });
export const attemptParamsSchema = z.object({ courseId: uuidSchema, quizId: uuidSchema, attemptId: uuidSchema });

/** PUT …/answer: the option indices the learner chose for one question of the attempt (empty clears it). */
export const quizAnswerBodySchema = z.object({
  questionId: uuidSchema,
  optionIds: z.array(z.number().int().min(0)).max(8),
});
export type QuizAnswerBody = z.infer<typeof quizAnswerBodySchema>;
/** What PUT …/answer saved: the question and its chosen options, in index order. */
export const quizAnswerSavedSchema = z.object({ questionId: z.string(), optionIds: z.array(z.number().int()) });
export type QuizAnswerSaved = z.infer<typeof quizAnswerSavedSchema>;

// ---- staff responses ----

export const staffQuestionSchema = z.object({
  _id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  prompt: z.string(),
  options: z.array(z.string()),
  correct: z.array(z.number()),
  explanation: z.string(),
});
export type StaffQuestion = z.infer<typeof staffQuestionSchema>;

export const staffQuizSchema = z.object({
  _id: z.string(),
  sectionId: z.string(),
  title: z.string(),
  afterLectures: z.number().int(),
  passPercent: z.number().int(),
  timeLimitMinutes: z.number().int().nullable(),
  attemptsAllowed: z.number().int().nullable(),
  shuffle: z.boolean(),
  bankDraw: z.number().int(),
  questions: z.array(staffQuestionSchema),
  /** Attempts learners have started: once there is one, removing the quiz archives it. */
  attempts: z.number().int(),
});
export type StaffQuiz = z.infer<typeof staffQuizSchema>;

/** GET /course/quiz/{courseId}: the live quizzes in curriculum order and the question bank. */
export const courseQuizzesSchema = z.object({
  quizzes: z.array(staffQuizSchema),
  bank: z.array(staffQuestionSchema),
});
export type CourseQuizzes = z.infer<typeof courseQuizzesSchema>;

// ---- learner responses ----

/** One quiz of the player's outline with the caller's standing in it. */
export const learnerQuizSchema = z.object({
  _id: z.string(),
  sectionId: z.string(),
  title: z.string(),
  afterLectures: z.number().int(),
  passPercent: z.number().int(),
  timeLimitMinutes: z.number().int().nullable(),
  attemptsAllowed: z.number().int().nullable(),
  questionCount: z.number().int(),
  attemptsUsed: z.number().int(),
  bestPercent: z.number().int().nullable(),
  passed: z.boolean(),
  /** The attempt to resume, if one is open. */
  openAttemptId: z.string().nullable(),
});
export type LearnerQuiz = z.infer<typeof learnerQuizSchema>;
export const learnerQuizzesSchema = z.array(learnerQuizSchema);

const attemptQuestionSchema = z.object({
  _id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  prompt: z.string(),
  /** In the order this attempt shows them; `index` is what an answer names. */
  options: z.array(z.object({ index: z.number().int(), text: z.string() })),
});

const attemptBase = {
  _id: z.string(),
  quizId: z.string(),
  quizTitle: z.string(),
  number: z.number().int(),
  passPercent: z.number().int(),
  startedAt: z.string(),
  deadlineAt: z.string().nullable(),
  answers: z.record(z.string(), z.array(z.number().int())),
};

/** An attempt in progress: the questions without their answers, and what the learner has answered so far. */
export const openAttemptSchema = z.object({
  ...attemptBase,
  status: z.literal('open'),
  questions: z.array(attemptQuestionSchema),
});
export type OpenAttempt = z.infer<typeof openAttemptSchema>;

/** A submitted attempt: the score, and each question with the right answers and the explanation. */
export const gradedAttemptSchema = z.object({
  ...attemptBase,
  status: z.literal('submitted'),
  submittedAt: z.string(),
  correctCount: z.number().int(),
  total: z.number().int(),
  scorePercent: z.number().int(),
  passed: z.boolean(),
  questions: z.array(
    attemptQuestionSchema.extend({
      correct: z.array(z.number().int()),
      explanation: z.string(),
      isCorrect: z.boolean(),
    }),
  ),
});
export type GradedAttempt = z.infer<typeof gradedAttemptSchema>;

export const quizAttemptSchema = z.discriminatedUnion('status', [openAttemptSchema, gradedAttemptSchema]);
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

/** POST …/submit: the grade; the review (right answers, explanations) is the attempt's read (GET). */
export const quizGradeSchema = z.object({
  _id: z.string(),
  quizId: z.string(),
  status: z.literal('submitted'),
  submittedAt: z.string(),
  correctCount: z.number().int(),
  total: z.number().int(),
  scorePercent: z.number().int(),
  passed: z.boolean(),
});
export type QuizGradeResult = z.infer<typeof quizGradeSchema>;
