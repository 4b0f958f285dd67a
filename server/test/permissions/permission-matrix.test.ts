import { fullPermissions, type PermissionRequirement, type Permissions } from '@skillhub/shared/permissions';
import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirementsOf } from '../../src/http/route-access.ts';
import type { CatalogRoute } from '../../src/plugins/app/route-guard.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

/** The API routes anyone may call; every other /api route must declare what it needs. */
const PUBLIC_API_ROUTES = new Set([
  'GET /api/health',
  'GET /api/health/ready',
  'POST /api/user/login',
  'POST /api/user/refresh-token',
  'POST /api/user/logout',
  'POST /api/user/send-signup-otp',
  'POST /api/user/verify-signup-otp',
  'POST /api/user/send-password-reset-link',
  'POST /api/verify-forgotPassword-otp',
  'POST /api/user/reset-password/:token',
  'GET /api/course/published',
  // Opened from the link mailed to the new address: the single-use token is the credential.
  'POST /api/user/confirm-email/:token',
  // Opened from the links mailed to the current address when staff asked to change it: the token is the credential.
  'POST /api/user/approve-email-change/:token',
  'POST /api/user/cancel-email-change/:token',
  'GET /api/course/slug/:slug',
  // The automatic offer on a published course: its public page shows the struck-through price.
  'GET /api/course/offer/:courseId',
  'POST /api/course/enquiry',
  // The Contact Us form and the event registration forms (/ccfs, /eventForm): leads like the enquiry.
  'POST /api/contact-us',
  'POST /api/event/ccfs',
  // A published course's ratings are part of its public page (a token only lets staff see other courses').
  'GET /api/course/ratings/:courseId',
  // The signed, short-lived video URL carries its own authorisation; public files are public by design.
  'GET /api/media/stream/*',
  'GET /api/media/public/:name',
  // HLS playlists and segments: the signed URL names its user, whose access each request checks afresh (or its
  // free preview lecture, whose flag each request checks afresh).
  'GET /api/media/hls/*',
  // Caption files: the signed URL names its user, whose access each request checks afresh (or its free preview
  // lecture, whose flag each request checks afresh).
  'GET /api/media/captions/*',
  // A free preview lecture's video is for anyone; every other lecture answers 403 (test/video-transcoding).
  'GET /api/course/preview/:courseId/:sectionId/:subSectionId',
  // Its caption tracks likewise; every other lecture answers 403 (test/lecture-captions/preview-captions).
  'GET /api/course/preview-caption-tracks/:courseId/:sectionId/:subSectionId',
  // Razorpay's (or the sandbox's) signed events: the signature over the raw body is the credential.
  'POST /api/payment/webhook',
  // WhatsApp's handshake (the verify token) and signed events (X-Hub-Signature-256 over the raw body).
  'GET /api/whatsapp/webhook',
  'POST /api/whatsapp/webhook',
  // The public blog: a published post's neighbours and approved comments; visitors may comment. (The list and
  // the post itself are public too, but declare the permission of their staff view.)
  'GET /api/blog/related/:id',
  'GET /api/blog/adjacent/:id',
  'GET /api/blog/comments/all/:id',
  'POST /api/blog/comment',
  // A training program's public application form, and certificate verification on /certificate.
  'GET /api/training/programs/public/:id',
  'POST /api/training/programs/apply/:id',
  'GET /api/training/certificates/verify/:number',
  // A skill area's page: its published courses and open programs.
  'GET /api/skill-area/:area',
  // Every browser's counts of the remotes' builds it ran (loads, errors, failed files), for the canaries.
  'POST /api/client-reports',
  // A payment link's checkout: the unguessable token mailed or sent on WhatsApp to the lead is the credential.
  'GET /api/payment-link/:token',
  'POST /api/payment-link/:token/order',
  'POST /api/payment-link/:token/verify',
  'POST /api/payment-link/:token/sandbox-pay',
]);

const apiRoutes = () =>
  t.app.routeCatalog.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD');
const key = (route: CatalogRoute) => `${route.method} ${route.url}`;
const label = (r: PermissionRequirement) => `${r.module}/${r.subModule ?? '-'}/${r.operation}`;

function urlOf(route: CatalogRoute): string {
  const path = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
  const query = new URLSearchParams(route.access.permissionWhenQuery ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

function call(route: CatalogRoute, token?: string) {
  return t.app.inject({
    method: route.method,
    url: urlOf(route),
    headers: token ? bearer(token) : {},
    ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
  });
}

/** Every permission except the given requirements. */
function allBut(requirements: PermissionRequirement[]): Permissions {
  return fullPermissions().map((module) => {
    const operations = { ...module.operations };
    const subModules = module.subModules?.map((s) => ({ name: s.name, operations: { ...s.operations } }));
    for (const r of requirements.filter((req) => req.module === module.name)) {
      if (r.subModule) {
        const sub = subModules?.find((s) => s.name === r.subModule);
        if (sub) sub.operations[r.operation] = false;
      } else {
        operations[r.operation] = false;
      }
    }
    return { name: module.name, operations, ...(subModules ? { subModules } : {}) };
  });
}

function only(requirement: PermissionRequirement): Permissions {
  const operations = { [requirement.operation]: true };
  return [
    requirement.subModule
      ? { name: requirement.module, operations: {}, subModules: [{ name: requirement.subModule, operations }] }
      : { name: requirement.module, operations },
  ] as Permissions;
}

/** One user per distinct permission set, created through the API. */
const tokens = new Map<string, Promise<string>>();
let roleCounter = 0;
function tokenFor(permissions: Permissions): Promise<string> {
  const id = JSON.stringify(permissions);
  let token = tokens.get(id);
  if (!token) {
    roleCounter += 1;
    token = userWithPermissions(t.app, admin, `Matrix Role ${roleCounter}`, permissions).then((u) => u.token);
    tokens.set(id, token);
  }
  return token;
}

describe('route catalog', () => {
  it('has every API route either public by name or declaring its access', () => {
    const undeclared = apiRoutes()
      .filter((r) => !r.access.permission && !r.access.signedIn)
      .map(key)
      .filter((k) => !PUBLIC_API_ROUTES.has(k));
    expect(undeclared).toEqual([]);
    // Every staff route is guarded.
    const guarded = apiRoutes()
      .filter((r) => r.access.permission)
      .map(key);
    expect(guarded).toEqual(
      expect.arrayContaining([
        'GET /api/user/all',
        'PATCH /api/user/status/:userId',
        'POST /api/user/add',
        'PUT /api/user/:userId',
        'GET /api/user/role/all',
        'POST /api/user/role',
        'PUT /api/user/role/permission/:id',
        'GET /api/user/role/:id',
        'DELETE /api/user/role/:id',
        'GET /api/course/category',
        'POST /api/course/category',
        'PUT /api/course/category/:categoryId',
        'DELETE /api/course/category/:categoryId',
        'GET /api/dashboard',
        // An order's refunds (Courses/Invoices read) and refunding it (Courses/Invoices update).
        'GET /api/course/order/:orderId/refund',
        'POST /api/course/order/:orderId/refund',
        'POST /api/course',
        'GET /api/course/all',
        'GET /api/course/:courseId',
        'PUT /api/course/details/:courseId',
        'PUT /api/course/curriculum/:courseId',
        'GET /api/course/curriculum/impact/:courseId',
        // Lecture videos' transcoding: the states (Courses read), retrying a failed one (Courses update).
        'GET /api/course/video-states/:courseId',
        'POST /api/course/video-states/:courseId/:sectionId/:subSectionId/retry',
        // Lecture captions: the list (Courses read), uploading, replacing and removing one (Courses update).
        'GET /api/course/captions/:courseId/:sectionId/:subSectionId',
        'PUT /api/course/captions/:courseId/:sectionId/:subSectionId/:language',
        'DELETE /api/course/captions/:courseId/:sectionId/:subSectionId/:language',
        // Quizzes and the question bank, built with the curriculum (Courses/Courses).
        'GET /api/course/quiz/:courseId',
        'POST /api/course/quiz/:courseId',
        'PUT /api/course/quiz/:courseId/:quizId',
        'DELETE /api/course/quiz/:courseId/:quizId',
        'PUT /api/course/quiz-bank/:courseId',
        'PATCH /api/course/status/:courseId',
        'DELETE /api/course/:courseId',
        // A course's learners: figures and inactive learners (Courses read), a nudge (Courses update).
        'GET /api/course/learners/:courseId/summary',
        'GET /api/course/learners/:courseId/inactive',
        'POST /api/course/learners/:courseId/nudge/:userId',
        // Course certificates: the setting and the list (Courses read), changing it and revoking (Courses update).
        'GET /api/course/certificate-settings/:courseId',
        'PUT /api/course/certificate-settings/:courseId',
        'GET /api/course/certificates/:courseId',
        'POST /api/course/certificates/:courseId/revoke/:certificateId',
        'POST /api/course/announcement/:courseId',
        'PUT /api/course/announcement/:announcementId',
        'DELETE /api/course/announcement/:announcementId',
        'POST /api/course/overview/:courseId/:sectionId/:subSectionId',
        'PUT /api/course/overview/:overviewId',
        'DELETE /api/course/overview/:overviewId',
        'GET /api/course/enquiry',
        'GET /api/course/enquiry/export',
        'GET /api/course/enquiry/:enquiryId/history',
        'PATCH /api/course/enquiry-status/:enquiryId',
        // A lead's payment links (Enquiries read) and sending one (Enquiries update).
        'GET /api/course/enquiry/:enquiryId/payment-link',
        'POST /api/course/enquiry/:enquiryId/payment-link',
        // Revenue by source and its CSV (Enquiries read).
        'GET /api/dashboard/revenue-by-source',
        'GET /api/dashboard/revenue-by-source/export',
        // Follow-up sequences (WhatsApp/Messages read, create, update) and a lead's runs of them (Enquiries read).
        'GET /api/whatsapp/sequences/all',
        'POST /api/whatsapp/sequences',
        'GET /api/whatsapp/sequences/:id',
        'PUT /api/whatsapp/sequences/:id',
        'PATCH /api/whatsapp/sequences/:id/active',
        'GET /api/whatsapp/sequences/lead/:enquiryId',
        // The blog's staff calls (module Blogs: sub-modules Blogs, Categories, Topics).
        'POST /api/blog/attachments',
        'GET /api/blog/all',
        'GET /api/blog/details',
        'POST /api/blog',
        'PUT /api/blog/:id',
        'DELETE /api/blog/:id',
        'PATCH /api/blog/restore/:id',
        'GET /api/blog/slug/available/:slug',
        'GET /api/blog/category/all',
        'POST /api/blog/category',
        'PUT /api/blog/category/:id',
        'GET /api/blog/category/:id',
        'DELETE /api/blog/category/:id',
        'GET /api/blog/category/slug/available/:slug',
        'GET /api/blog/topic/all',
        'POST /api/blog/topic',
        'PUT /api/blog/topic/:id',
        'GET /api/blog/topic/:id',
        'DELETE /api/blog/topic/:id',
        'GET /api/blog/comments/moderation',
        'PATCH /api/blog/comment/status/:commentId',
        'DELETE /api/blog/comment/:commentId',
      ]),
    );
  });
});

describe('the permission matrix', () => {
  it(
    'answers 401 without a token, 403 without the permission, and neither with it, on every guarded route',
    async () => {
      const routes = apiRoutes().filter((r) => r.access.permission);
      expect(routes.length).toBeGreaterThanOrEqual(14);
      for (const route of routes) {
        const requirements = requirementsOf(route.access.permission!);
        const name = `${key(route)} [${requirements.map(label).join(' | ')}]`;

        const anonymous = await call(route);
        expect(anonymous.statusCode, `${name} without a token`).toBe(401);
        expect(anonymous.json().success, name).toBe(false);

        const lacking = await call(route, await tokenFor(allBut(requirements)));
        expect(lacking.statusCode, `${name} without the permission`).toBe(403);
        expect(lacking.json()).toEqual({
          success: false,
          message: 'You do not have permission to perform this action',
        });

        for (const requirement of requirements) {
          const allowed = await call(route, await tokenFor(only(requirement)));
          if (route.access.superAdminOnly) {
            // The permission alone is not enough there; the super admin passes.
            expect(allowed.statusCode, `${name} with ${label(requirement)} only`).toBe(403);
            expect(allowed.json(), name).toEqual({ success: false, message: route.access.superAdminOnly.reason });
            const superAdmin = await call(route, admin);
            expect([401, 403], `${name} as super admin: ${superAdmin.body}`).not.toContain(superAdmin.statusCode);
          } else {
            expect([401, 403], `${name} with ${label(requirement)}: ${allowed.body}`).not.toContain(allowed.statusCode);
          }
        }
      }
      // Three or more requests on each of some 200 routes (and a role made per requirement): about 10 s alone,
      // several times that while the other workspaces' suites share the machine.
    },
    TEST_TIMEOUTS.server.heavy,
  );

  it('keeps to SUPER_ADMIN, whatever permissions another role holds, only the acts that amount to all of them', () => {
    expect(
      apiRoutes()
        .filter((r) => r.access.superAdminOnly)
        .map(key),
    ).toEqual([
      'PUT /api/settings/live-chat',
      // A release changes the code every visitor runs.
      'GET /api/remote-releases',
      'POST /api/remote-releases/:remote/release',
      'POST /api/remote-releases/:remote/rollback',
      'POST /api/remote-releases/:remote/canary',
      'POST /api/remote-releases/:remote/promote',
    ]);
  });

  it('answers 401 without a token on routes for any signed-in user', async () => {
    // Those kept to SUPER_ADMIN answer a learner 403 (the test above lists them).
    const routes = apiRoutes().filter((r) => r.access.signedIn && !r.access.permission && !r.access.superAdminOnly);
    expect(routes.map(key)).toEqual(
      expect.arrayContaining([
        'GET /api/user/me',
        'POST /api/user/change-password',
        // The learner area: each call checks the course's access (enrolment or Courses read) or the owner itself.
        'GET /api/course/content/:courseId',
        'POST /api/user/change-email',
        'GET /api/course/announcement/:courseId',
        'GET /api/course/overview/:courseId/:sectionId/:subSectionId',
        'GET /api/course/presigned/:courseId/:sectionId/:subSectionId',
        'GET /api/course/playback/:courseId/:sectionId/:subSectionId',
        'GET /api/course/caption-tracks/:courseId/:sectionId/:subSectionId',
        'GET /api/course/my-courses',
        'GET /api/course/my-courses/refunded',
        // The caller's own course certificates and their PDFs (another learner's is not found).
        'GET /api/course/my-certificates',
        'GET /api/course/my-certificates/:certificateId/pdf',
        'GET /api/payment/credit-note/:refundId',
        'GET /api/course/outline/:courseId',
        'GET /api/course/progress/:courseId',
        'PUT /api/course/progress/:courseId/:sectionId/:subSectionId',
        'GET /api/course/quizzes/:courseId',
        'POST /api/course/quiz-attempt/:courseId/:quizId',
        'GET /api/course/quiz-attempt/:courseId/:quizId/:attemptId',
        'PUT /api/course/quiz-attempt/:courseId/:quizId/:attemptId/answer',
        'POST /api/course/quiz-attempt/:courseId/:quizId/:attemptId/submit',
        'POST /api/course/notes',
        'GET /api/course/notes/my',
        'PUT /api/course/notes/:noteId',
        'DELETE /api/course/notes/:noteId',
        'GET /api/qna',
        'POST /api/course/qna',
        'POST /api/qna/:qnaId/reply',
        'POST /api/course/rate/:courseId',
        'GET /api/course/rate/:courseId',
      ]),
    );
    const learner = await tokenFor([]);
    for (const route of routes) {
      expect((await call(route)).statusCode, key(route)).toBe(401);
      expect([401, 403], key(route)).not.toContain((await call(route, learner)).statusCode);
    }
  });
});
