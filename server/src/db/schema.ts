import {
  CONTENT_STATUSES,
  COURSE_LEVELS,
  COURSE_MODES,
  COURSE_VALIDITIES,
  LANGUAGES,
  LEAD_STATUSES,
} from '@skillhub/shared/constants';
import type { Permissions } from '@skillhub/shared/permissions';
import { ENROLLMENT_SOURCES, ORDER_STATUSES, PAYMENT_PROVIDERS } from '@skillhub/shared/schemas/payment';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The whole database in one file: drizzle-kit generates the migrations in ../../drizzle from it.
 * Case-insensitive uniqueness (role names, e-mails, category names) is done with citext so that
 * "Data Science" and "data science" collide in the database itself, not only in application code.
 */

const citext = customType<{ data: string }>({
  dataType() {
    return 'citext';
  },
});

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const roles = pgTable('roles', {
  id: id(),
  name: citext('name').notNull().unique(),
  description: text('description'),
  permissions: jsonb('permissions').$type<Permissions>().notNull().default([]),
  /** SUPER_ADMIN and USER: seeded, never deleted. */
  isSystem: boolean('is_system').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: citext('email').notNull().unique(),
    /** Null for staff invited through user/add until they set a password with the mailed link. */
    passwordHash: text('password_hash'),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    profilePic: text('profile_pic'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Carried in every access token and bumped by logout, password change or reset and deactivation, so
     * that access tokens issued before stop working at once instead of living out their 15 minutes.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_role_id_idx').on(t.roleId),
    index('users_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    // Trigram indexes serve the user list's substring search (ILIKE '%term%').
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`(${t.email}::text) gin_trgm_ops`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token issued from one login shares a family; replaying a used token revokes the family. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** Issued in a browser-session cookie (super admins), as opposed to a 30-day cookie. */
    sessionOnly: boolean('session_only').notNull().default(false),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_user_id_idx').on(t.userId),
    // A family's live token: every authenticated request checks its session still has one, and a replay
    // revokes it. Used tokens stay in the table (for replay detection) but not in this index.
    index('refresh_tokens_live_family_idx').on(t.familyId).where(sql`${t.revokedAt} is null`),
  ],
);

/** A signup waiting for its e-mail to be confirmed; the account is created only when the OTP checks out. */
export const signupOtps = pgTable(
  'signup_otps',
  {
    id: id(),
    email: citext('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    otpHash: text('otp_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('signup_otps_email_idx').on(t.email)],
);

export const RESET_TOKEN_PURPOSES = ['reset', 'invite', 'otp-exchange'] as const;

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The 6-digit code mailed with a reset link, exchangeable for a fresh token. */
    otpHash: text('otp_hash'),
    purpose: text('purpose', { enum: RESET_TOKEN_PURPOSES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * One-time sign-in codes, mailed when an account is under a guessing attack and its password arrives from a
 * browser that has not signed in to it before. Single use, stored hashed, a few attempts.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_codes_user_id_idx').on(t.userId)],
);

/**
 * An e-mail change waiting to be confirmed from the new address: the account's e-mail (and so where reset links
 * go) changes only when the mailed link is opened. Single use, stored hashed.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: citext('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Who asked: the user themselves or a member of staff, named in the mails. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_change_requests_user_id_idx').on(t.userId)],
);

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * Side effects (mail today) written in the same transaction as the change that causes them and
 * delivered by the outbox worker, so a rolled-back change never mails and a crash never loses a mail.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lease of the worker that claimed the row; an expired lease makes the row claimable again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** What the transport answered (message id, or the built message when no SMTP server is configured). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('outbox_pending_idx').on(t.availableAt).where(sql`${t.status} = 'pending'`)],
);

/** Fixed-window counters shared by every API process (rate limits, resend cooldowns). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_ends_at_idx').on(t.windowEndsAt)],
);

/** Values generated once and shared by every process, such as the JWT secret when JWT_SECRET is unset. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: citext('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    /** true means inactive (the spec's name for it). */
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_is_deleted_name_idx').on(t.isDeleted, t.name)],
);

export const contentStatus = pgEnum('content_status', CONTENT_STATUSES);

export const courses = pgTable(
  'courses',
  {
    id: id(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    /** The current slug; earlier ones stay in course_slugs so that old links keep working. */
    slug: text('slug').notNull().unique(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    language: text('language', { enum: LANGUAGES }).notNull(),
    courseMode: text('course_mode', { enum: COURSE_MODES }).notNull(),
    courseLevel: text('course_level', { enum: COURSE_LEVELS }).notNull(),
    thumbnail: text('thumbnail').notNull(),
    brochure: text('brochure'),
    keypoints: jsonb('keypoints').$type<string[]>().notNull(),
    tags: jsonb('tags').$type<{ value: string }[]>().notNull(),
    /** The tags' values joined by spaces: what the list searches, with a trigram index. */
    tagsText: text('tags_text').notNull().default(''),
    description: text('description').notNull(),
    duration: text('duration').notNull(),
    whatWillYouLearn: jsonb('what_will_you_learn').$type<string[]>().notNull(),
    actualPrice: numeric('actual_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    finalPrice: numeric('final_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    validity: text('validity', { enum: COURSE_VALIDITIES }).notNull(),
    status: contentStatus('status').notNull().default('DRAFT'),
    /**
     * Kept by the ratings of issue 4 (a course has none until then) so that the catalogue can sort by rating
     * without aggregating every rating on every page.
     */
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_category_id_idx').on(t.categoryId),
    index('courses_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The public catalogue reads only published courses: partial indexes per sort keep its pages cheap.
    index('courses_published_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'PUBLISHED'`),
    index('courses_published_category_created_idx')
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'PUBLISHED'`),
    index('courses_published_price_idx').on(t.finalPrice, t.id).where(sql`${t.status} = 'PUBLISHED'`),
    index('courses_published_rating_idx')
      .on(t.averageRating.desc().nullsFirst(), t.ratingsCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'PUBLISHED'`),
    index('courses_published_title_idx').on(t.title, t.id).where(sql`${t.status} = 'PUBLISHED'`),
    index('courses_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Substring search (ILIKE '%term%') over title, subtitle and tags.
    index('courses_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('courses_subtitle_trgm_idx').using('gin', sql`${t.subtitle} gin_trgm_ops`),
    index('courses_tags_text_trgm_idx').using('gin', sql`${t.tagsText} gin_trgm_ops`),
  ],
);

/** Every slug a course has had, its current one included: a renamed course answers its old links. */
export const courseSlugs = pgTable(
  'course_slugs',
  {
    slug: text('slug').primaryKey(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('course_slugs_course_id_idx').on(t.courseId)],
);

export const courseSections = pgTable(
  'course_sections',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull(),
    /** Set when staff remove the section: it leaves every outline but keeps the learners' notes on it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('course_sections_course_id_position_idx').on(t.courseId, t.position)],
);

/** Lectures (the spec's sub-sections). The video_* columns are written by the media module. */
export const courseLectures = pgTable(
  'course_lectures',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    videoFileKey: text('video_file_key'),
    videoMimeType: text('video_mime_type'),
    videoSizeBytes: bigint('video_size_bytes', { mode: 'number' }),
    videoDurationSeconds: integer('video_duration_seconds'),
    /**
     * Set when staff remove the lecture: it leaves every outline and percentage, but the row stays so that
     * the learners' notes and progress and its overview (which cannot be deleted by a staff edit) keep it.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_lectures_section_id_position_idx').on(t.sectionId, t.position),
    index('course_lectures_course_id_idx').on(t.courseId),
  ],
);

export const courseAnnouncements = pgTable(
  'course_announcements',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('course_announcements_course_id_created_idx').on(t.courseId, t.createdAt.desc().nullsFirst())],
);

/**
 * One overview per lecture (unique lecture_id); the HTML is sanitised before it is stored. Like notes and
 * progress, it hangs on its lecture with NO ACTION: staff archive lectures and sections instead of deleting
 * them, and a delete that would take this row along fails; only deleting the whole course removes it (through
 * course_id, checked at the end of that statement).
 */
export const lectureOverviews = pgTable('lecture_overviews', {
  id: id(),
  courseId: uuid('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  sectionId: uuid('section_id')
    .notNull()
    .references(() => courseSections.id, { onDelete: 'no action' }),
  lectureId: uuid('lecture_id')
    .notNull()
    .unique()
    .references(() => courseLectures.id, { onDelete: 'no action' }),
  overview: text('overview').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const leadStatus = pgEnum('lead_status', LEAD_STATUSES);

export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    name: text('name').notNull(),
    education: text('education'),
    phone: text('phone').notNull(),
    email: citext('email').notNull(),
    /** Set when the enquiry named one of our courses by `_id`. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** Free text of the form's interestedCourse when it was not a course `_id`. */
    interestedCourse: text('interested_course'),
    whatsAppOptIn: boolean('whatsapp_opt_in').notNull().default(true),
    status: leadStatus('status').notNull().default('Pending'),
    /** Submissions merged into this lead (1 for a lead sent once). */
    submissions: integer('submissions').notNull().default(1),
    /** Last time the visitor sent the form: the 24-hour duplicate window runs from here. */
    lastSubmittedAt: timestamp('last_submitted_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('enquiries_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('enquiries_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('enquiries_course_created_idx').on(t.courseId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('enquiries_phone_idx').on(t.phone),
    index('enquiries_email_idx').on(t.email),
    index('enquiries_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('enquiries_email_trgm_idx').using('gin', sql`(${t.email}::text) gin_trgm_ops`),
    index('enquiries_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);

/** Who moved a lead to which status, when and why; the first submission and merged duplicates too. */
export const enquiryHistory = pgTable(
  'enquiry_history',
  {
    id: id(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    /** Insertion order: entries written in the same instant still read back in the order they happened. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    status: leadStatus('status').notNull(),
    note: text('note'),
    /** null for entries the system wrote. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_history_enquiry_id_seq_idx').on(t.enquiryId, t.seq)],
);

export type RoleRow = typeof roles.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export type CourseSectionRow = typeof courseSections.$inferSelect;
export type CourseLectureRow = typeof courseLectures.$inferSelect;
export type AnnouncementRow = typeof courseAnnouncements.$inferSelect;
export type OverviewRow = typeof lectureOverviews.$inferSelect;
export type EnquiryRow = typeof enquiries.$inferSelect;
export type EnquiryHistoryRow = typeof enquiryHistory.$inferSelect;

/**
 * An open chunked upload of one lecture's video. `lecture_id` has no foreign key on purpose: a lecture
 * deleted mid-upload must leave the row for the cleanup job, which still needs it to abort the stored parts.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: id(),
    courseId: uuid('course_id').notNull(),
    sectionId: uuid('section_id').notNull(),
    lectureId: uuid('lecture_id').notNull(),
    fileKey: text('file_key').notNull().unique(),
    /** The storage's own multipart id (S3's UploadId, a directory name on local disk). */
    storageUploadId: text('storage_upload_id').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    chunkSize: integer('chunk_size').notNull(),
    totalParts: integer('total_parts').notNull(),
    /** Set from the first part's bytes; null until part 1 arrives. */
    mimeType: text('mime_type'),
    /**
     * Set when a complete call starts joining the parts. Whether it still runs is told by the advisory lock
     * the call holds (gone with a process that died), so a completion left by a crash is retried at once.
     */
    completingSince: timestamp('completing_since', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('upload_sessions_lecture_id_idx').on(t.lectureId),
    index('upload_sessions_last_activity_at_idx').on(t.lastActivityAt),
  ],
);

export const uploadParts = pgTable(
  'upload_parts',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => uploadSessions.id, { onDelete: 'cascade' }),
    partNumber: integer('part_number').notNull(),
    etag: text('etag').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.partNumber] })],
);

/**
 * Every stored file: those of POST /course/file (thumbnails, brochures, attachments) and lecture videos
 * (purpose 'lecture-video'). A video no lecture points to any more (its lecture, section or course was
 * deleted) is found here and removed from the storage by the cleanup job.
 */
export const storedFiles = pgTable('stored_files', {
  id: id(),
  fileKey: text('file_key').notNull().unique(),
  purpose: text('purpose').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  originalName: text('original_name'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export type UploadSessionRow = typeof uploadSessions.$inferSelect;
export type StoredFileRow = typeof storedFiles.$inferSelect;

// ---- learner area (issue 4) ----

/**
 * A purchase attempt. The amount is copied from the course when the order is created (never taken from the
 * client). At most one open ('created') order per learner and course, so a repeated create-order call gets
 * the same order back; the 'created' -> 'paid' update is the single gate that enrols and mails the receipt.
 * Orders are financial records: a course or user with orders cannot be deleted (restrict).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    receipt: text('receipt').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    providerPaymentId: text('provider_payment_id'),
    /** The last failure the checkout or a webhook reported (the order stays open for a retry). */
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_orders_open_idx').on(t.userId, t.courseId).where(sql`${t.status} = 'created'`),
    index('payment_orders_user_id_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/** Webhook events already handled, by Razorpay's event id: a replayed delivery is acknowledged and ignored. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A learner's access to a course: one row per learner and course. Buying again after expiry renews the
 * same row. `expires_at` is null for LifeTime validity.
 */
export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    source: text('source', { enum: ENROLLMENT_SOURCES }).notNull(),
    orderId: uuid('order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('enrollments_user_course_idx').on(t.userId, t.courseId),
    index('enrollments_course_id_idx').on(t.courseId),
  ],
);

/** Where a learner is in a lecture, and whether it is done. Kept when staff archive the lecture. */
export const lectureProgress = pgTable(
  'lecture_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => courseLectures.id, { onDelete: 'no action' }),
    positionSeconds: numeric('position_seconds', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lectureId] }),
    index('lecture_progress_user_course_idx').on(t.userId, t.courseId, t.updatedAt.desc().nullsFirst()),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'no action' }),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => courseLectures.id, { onDelete: 'no action' }),
    content: text('content').notNull(),
    videoTimeSeconds: numeric('video_time_seconds', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notes_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('notes_user_lecture_idx').on(t.userId, t.lectureId),
    index('notes_content_trgm_idx').using('gin', sql`${t.content} gin_trgm_ops`),
  ],
);

export const qnaQuestions = pgTable(
  'qna_questions',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id').references(() => courseSections.id, { onDelete: 'set null' }),
    lectureId: uuid('lecture_id').references(() => courseLectures.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    /** Set when a staff member first replies, so the dashboard can list what still waits for an answer. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('qna_questions_course_created_idx').on(t.courseId, t.createdAt.desc().nullsFirst()),
    index('qna_questions_unanswered_idx').on(t.createdAt.desc().nullsFirst()).where(sql`${t.answeredAt} is null`),
  ],
);

export const qnaReplies = pgTable(
  'qna_replies',
  {
    id: id(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => qnaQuestions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reply: text('reply').notNull(),
    isStaff: boolean('is_staff').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('qna_replies_question_created_idx').on(t.questionId, t.createdAt)],
);

/** One rating per learner and course; courses.average_rating and ratings_count are kept in step with it. */
export const courseRatings = pgTable(
  'course_ratings',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    review: text('review'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('course_ratings_course_user_idx').on(t.courseId, t.userId),
    index('course_ratings_course_created_idx').on(t.courseId, t.createdAt.desc().nullsFirst()),
  ],
);

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type EnrollmentRow = typeof enrollments.$inferSelect;
