/**
 * Every API path, relative to the /api/ prefix, as Fastify route patterns. The server registers these
 * strings; the client fills the `:params` with `buildPath`.
 */
export const API_PREFIX = '/api';

export const apiPaths = {
  health: '/health',
  healthReady: '/health/ready',
  dashboard: '/dashboard',
  auth: {
    sendSignupOtp: '/user/send-signup-otp',
    verifySignupOtp: '/user/verify-signup-otp',
    login: '/user/login',
    logout: '/user/logout',
    refresh: '/user/refresh-token',
    me: '/user/me',
    changePassword: '/user/change-password',
    sendPasswordResetLink: '/user/send-password-reset-link',
    resetPassword: '/user/reset-password/:token',
    verifyForgotPasswordOtp: '/verify-forgotPassword-otp',
  },
  users: {
    all: '/user/all',
    status: '/user/status/:userId',
    add: '/user/add',
    byId: '/user/:userId',
    /** The signed-in user asks to move their account to another e-mail (password required). */
    changeEmail: '/user/change-email',
    /** Opened from the link mailed to the new address; the e-mail changes only here. */
    confirmEmail: '/user/confirm-email/:token',
    /**
     * Opened from the link mailed to the current address when staff (not a super admin) asked for the change:
     * only then does the new address get its confirmation link. The same token cancels.
     */
    approveEmailChange: '/user/approve-email-change/:token',
    cancelEmailChange: '/user/cancel-email-change/:token',
  },
  roles: {
    all: '/user/role/all',
    create: '/user/role',
    permissions: '/user/role/permission/:id',
    byId: '/user/role/:id',
  },
  /** Site settings staff change on the Settings page (module Settings). */
  settings: {
    /** GET, PUT: the live-chat widget's script address (unset: the WhatsApp button). */
    liveChat: '/settings/live-chat',
    /** GET, PUT: the seller's GST details tax invoices print (legal name, GSTIN, state, SAC, rate, prefix). */
    invoicing: '/settings/invoicing',
  },
  /** The remotes' release registry (super admin only): what is current, and releasing or rolling back a build. */
  /** the browser's counts of loads, errors and failed files per remote build (the canaries' health) */
  clientReports: '/client-reports',
  remoteReleases: {
    list: '/remote-releases',
    release: '/remote-releases/:remote/release',
    /** closes an open canary; without one, goes back to the previous release */
    rollback: '/remote-releases/:remote/rollback',
    canary: '/remote-releases/:remote/canary',
    promote: '/remote-releases/:remote/promote',
  },
  /** Tax invoices and credit notes for staff (Courses / Invoices). */
  invoices: {
    list: '/course/invoice',
    /** One invoice's PDF. */
    pdf: '/course/invoice/:invoiceId/pdf',
    /** A month's invoices and credit notes as one GSTR-1 table in CSV (`month`, `table`). */
    gstr1: '/course/invoice/gstr1',
    /** Issues the invoices of paid orders captured while the seller's GST details were incomplete. */
    issueMissing: '/course/invoice/issue-missing',
  },
  /** An order's refunds (GET) and refunding it fully or partly (POST), for staff (Courses / Invoices). */
  refunds: {
    byOrder: '/course/order/:orderId/refund',
  },
  coupons: {
    list: '/course/coupon',
    byId: '/course/coupon/:couponId',
    active: '/course/coupon/:couponId/active',
    /** The automatic offer running on a course now (public: its page shows the struck-through price). */
    courseOffer: '/course/offer/:courseId',
  },
  categories: {
    list: '/course/category',
    byId: '/course/category/:categoryId',
  },
  courses: {
    create: '/course',
    all: '/course/all',
    published: '/course/published',
    bySlug: '/course/slug/:slug',
    byId: '/course/:courseId',
    details: '/course/details/:courseId',
    curriculum: '/course/curriculum/:courseId',
    curriculumImpact: '/course/curriculum/impact/:courseId',
    status: '/course/status/:courseId',
    content: '/course/content/:courseId',
    /** The course player's outline: curriculum with each section's lock, quizzes and progress, in one call. */
    outline: '/course/outline/:courseId',
  },
  /** Dashboard › Courses › Learners (staff): a course's figures, its inactive learners, and nudging one. */
  courseLearners: {
    summary: '/course/learners/:courseId/summary',
    inactive: '/course/learners/:courseId/inactive',
    nudge: '/course/learners/:courseId/nudge/:userId',
  },
  /**
   * Course completion certificates: the setting and the list with revoking (staff), and the learner's own
   * (listed on My courses, downloaded as a PDF). The public check is training.verifyCertificate, for both kinds.
   */
  courseCertificates: {
    settings: '/course/certificate-settings/:courseId',
    byCourse: '/course/certificates/:courseId',
    revoke: '/course/certificates/:courseId/revoke/:certificateId',
    mine: '/course/my-certificates',
    myPdf: '/course/my-certificates/:certificateId/pdf',
  },
  announcements: {
    byCourse: '/course/announcement/:courseId',
    byId: '/course/announcement/:announcementId',
  },
  overviews: {
    byLecture: '/course/overview/:courseId/:sectionId/:subSectionId',
    byId: '/course/overview/:overviewId',
  },
  enquiries: {
    create: '/course/enquiry',
    list: '/course/enquiry',
    export: '/course/enquiry/export',
    history: '/course/enquiry/:enquiryId/history',
    status: '/course/enquiry-status/:enquiryId',
    /** The Contact Us page's form: a lead with source 'Contact Us'. */
    contactUs: '/contact-us',
    /** The event registration forms (/ccfs and /eventForm): leads with source CCFS or Event. */
    eventRegistration: '/event/ccfs',
    /** A lead's payment links: GET lists them with their state, POST sends a new one by e-mail or WhatsApp. */
    paymentLinks: '/course/enquiry/:enquiryId/payment-link',
  },
  /** The public checkout of a payment link sent to a lead; the token in the path is the credential. */
  paymentLinks: {
    checkout: '/payment-link/:token',
    order: '/payment-link/:token/order',
    verify: '/payment-link/:token/verify',
    /** Sandbox only: the sandbox checkout's Pay and Fail buttons for the link's order. */
    sandboxPay: '/payment-link/:token/sandbox-pay',
  },
  /** Revenue by source: leads of a period per source and course, and what they paid; and its CSV. */
  revenueBySource: {
    report: '/dashboard/revenue-by-source',
    export: '/dashboard/revenue-by-source/export',
  },
  uploads: {
    start: '/course/start-upload/:courseId/:sectionId/:subSectionId',
    chunk: '/course/chunk-upload/:courseId/:sectionId/:subSectionId',
    status: '/course/upload-status/:courseId/:sectionId/:subSectionId',
    complete: '/course/complete-upload/:courseId/:sectionId/:subSectionId',
    abort: '/course/abort-upload/:courseId/:sectionId/:subSectionId',
    presigned: '/course/presigned/:courseId/:sectionId/:subSectionId',
    file: '/course/file',
  },
  videoPlayback: {
    playback: '/course/playback/:courseId/:sectionId/:subSectionId',
    /** A free preview lecture's video, for anyone (signed in or not). */
    preview: '/course/preview/:courseId/:sectionId/:subSectionId',
    states: '/course/video-states/:courseId',
    retry: '/course/video-states/:courseId/:sectionId/:subSectionId/retry',
  },
  lectureCaptions: {
    list: '/course/captions/:courseId/:sectionId/:subSectionId',
    /** The learner's caption tracks, each a short-lived signed URL. */
    tracks: '/course/caption-tracks/:courseId/:sectionId/:subSectionId',
    /** A free preview lecture's caption tracks, for anyone (signed in or not). */
    previewTracks: '/course/preview-caption-tracks/:courseId/:sectionId/:subSectionId',
    /** PUT uploads or replaces the language's file, DELETE removes it. */
    one: '/course/captions/:courseId/:sectionId/:subSectionId/:language',
  },
  payments: {
    /** What the payment page shows: the course, the amount and whether the learner already has access. */
    summary: '/payment/summary/:courseId',
    createOrder: '/payment/create-order/:courseId',
    /** The price for the learner with a coupon code (or the automatic offer), before any order is opened. */
    quote: '/payment/quote/:courseId',
    verify: '/payment/verify-payment/:courseId',
    /** Razorpay's (or the sandbox's) signed event callback; raw body, no session. */
    webhook: '/payment/webhook',
    /** The learner's receipt as a PDF (`orderId` is the order's `_id`). */
    receipt: '/payment/receipt/:orderId',
    /** The learner's tax invoice of a paid order as a PDF (`orderId` is the order's `_id`). */
    invoice: '/payment/invoice/:orderId',
    /** The learner's credit note of a processed refund as a PDF (`refundId` is the refund's `_id`). */
    creditNote: '/payment/credit-note/:refundId',
    /** Sandbox only: the checkout's Pay / Fail buttons (`orderId` is the provider's order id). */
    sandboxPay: '/payment/sandbox/pay/:orderId',
  },
  enrollments: {
    assign: '/user/assign-course',
    myCourses: '/course/my-courses',
    /** The learner's purchases refunded in full: their course cards are gone, their refunds are not. */
    refundedPurchases: '/course/my-courses/refunded',
  },
  /** Quizzes: staff build them (Courses/Courses); enrolled learners take them. */
  quizzes: {
    byCourse: '/course/quiz/:courseId',
    byId: '/course/quiz/:courseId/:quizId',
    bank: '/course/quiz-bank/:courseId',
    /** The caller's standing in each live quiz of a course (the player's outline). */
    learner: '/course/quizzes/:courseId',
    /** Starts an attempt, or answers the open one (resume). */
    attempt: '/course/quiz-attempt/:courseId/:quizId',
    attemptById: '/course/quiz-attempt/:courseId/:quizId/:attemptId',
    answer: '/course/quiz-attempt/:courseId/:quizId/:attemptId/answer',
    submit: '/course/quiz-attempt/:courseId/:quizId/:attemptId/submit',
  },
  progress: {
    byCourse: '/course/progress/:courseId',
    byLecture: '/course/progress/:courseId/:sectionId/:subSectionId',
  },
  notes: {
    create: '/course/notes',
    mine: '/course/notes/my',
    byId: '/course/notes/:noteId',
  },
  qna: {
    list: '/qna',
    create: '/course/qna',
    reply: '/qna/:qnaId/reply',
  },
  blog: {
    /** POST an image for a post's body or thumbnail (multipart). */
    attachments: '/blog/attachments',
    all: '/blog/all',
    create: '/blog',
    byId: '/blog/:id',
    restore: '/blog/restore/:id',
    details: '/blog/details',
    slugAvailable: '/blog/slug/available/:slug',
    related: '/blog/related/:id',
    adjacent: '/blog/adjacent/:id',
    categoriesAll: '/blog/category/all',
    categoryCreate: '/blog/category',
    categoryById: '/blog/category/:id',
    categorySlugAvailable: '/blog/category/slug/available/:slug',
    topicsAll: '/blog/topic/all',
    topicCreate: '/blog/topic',
    topicById: '/blog/topic/:id',
    comments: '/blog/comments/all/:id',
    comment: '/blog/comment',
    moderation: '/blog/comments/moderation',
    commentById: '/blog/comment/:commentId',
    commentStatus: '/blog/comment/status/:commentId',
  },
  training: {
    institutionsAll: '/training/institutions/all',
    institutionCreate: '/training/institutions',
    /** GET, PUT; DELETE toggles active/inactive. */
    institutionById: '/training/institutions/:id',
    programsAll: '/training/programs/all',
    programCreate: '/training/programs',
    /** GET, PUT; DELETE toggles active/inactive. */
    programById: '/training/programs/:id',
    /** POST answers training_program_qrcode.pdf, the poster with the application link's QR code. */
    programPoster: '/training/programs/download-link/:id',
    /** What the public application form shows, and where it posts. */
    publicProgram: '/training/programs/public/:id',
    apply: '/training/programs/apply/:id',
    applicantsAll: '/training/applicants/all',
    applicantCreate: '/training/applicants',
    applicantById: '/training/applicants/:id',
    applicantHistory: '/training/applicants/history/:id',
    applicantStatus: '/training/applicants/status/:id',
    bulkStatus: '/training/applicants/status',
    bulkUpload: '/training/applicants/bulk-upload',
    bulkTemplate: '/training/applicants/bulk-upload/template',
    sendCertificate: '/training/applicants/send-certificate',
    downloadCertificate: '/training/applicants/download-certificate/:id',
    resendCertificate: '/training/applicants/resend-certificate/:id',
    verifyCertificate: '/training/certificates/verify/:number',
  },
  whatsapp: {
    /** POST a file (image or PDF) to send with a message; answers its id. */
    attachments: '/whatsapp/attachments',
    contactsAll: '/whatsapp/contacts/all',
    contactCreate: '/whatsapp/contacts',
    /** GET, PUT, DELETE. */
    contactById: '/whatsapp/contacts/:id',
    /** POST a CSV or .xlsx (?mode=preview|import). */
    contactsBulk: '/whatsapp/contacts/bulk',
    /** GET ?format=csv|xlsx: the file to fill in. */
    contactsBulkTemplate: '/whatsapp/contacts/bulk/template',
    /** POST: the business account's connection (number, name, quality, limit). */
    status: '/whatsapp/status',
    login: '/whatsapp/login',
    logout: '/whatsapp/logout',
    sendMessage: '/whatsapp/send-message',
    messagesAll: '/whatsapp/messages/all',
    broadcastsAll: '/whatsapp/broadcasts/all',
    broadcastById: '/whatsapp/broadcasts/:id',
    conversation: '/whatsapp/conversations/:contactId',
    templatesAll: '/whatsapp/message-template/all',
    templateCreate: '/whatsapp/message-template',
    /** GET, PUT (resubmits for review). */
    templateById: '/whatsapp/message-template/:id',
    /** The Cloud API's webhook: GET is the verification handshake, POST the signed events. */
    webhook: '/whatsapp/webhook',
    /** Sandbox only (404 with the real API): a demo contact's phone, and a reply sent from it. */
    sandboxPhone: '/whatsapp/sandbox/phone/:number',
    sandboxReply: '/whatsapp/sandbox/phone/:number/reply',
    /** Follow-up sequences for new leads: GET all (with figures), POST one; GET and PUT by id; PATCH pauses. */
    sequencesAll: '/whatsapp/sequences/all',
    sequenceCreate: '/whatsapp/sequences',
    sequenceById: '/whatsapp/sequences/:id',
    sequenceActive: '/whatsapp/sequences/:id/active',
    /** A lead's runs of the sequences, step by step. */
    leadSequences: '/whatsapp/sequences/lead/:enquiryId',
  },
  /** The published courses and open training programs of one skill area (@skillhub/shared/skill-areas). */
  skillAreas: {
    listing: '/skill-area/:area',
  },
  ratings: {
    /** POST rates (or re-rates); GET answers the caller's own rating. */
    rate: '/course/rate/:courseId',
    list: '/course/ratings/:courseId',
  },
} as const;

/** Paths whose calls carry credentials (the refresh cookie) and whose 401 never clears the session. */
export const AUTH_PATHS: readonly string[] = Object.values(apiPaths.auth).filter((p) => p !== apiPaths.auth.me);

export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
