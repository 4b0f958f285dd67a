/** Business constants and enumerations. One place, read by server and UI alike. */

export const LANGUAGES = ['English', 'Hindi', 'English & Hindi'] as const;
export const COURSE_MODES = ['Online', 'Offline', 'Hybrid'] as const;
export const COURSE_VALIDITIES = ['1 Year', '2 Year', 'LifeTime'] as const;
export type CourseValidity = (typeof COURSE_VALIDITIES)[number];
export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const GENDERS = ['Male', 'Female', 'Others'] as const;

export const CONTENT_STATUSES = ['DRAFT', 'PUBLISHED', 'TERMINATED'] as const;
export const LEAD_STATUSES = [
  'Pending',
  'First Call Attempted',
  'Interested',
  'Information Sent',
  'Not Engage',
  'Course Fee Issue',
  'Closed',
] as const;
export const APPROVAL_STATUSES = ['Pending', 'Approved', 'Rejected', 'In Progress'] as const;
export const PUBLICATION_STATUSES = ['Draft', 'Published', 'Scheduled'] as const;

export const ROLE_SUPER_ADMIN = 'SUPER_ADMIN';
export const ROLE_USER = 'USER';
/** The seeded roles: they always exist and cannot be deleted. */
export const SYSTEM_ROLES = [ROLE_SUPER_ADMIN, ROLE_USER] as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;
export const PHONE_DIGITS = 10;
export const WHATSAPP_NUMBER_MIN = 10;
export const WHATSAPP_NUMBER_MAX = 15;
export const COMMENT_MIN = 5;
export const COMMENT_MAX = 500;
export const COURSE_TITLE_MIN = 10;
export const COURSE_TITLE_MAX = 100;
export const COURSE_SUBTITLE_MIN = 10;
export const COURSE_SUBTITLE_MAX = 200;
export const ROLE_NAME_MIN = 3;
export const ROLE_DESCRIPTION_MAX = 200;
export const STAFF_NAME_MIN = 3;
export const DISCOUNT_MIN = 0;
export const DISCOUNT_MAX = 100;
export const MINIMUM_AGE = 16;
/** The public catalogue pages at most this many cards per call. */
export const CATALOGUE_MAX_LIMIT = 50;
/** Two enquiries with the same phone or e-mail for the same course within this window are one lead. */
export const ENQUIRY_MERGE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Media limits of the upload calls; checked on the server by the file's content. */
export const UPLOAD_CHUNK_SIZE = 5 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BROCHURE_MAX_BYTES = 20 * 1024 * 1024;
export const FILE_PURPOSES = ['thumbnail', 'brochure', 'attachment'] as const;

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
export const RATINGS_LIMIT = 10;

/** The learner area: purchase, progress, notes, questions, ratings. */
export const PAYMENT_CURRENCY = 'INR';
export const NOTE_MAX = 2000;
export const QUESTION_MIN = 5;
export const QUESTION_MAX = 2000;
export const REPLY_MAX = 2000;
export const REVIEW_MAX = 1000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** A lecture counts as watched once playback passes this share of its length (or its last 5 seconds). */
export const LECTURE_COMPLETE_RATIO = 0.9;
export const LECTURE_COMPLETE_TAIL_SECONDS = 5;
export const PAGE_SIZE_OPTIONS = [10, 25, 50] as const;

export const HEADER_HIDE_THRESHOLD_PX = 100;
export const SCROLL_TO_TOP_THRESHOLD_PX = 100;
export const MOBILE_NAV_BREAKPOINT_PX = 700;
export const FOOTER_MAX_CATEGORIES = 5;

export const SIDEBAR_WIDTH_OPEN = 240;
export const SIDEBAR_WIDTH_COLLAPSED = 72;
/** At or below this width the sidebar is a temporary drawer. */
export const SIDEBAR_DRAWER_BREAKPOINT_PX = 600;
/** At or below this width the sidebar auto-collapses; above it, it auto-expands. */
export const SIDEBAR_COLLAPSE_BREAKPOINT_PX = 768;
/** From this width up the layout treats the sidebar as open and shows the toggle button. */
export const SIDEBAR_LARGE_SCREEN_PX = 1024;
export const DIALOG_DEFAULT_WIDTH = 400;
export const TOP_BAR_HEIGHT = '4.5rem';

export const TOAST_LIMIT = 20;
export const TOAST_MAX_WIDTH_PX = 350;
export const TOAST_DURATION_MS = { blank: 4000, error: 4000, custom: 4000, success: 2000, loading: 0 } as const;

export const REHYDRATION_TIMEOUT_MS = 5000;
export const QUERY_GC_TIME_MS = 60_000;
export const SUBSCRIPTION_BATCH_MS = 500;

export const THEME_BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const LEGAL_EFFECTIVE_DATE = '2nd September 2025';

export const COMPANY = {
  name: 'Skillhub',
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  emails: ['support@skillhub.in', 'admissions@skillhub.in'],
  address: 'Skillhub Learning Pvt. Ltd., Bengaluru, Karnataka, India',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/skillhub' },
    { name: 'Instagram', href: 'https://www.instagram.com/skillhub' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/skillhub' },
    { name: 'YouTube', href: 'https://www.youtube.com/@skillhub' },
  ],
} as const;

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again!';

/** The blog: field limits, comment moderation, and the zone its publish dates and times are written in. */
export const BLOG_TITLE_MAX = 150;
export const BLOG_SLUG_MAX = 100;
/** Search engines show about this much of a description; the editor counts down to it. */
export const BLOG_META_DESCRIPTION_MAX = 160;
export const BLOG_AUTHOR_MAX = 100;
/** Rich text as stored after sanitising; about 25,000 words of markup. */
export const BLOG_CONTENT_MAX = 300_000;
export const BLOG_WORDS_PER_MINUTE = 200;
export const BLOG_TIME_ZONE = 'Asia/Kolkata';
/** India has one offset all year (no daylight saving): +05:30. */
export const BLOG_TIME_ZONE_OFFSET_MINUTES = 330;
export const BLOG_COMMENT_STATUSES = ['pending', 'approved', 'hidden'] as const;
/** A comment with more links than this is refused; any link at all holds it for moderation. */
export const BLOG_COMMENT_MAX_LINKS = 2;
export const BLOG_RELATED_LIMIT = 3;
