import { z } from 'zod';
import { APPROVAL_STATUSES, PHONE_DIGITS } from '../constants.ts';
import { booleanQuery, timestampsSchema, uuidSchema } from './common.ts';
import { emailField, emptyToUndefined, multiLine, singleLine } from './fields.ts';
import { honeypotShape } from './lead-form.ts';
import { pagingShape, withPage } from './paging.ts';
import { skillAreasField, skillAreasSchema } from './skill-area.ts';

/**
 * Training programs: institutions, their programs, applicants to them, and the certificates approved
 * applicants receive. Dates without a time (a program's start and end, a date of birth) travel as
 * 'YYYY-MM-DD'.
 */

const requiredText = (label: string, max: number, lines: 'single' | 'multi' = 'single') =>
  z
    .string({ error: `${label} is required` })
    .check(lines === 'single' ? singleLine : multiLine)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must not exceed ${max} characters`);

const optionalText = (label: string, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.string().check(singleLine).trim().max(max, `${label} must not exceed ${max} characters`).optional(),
  );

/** Optional 10-digit phone number ("Contact number must be exactly 10 digits"). */
const optionalPhone = (label: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+$/, `${label} must contain digits only`)
      .length(PHONE_DIGITS, `${label} must be exactly ${PHONE_DIGITS} digits`)
      .optional(),
  );

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day: '2026-02-30' is refused, not rolled over into March. */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
const dayField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isCalendarDay, `${label} must be a valid date (YYYY-MM-DD)`);

// ------------------------------------------------------------------------------------------- institutions

/** POST /training/institutions and PUT /training/institutions/{id}. */
export const institutionBodySchema = z.object({
  name: requiredText('Institution name', 150),
  email: emailField,
  contactNumber: optionalPhone('Contact number'),
  address: requiredText('Address', 500, 'multi'),
  website: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(2048, 'Website must not exceed 2048 characters')
      .refine(isWebAddress, 'Invalid URL')
      .optional(),
  ),
});
export type InstitutionBody = z.infer<typeof institutionBodySchema>;
export type InstitutionBodyInput = z.input<typeof institutionBodySchema>;

export const institutionSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    contactNumber: z.string().nullable(),
    address: z.string(),
    website: z.string().nullable(),
    /** true means inactive: its programs stay, no new ones can be added to it. */
    isDeleted: z.boolean(),
    programsCount: z.number().int(),
  })
  .extend(timestampsSchema.shape);
export type Institution = z.infer<typeof institutionSchema>;

/** GET /training/institutions/all: active ones unless `active=false`. */
export const listInstitutionsQuerySchema = z
  .object({ ...pagingShape(), active: booleanQuery.default(true) })
  .transform(withPage);
export type ListInstitutionsQuery = z.output<typeof listInstitutionsQuerySchema>;

// ---------------------------------------------------------------------------------------------- programs

export const END_BEFORE_START_MESSAGE = 'End Date must be after or equal to Start Date';

/** POST /training/programs and PUT /training/programs/{id}. Every field but the skill areas is required. */
export const programBodySchema = z
  .object({
    title: requiredText('Title', 200),
    description: requiredText('Description', 5000, 'multi'),
    duration: requiredText('Duration', 100),
    institution: uuidSchema.describe('the institution `_id`'),
    topic: requiredText('Topic', 150),
    board: requiredText('Board', 150),
    startDate: dayField('Start Date'),
    endDate: dayField('End Date'),
    prerequisites: requiredText('Prerequisites', 2000, 'multi'),
    syllabus: requiredText('Syllabus', 10000, 'multi'),
    /** Optional: a new program has none; an update without it keeps the program's. */
    skillAreas: skillAreasField.optional(),
  })
  .superRefine((body, ctx) => {
    if (isCalendarDay(body.startDate) && isCalendarDay(body.endDate) && body.endDate < body.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START_MESSAGE });
    }
  });
export type ProgramBody = z.infer<typeof programBodySchema>;
export type ProgramBodyInput = z.input<typeof programBodySchema>;

const namedRef = z.object({ _id: z.string(), name: z.string() });

export const programSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    duration: z.string(),
    institution: namedRef,
    topic: z.string(),
    board: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    prerequisites: z.string(),
    syllabus: z.string(),
    skillAreas: skillAreasSchema,
    isDeleted: z.boolean(),
    applicantsCount: z.number().int(),
    /** The public application form; its QR code is on the printable poster. */
    applyUrl: z.string(),
  })
  .extend(timestampsSchema.shape);
export type Program = z.infer<typeof programSchema>;

/** GET /training/programs/all: active ones unless `active=false`, optionally of one institution. */
export const listProgramsQuerySchema = z
  .object({ ...pagingShape(), active: booleanQuery.default(true), institution: uuidSchema.optional() })
  .transform(withPage);
export type ListProgramsQuery = z.output<typeof listProgramsQuerySchema>;

/**
 * What the public application page shows of a program (GET /training/programs/public/{id}). `open` is false
 * once the program ended or was deactivated; the form then says so instead of taking applications.
 */
export const publicProgramSchema = programSchema
  .pick({
    _id: true,
    title: true,
    description: true,
    duration: true,
    institution: true,
    topic: true,
    board: true,
    startDate: true,
    endDate: true,
    prerequisites: true,
  })
  .extend({ open: z.boolean() });
export type PublicProgram = z.infer<typeof publicProgramSchema>;

// -------------------------------------------------------------------------------------------- applicants

export const approvalStatusSchema = z.enum(APPROVAL_STATUSES, { error: 'Invalid status' });
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

/**
 * Which status may follow which. Approval is final except for rejection (which revokes the certificate);
 * a rejected applicant can be reconsidered.
 */
export const APPLICANT_TRANSITIONS: Readonly<Record<ApprovalStatus, readonly ApprovalStatus[]>> = {
  Pending: ['In Progress', 'Approved', 'Rejected'],
  'In Progress': ['Pending', 'Approved', 'Rejected'],
  Approved: ['Rejected'],
  Rejected: ['Pending', 'In Progress'],
};

const applicantPersonShape = {
  firstName: requiredText('First name', 100),
  middleName: optionalText('Middle name', 100),
  lastName: requiredText('Last name', 100),
  // Compared with today in UTC: a birthday is never in the future by more than the hours India is ahead.
  dateOfBirth: dayField('Date of birth').refine(
    (day) => !isCalendarDay(day) || day < new Date().toISOString().slice(0, 10),
    'Date of birth must be in the past',
  ),
  email: emailField,
  phoneNumber: optionalPhone('Phone number'),
  address: z.preprocess(
    emptyToUndefined,
    z.string().check(multiLine).trim().max(500, 'Address must not exceed 500 characters').optional(),
  ),
};

/** POST /training/applicants and PUT /training/applicants/{id} (staff). */
export const applicantBodySchema = z.object({
  ...applicantPersonShape,
  institution: uuidSchema.describe('the institution `_id`'),
  program: uuidSchema.describe('the program `_id` (of that institution)'),
});
export type ApplicantBody = z.infer<typeof applicantBodySchema>;
export type ApplicantBodyInput = z.input<typeof applicantBodySchema>;

/** POST /training/programs/apply/{id}: the public form; the program (and so the institution) is in the path. */
export const applicationBodySchema = z.object({ ...applicantPersonShape, ...honeypotShape });
export type ApplicationBody = z.infer<typeof applicationBodySchema>;
export type ApplicationBodyInput = z.input<typeof applicationBodySchema>;

export const certificateSummarySchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  /** Who issued it (null once that account is gone). */
  issuedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Why it was issued before the program ended; null when it was issued after. */
  earlyIssueReason: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** When its mail was queued; null until sent. */
  sentAt: z.string().nullable(),
});
export type CertificateSummary = z.infer<typeof certificateSummarySchema>;

export const applicantSchema = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    dateOfBirth: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    address: z.string().nullable(),
    institution: namedRef,
    program: z.object({ _id: z.string(), title: z.string(), endDate: z.string() }),
    status: approvalStatusSchema,
    /** The certificate in force (not revoked), if one was issued. */
    certificate: certificateSummarySchema.nullable(),
  })
  .extend(timestampsSchema.shape);
export type Applicant = z.infer<typeof applicantSchema>;

/** GET /training/applicants/all. */
export const listApplicantsQuerySchema = z
  .object({
    ...pagingShape(),
    status: approvalStatusSchema.optional(),
    institution: uuidSchema.optional(),
    program: uuidSchema.optional(),
  })
  .transform(withPage);
export type ListApplicantsQuery = z.output<typeof listApplicantsQuerySchema>;

/** POST /training/applicants/status/{id}?status=. */
export const applicantStatusQuerySchema = z.object({ status: approvalStatusSchema });

/** POST /training/applicants/status: several applicants at once. */
export const bulkStatusBodySchema = z.object({
  ids: z.array(uuidSchema).min(1, 'Select at least one applicant').max(500, 'At most 500 applicants at once'),
  status: approvalStatusSchema,
});
export type BulkStatusBody = z.infer<typeof bulkStatusBodySchema>;

/** Per applicant: what a bulk call did, or why it could not. */
export const bulkOutcomeSchema = z.object({
  updated: z.array(z.string()),
  failed: z.array(z.object({ _id: z.string(), message: z.string() })),
});
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>;

/** The bulk upload's limits, as the server enforces them: the dialog checks the size before sending. */
export const BULK_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const BULK_UPLOAD_MAX_ROWS = 10_000;

/** POST /training/applicants/bulk-upload?mode=: `preview` writes nothing; `import` adds the rows without errors. */
export const bulkUploadQuerySchema = z.object({
  mode: z.enum(['preview', 'import'], { error: 'mode must be preview or import' }).default('preview'),
});
export type BulkUploadMode = z.output<typeof bulkUploadQuerySchema>['mode'];

/** The answer of a bulk upload, preview or import. */
export const bulkUploadResultSchema = z.object({
  total: z.number().int().describe('rows with data below the header'),
  valid: z.number().int().describe('rows without errors (after an import: the rows imported)'),
  invalid: z.number().int(),
  imported: z.number().int().describe('0 in preview'),
  rows: z
    .array(
      z.object({
        row: z.number().int().describe('as the spreadsheet numbers it: the header is row 1'),
        email: z.string(),
        errors: z.record(z.string(), z.string()).describe('per column, the messages of the staff form'),
      }),
    )
    .describe('the rows with errors, at most 500'),
  moreRows: z.number().int().describe('rows with errors left out of `rows`'),
});
export type BulkUploadResult = z.infer<typeof bulkUploadResultSchema>;

export const applicantHistorySchema = z.object({
  fromStatus: approvalStatusSchema.nullable(),
  toStatus: approvalStatusSchema,
  changedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  changedAt: z.string(),
});
export type ApplicantHistory = z.infer<typeof applicantHistorySchema>;

// ---------------------------------------------------------------------------------------------- certificates

/**
 * Certificate numbers: 'SKH-' and three groups of four from an alphabet without look-alikes (0/O, 1/I), as they
 * may be typed: any case, spaces around them (the schema trims and upper-cases). Written without regex flags so
 * that the API document's `pattern`, which has none, says exactly what is accepted.
 */
const TYPED_GROUP = '[2-9A-HJ-NP-Za-hj-np-z]{4}';
export const TYPED_CERTIFICATE_NUMBER_PATTERN = new RegExp(
  `^\\s*[Ss][Kk][Hh]-${TYPED_GROUP}-${TYPED_GROUP}-${TYPED_GROUP}\\s*$`,
);

export const certificateNumberParamsSchema = z.object({
  number: z
    .string()
    .regex(TYPED_CERTIFICATE_NUMBER_PATTERN, 'Enter a certificate number like SKH-7F3K-92QD-X4MA')
    .trim()
    .toUpperCase(),
});

/**
 * GET /training/certificates/verify/{number}: only what the certificate itself shows. One check for both kinds
 * of certificate: a training program's (`kind: 'training'`) and a course's completion (`kind: 'course'`).
 */
export const certificateVerificationSchema = z.discriminatedUnion('status', [
  z.discriminatedUnion('kind', [
    z.object({
      status: z.literal('valid'),
      kind: z.literal('course'),
      number: z.string(),
      holderName: z.string(),
      course: z.string(),
      issuedAt: z.string(),
    }),
    z.object({
      status: z.literal('valid'),
      kind: z.literal('training'),
      number: z.string(),
      holderName: z.string(),
      program: z.string(),
      institution: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      issuedAt: z.string(),
    }),
  ]),
  z.object({ status: z.literal('revoked'), number: z.string(), revokedAt: z.string() }),
  z.object({ status: z.literal('not-found'), number: z.string() }),
]);
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** Today's date in India ('YYYY-MM-DD'): programs run on India's calendar, whatever zone a machine is in. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * A certificate of completion is due once the program has ended: its end date is before today in India.
 * Before that, staff may still issue one, but only giving a reason, which is kept with the certificate.
 */
export const programHasEnded = (endDate: string, now: Date): boolean => endDate < indiaToday(now);

export const EARLY_ISSUE_REASON_MIN = 5;
export const EARLY_ISSUE_REASON_MAX = 500;

/** Why a certificate is issued before its program ended: what the staff dialog asks for. */
export const earlyIssueReasonSchema = z
  .string({ error: 'Reason is required' })
  .check(multiLine)
  .trim()
  .min(EARLY_ISSUE_REASON_MIN, `Reason must be at least ${EARLY_ISSUE_REASON_MIN} characters`)
  .max(EARLY_ISSUE_REASON_MAX, `Reason must not exceed ${EARLY_ISSUE_REASON_MAX} characters`);

/** The staff dialog that asks for it. */
export const earlyIssueFormSchema = z.object({ earlyIssueReason: earlyIssueReasonSchema });
export type EarlyIssueForm = z.infer<typeof earlyIssueFormSchema>;

const earlyIssueReasonField = z.preprocess(
  emptyToUndefined,
  earlyIssueReasonSchema
    .optional()
    .describe('required to issue a certificate before its program has ended; kept with the certificate'),
);

/** The answer when a certificate would be issued before its program ended and no reason was given. */
export const earlyIssueMessage = (programTitle: string, endDate: string) =>
  `${programTitle} has not ended yet (it ends on ${endDate}): give a reason to issue its certificate early`;

/** POST /training/applicants/send-certificate. */
export const sendCertificatesBodySchema = z.object({
  ids: z.array(uuidSchema).min(1, 'Select at least one applicant').max(500, 'At most 500 applicants at once'),
  earlyIssueReason: earlyIssueReasonField,
});
export type SendCertificatesBody = z.infer<typeof sendCertificatesBodySchema>;

/** POST /training/applicants/download-certificate/{id}: a body only to issue it early. */
export const downloadCertificateBodySchema = z.object({ earlyIssueReason: earlyIssueReasonField });
export type DownloadCertificateBody = z.infer<typeof downloadCertificateBodySchema>;

export const trainingIdParamsSchema = z.object({ id: uuidSchema });
