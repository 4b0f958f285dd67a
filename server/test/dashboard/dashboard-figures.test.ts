import { type DashboardSummary, dashboardSummarySchema } from '@skillhub/shared/schemas/dashboard';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogComments, blogPosts } from '../../src/db/schema/blog.ts';
import { categories } from '../../src/db/schema/categories.ts';
import { courses } from '../../src/db/schema/courses.ts';
import { enquiries } from '../../src/db/schema/enquiries.ts';
import { enrollments } from '../../src/db/schema/enrollments.ts';
import { paymentOrders } from '../../src/db/schema/payments.ts';
import {
  trainingApplicants,
  trainingCertificates,
  trainingInstitutions,
  trainingPrograms,
} from '../../src/db/schema/training.ts';
import { roles, users } from '../../src/db/schema/users-and-roles.ts';
import { checkoutAnswer, openOrder, verify } from '../payments/payment-fixtures.ts';
import { courseRow } from '../support/course-rows.ts';
import { createLearner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';

/**
 * The summary's figures against rows written straight into the database, on a clock set to
 * 10 March 2031, 11:30 in India (06:00 UTC). India days run from 18:30 UTC the day before, so rows are placed
 * on both sides of each period's first midnight and of the midnight after today.
 */

const NOW = Date.parse('2031-03-10T06:00:00Z');
/** An instant given as India's local time. */
const ist = (local: string) => new Date(`${local}+05:30`);
const JUST_BEFORE = (day: string) => new Date(ist(`${day}T00:00:00`).getTime() - 1);

let t: TestApp;
let admin: string;
const course = { fullStack: '', dataScience: '', design: '' };
const learner = { asha: '', bala: '', chitra: '' };

async function summary(query: string, token = admin): Promise<DashboardSummary> {
  const response = await t.app.inject({ method: 'GET', url: `/api/dashboard${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return dashboardSummarySchema.parse(response.json().data);
}

let receipts = 0;
function order(
  userId: string,
  courseId: string,
  amountPaise: number,
  status: 'created' | 'paid' | 'failed',
  paidAt: Date | null,
) {
  receipts += 1;
  return {
    userId,
    courseId,
    provider: 'sandbox' as const,
    providerOrderId: `order_Dashboard${receipts}`,
    receipt: `rcpt_dashboard_${receipts}`,
    amountPaise,
    status,
    paidAt,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(NOW - t.clock.now().getTime());
  admin = await loginAsAdmin(t.app);
  const db = t.app.db;

  const [category] = await db
    .insert(categories)
    .values({ name: 'Technology', slug: 'technology', description: 'Software' })
    .returning();
  const categoryId = category!.id;
  const added = await db
    .insert(courses)
    .values([
      courseRow({ title: 'Full Stack', slug: 'full-stack', categoryId, status: 'PUBLISHED' }),
      courseRow({ title: 'Data Science', slug: 'data-science', categoryId, status: 'PUBLISHED' }),
      courseRow({ title: 'UI/UX Design', slug: 'ui-ux-design', categoryId, status: 'PUBLISHED' }),
    ])
    .returning({ id: courses.id, slug: courses.slug });
  const bySlug = (slug: string) => added.find((c) => c.slug === slug)!.id;
  course.fullStack = bySlug('full-stack');
  course.dataScience = bySlug('data-science');
  course.design = bySlug('ui-ux-design');

  const [userRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'USER'));
  const people = await db
    .insert(users)
    .values([
      // Today's first instant: in every period.
      { name: 'Asha', email: 'asha@learners.test', roleId: userRole!.id, createdAt: ist('2031-03-10T00:00:00') },
      // The last instant before the 7-day period (4 to 10 March).
      { name: 'Bala', email: 'bala@learners.test', roleId: userRole!.id, createdAt: JUST_BEFORE('2031-03-04') },
      // The last instant of February: in the last 30 days, not in this month.
      { name: 'Chitra', email: 'chitra@learners.test', roleId: userRole!.id, createdAt: JUST_BEFORE('2031-03-01') },
    ])
    .returning({ id: users.id, name: users.name });
  const person = (name: string) => people.find((p) => p.name === name)!.id;
  learner.asha = person('Asha');
  learner.bala = person('Bala');
  learner.chitra = person('Chitra');

  await db.insert(paymentOrders).values([
    order(learner.asha, course.fullStack, 4_999_00, 'paid', ist('2031-03-10T00:00:00')),
    order(learner.bala, course.fullStack, 4_999_00, 'paid', JUST_BEFORE('2031-03-10')),
    order(learner.asha, course.dataScience, 12_500_50, 'paid', ist('2031-03-04T00:00:00')),
    order(learner.chitra, course.design, 999_00, 'paid', JUST_BEFORE('2031-03-04')),
    order(learner.bala, course.design, 999_00, 'paid', ist('2031-02-28T23:00:00')),
    // Tomorrow in India (still 10 March in UTC): in no period that ends today.
    order(learner.chitra, course.dataScience, 7_000_00, 'paid', ist('2031-03-11T00:00:00')),
    // Never paid: never counted.
    order(learner.bala, course.dataScience, 12_500_50, 'created', null),
    order(learner.chitra, course.fullStack, 4_999_00, 'failed', null),
  ]);

  await db.insert(enrollments).values([
    { userId: learner.asha, courseId: course.fullStack, source: 'purchase', enrolledAt: ist('2031-03-10T00:00:00') },
    { userId: learner.bala, courseId: course.fullStack, source: 'purchase', enrolledAt: JUST_BEFORE('2031-03-10') },
    { userId: learner.asha, courseId: course.dataScience, source: 'purchase', enrolledAt: ist('2031-03-04T00:00:00') },
    { userId: learner.chitra, courseId: course.design, source: 'purchase', enrolledAt: JUST_BEFORE('2031-03-04') },
    { userId: learner.bala, courseId: course.design, source: 'staff', enrolledAt: ist('2031-03-05T12:00:00') },
    { userId: learner.chitra, courseId: course.fullStack, source: 'free', enrolledAt: ist('2031-03-10T10:00:00') },
    { userId: learner.asha, courseId: course.design, source: 'free', enrolledAt: ist('2031-01-15T10:00:00') },
  ]);

  const lead = (
    name: string,
    status: (typeof enquiries.$inferInsert)['status'],
    createdAt: Date,
    source: (typeof enquiries.$inferInsert)['source'] = 'Course',
  ) => ({
    name,
    phone: '9876543210',
    email: `${name.toLowerCase()}@leads.test`,
    status,
    source,
    createdAt,
  });
  await db
    .insert(enquiries)
    .values([
      lead('Dev', 'Pending', ist('2031-03-10T09:00:00')),
      lead('Esha', 'Interested', ist('2031-03-05T15:00:00'), 'Contact Us'),
      lead('Farhan', 'Closed', ist('2031-03-04T00:00:00'), 'Contact Us'),
      lead('Gita', 'Pending', JUST_BEFORE('2031-03-04')),
      lead('Hari', 'Not Engage', ist('2031-02-01T10:00:00')),
    ]);

  const post = (slug: string, publishedAt: Date | null, deletedAt: Date | null = null) => ({
    title: slug,
    slug,
    metaDescription: 'About it',
    author: 'Staff',
    thumbnail: 'https://cdn.skillhub.test/post.png',
    isDraft: publishedAt === null,
    publishedAt,
    deletedAt,
  });
  const posts = await db
    .insert(blogPosts)
    .values([
      post('live-today', ist('2031-03-10T08:00:00')),
      post('live-this-month', ist('2031-03-02T08:00:00')),
      post('deleted-today', ist('2031-03-10T08:00:00'), ist('2031-03-10T09:00:00')),
      post('a-draft', null),
      post('live-last-year', ist('2030-12-01T08:00:00')),
    ])
    .returning({ id: blogPosts.id });
  const postId = posts[0]!.id;
  await db.insert(blogComments).values([
    { postId, name: 'Visitor', comment: 'Waiting', status: 'pending' },
    // Sent long ago and still waiting: the moderation queue counts it whatever the period.
    { postId, name: 'Visitor', comment: 'Old and waiting', status: 'pending', createdAt: ist('2030-01-01T10:00:00') },
    { postId, name: 'Visitor', comment: 'Approved', status: 'approved' },
  ]);

  const [institution] = await db
    .insert(trainingInstitutions)
    .values({ name: 'Pune Institute', email: 'office@pune.test', address: 'Pune' })
    .returning();
  const [program] = await db
    .insert(trainingPrograms)
    .values({
      title: 'Teacher training',
      description: 'Training',
      duration: '4 weeks',
      institutionId: institution!.id,
      topic: 'Pedagogy',
      board: 'CBSE',
      startDate: '2031-04-01',
      endDate: '2031-04-30',
      prerequisites: 'None',
      syllabus: 'All',
    })
    .returning();
  const applicant = (email: string, createdAt: Date) => ({
    firstName: 'Applicant',
    lastName: email,
    dateOfBirth: '1995-05-05',
    email,
    institutionId: institution!.id,
    programId: program!.id,
    createdAt,
  });
  const applicants = await db
    .insert(trainingApplicants)
    .values([
      applicant('today@applicants.test', ist('2031-03-10T08:00:00')),
      applicant('first@applicants.test', ist('2031-03-01T00:00:00')),
      applicant('february@applicants.test', ist('2031-02-20T08:00:00')),
    ])
    .returning({ id: trainingApplicants.id });
  await db.insert(trainingCertificates).values([
    { applicantId: applicants[0]!.id, number: 'SH-2031-0001', issuedAt: ist('2031-03-10T09:00:00') },
    // Issued this week and revoked: not in force.
    {
      applicantId: applicants[1]!.id,
      number: 'SH-2031-0002',
      issuedAt: ist('2031-03-05T09:00:00'),
      revokedAt: ist('2031-03-06T09:00:00'),
    },
    { applicantId: applicants[2]!.id, number: 'SH-2030-0099', issuedAt: ist('2030-11-05T09:00:00') },
  ]);
}, 60_000);
afterAll(() => t.close());

const zeroDay = { revenuePaise: 0, paidOrders: 0, enrolments: 0 };

describe('GET /api/dashboard figures', () => {
  it('gives the last 7 India days, today included, checked against every row inserted', async () => {
    const data = await summary('?period=7d');
    expect(data.period).toEqual({
      period: '7d',
      from: '2031-03-04',
      to: '2031-03-10',
      days: 7,
      timeZone: 'Asia/Kolkata',
    });
    expect(data.sales).toEqual({
      revenuePaise: 4_999_00 + 4_999_00 + 12_500_50,
      paidOrders: 3,
      enrolments: 5,
      enrolmentsBySource: { purchase: 3, free: 1, staff: 1 },
      perDay: [
        { day: '2031-03-04', revenuePaise: 12_500_50, paidOrders: 1, enrolments: 1 },
        { day: '2031-03-05', ...zeroDay, enrolments: 1 },
        { day: '2031-03-06', ...zeroDay },
        { day: '2031-03-07', ...zeroDay },
        { day: '2031-03-08', ...zeroDay },
        { day: '2031-03-09', revenuePaise: 4_999_00, paidOrders: 1, enrolments: 1 },
        { day: '2031-03-10', revenuePaise: 4_999_00, paidOrders: 1, enrolments: 2 },
      ],
      topByRevenue: [
        {
          courseId: course.dataScience,
          title: 'Data Science',
          slug: 'data-science',
          revenuePaise: 12_500_50,
          orders: 1,
        },
        { courseId: course.fullStack, title: 'Full Stack', slug: 'full-stack', revenuePaise: 9_998_00, orders: 2 },
      ],
      topByEnrolments: [
        { courseId: course.fullStack, title: 'Full Stack', slug: 'full-stack', enrolments: 3 },
        // One each: by title.
        { courseId: course.dataScience, title: 'Data Science', slug: 'data-science', enrolments: 1 },
        { courseId: course.design, title: 'UI/UX Design', slug: 'ui-ux-design', enrolments: 1 },
      ],
    });
    expect(data.newLearners).toBe(1);
    expect(data.leads?.total).toBe(3);
    expect(data.leads?.byStatus).toEqual([
      { status: 'Pending', leads: 1 },
      { status: 'First Call Attempted', leads: 0 },
      { status: 'Interested', leads: 1 },
      { status: 'Information Sent', leads: 0 },
      { status: 'Not Engage', leads: 0 },
      { status: 'Course Fee Issue', leads: 0 },
      { status: 'Closed', leads: 1 },
    ]);
    // Most first; sources without a lead in the period (Gita's is from before it) are left out.
    expect(data.leads?.bySource).toEqual([
      { source: 'Contact Us', leads: 2 },
      { source: 'Course', leads: 1 },
    ]);
    expect(data.leads?.perDay.filter((d) => d.leads > 0)).toEqual([
      { day: '2031-03-04', leads: 1 },
      { day: '2031-03-05', leads: 1 },
      { day: '2031-03-10', leads: 1 },
    ]);
    expect(data.leads?.perDay).toHaveLength(7);
    expect(data.blog).toEqual({ publishedPosts: 1, pendingComments: 2 });
    expect(data.training).toEqual({ applicants: 1, certificatesIssued: 1 });
    // The counts that do not depend on the period are still there.
    expect(data.courses).toEqual({ total: 3, DRAFT: 0, PUBLISHED: 3, TERMINATED: 0 });
    expect(data.users.learners).toBe(3);
  });

  it('gives this calendar month from the 1st, India time', async () => {
    const data = await summary('?period=month');
    expect(data.period).toMatchObject({ from: '2031-03-01', to: '2031-03-10', days: 10 });
    expect(data.sales).toMatchObject({
      revenuePaise: 4_999_00 + 4_999_00 + 12_500_50 + 999_00,
      paidOrders: 4,
      enrolments: 6,
      enrolmentsBySource: { purchase: 4, free: 1, staff: 1 },
    });
    expect(data.sales?.perDay[2]).toEqual({ day: '2031-03-03', revenuePaise: 999_00, paidOrders: 1, enrolments: 1 });
    expect(data.newLearners).toBe(2);
    expect(data.leads?.total).toBe(4);
    expect(data.leads?.byStatus[0]).toEqual({ status: 'Pending', leads: 2 });
    expect(data.blog).toEqual({ publishedPosts: 2, pendingComments: 2 });
    expect(data.training).toEqual({ applicants: 2, certificatesIssued: 1 });
  });

  it('gives the last 30 days, and 30d is the default period', async () => {
    const data = await summary('');
    expect(data.period).toMatchObject({ period: '30d', from: '2031-02-09', to: '2031-03-10', days: 30 });
    expect(data.sales).toMatchObject({
      revenuePaise: 4_999_00 + 4_999_00 + 12_500_50 + 999_00 + 999_00,
      paidOrders: 5,
      enrolments: 6,
    });
    expect(data.sales?.perDay).toHaveLength(30);
    expect(data.sales?.topByRevenue.map((c) => [c.title, c.revenuePaise, c.orders])).toEqual([
      ['Data Science', 12_500_50, 1],
      ['Full Stack', 9_998_00, 2],
      ['UI/UX Design', 1_998_00, 2],
    ]);
    expect(data.newLearners).toBe(3);
    expect(data.leads?.total).toBe(4);
    expect(data.training).toEqual({ applicants: 3, certificatesIssued: 1 });
  });

  it('counts a custom day from its India midnight up to the next one', async () => {
    const ninth = await summary('?period=custom&from=2031-03-09&to=2031-03-09');
    expect(ninth.period).toMatchObject({ from: '2031-03-09', to: '2031-03-09', days: 1 });
    expect(ninth.sales?.perDay).toEqual([{ day: '2031-03-09', revenuePaise: 4_999_00, paidOrders: 1, enrolments: 1 }]);
    const tomorrow = await summary('?period=custom&from=2031-03-11&to=2031-03-11');
    expect(tomorrow.sales).toMatchObject({ revenuePaise: 7_000_00, paidOrders: 1, enrolments: 0 });
    expect(tomorrow.newLearners).toBe(0);
    const year = await summary('?period=custom&from=2030-03-12&to=2031-03-11');
    expect(year.period.days).toBe(365);
    expect(year.sales).toMatchObject({ paidOrders: 6, enrolments: 7 });
    expect(year.blog).toEqual({ publishedPosts: 3, pendingComments: 2 });
    expect(year.training).toEqual({ applicants: 3, certificatesIssued: 2 });
  });

  it('shows a purchase made through the sandbox checkout in today’s revenue', async () => {
    const buyer = await createLearner(t.app, admin, 'Ira Buyer');
    const opened = await openOrder(t.app, buyer.token, course.dataScience);
    const verified = await verify(
      t.app,
      buyer.token,
      course.dataScience,
      checkoutAnswer(t.app, opened.providerOrderId),
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const today = await summary('?period=custom&from=2031-03-10&to=2031-03-10');
    expect(today.sales).toMatchObject({
      revenuePaise: 4_999_00 + opened.amountPaise,
      paidOrders: 2,
      enrolmentsBySource: { purchase: 2, free: 1, staff: 0 },
    });
    expect(opened.amountPaise).toBe(10_000_00);
  });
});

describe('GET /api/dashboard permissions', () => {
  it('gives a role with only Dashboard and Enquiries read the leads and no revenue, learners, blog or training', async () => {
    const viewer = await userWithPermissions(t.app, admin, 'Lead Desk', [
      { name: 'Dashboard', operations: { read: true } },
      { name: 'Enquiries', operations: { read: true } },
    ]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard?period=7d',
      headers: bearer(viewer.token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json().data;
    expect(Object.keys(body).sort()).toEqual(['categories', 'courses', 'leads', 'period', 'roles', 'users']);
    expect(body.leads.total).toBe(3);
  });

  it('gives each group to the read permission of its own area', async () => {
    const viewer = await userWithPermissions(t.app, admin, 'Area Readers', [
      { name: 'Dashboard', operations: { read: true } },
      { name: 'Courses', operations: { read: true }, subModules: [{ name: 'Courses', operations: { read: true } }] },
      { name: 'Users', operations: { read: true }, subModules: [{ name: 'Users', operations: { read: true } }] },
      { name: 'Blogs', operations: { read: true }, subModules: [{ name: 'Blogs', operations: { read: true } }] },
      {
        name: 'Training Programs',
        operations: { read: true },
        subModules: [{ name: 'Applicants', operations: { read: true } }],
      },
    ]);
    const data = await summary('?period=7d', viewer.token);
    // The week's three seeded payments and the sandbox purchase of the test before.
    expect(data.sales?.revenuePaise).toBe(4_999_00 + 4_999_00 + 12_500_50 + 10_000_00);
    expect(data.newLearners).toBe(1);
    expect(data.blog).toEqual({ publishedPosts: 1, pendingComments: 2 });
    expect(data.training).toEqual({ applicants: 1, certificatesIssued: 1 });
    expect(data.leads).toBeUndefined();
  });

  it('keeps Category or Topics read from opening sales or blog figures', async () => {
    const viewer = await userWithPermissions(t.app, admin, 'Taxonomy Only', [
      { name: 'Dashboard', operations: { read: true } },
      { name: 'Courses', operations: { read: true }, subModules: [{ name: 'Category', operations: { read: true } }] },
      { name: 'Blogs', operations: { read: true }, subModules: [{ name: 'Topics', operations: { read: true } }] },
    ]);
    const data = await summary('', viewer.token);
    expect(data.sales).toBeUndefined();
    expect(data.blog).toBeUndefined();
  });

  it('refuses a role without Dashboard read (403) and a caller without a session (401)', async () => {
    const viewer = await userWithPermissions(t.app, admin, 'Courses Only', [
      { name: 'Courses', operations: { read: true }, subModules: [{ name: 'Courses', operations: { read: true } }] },
    ]);
    const refused = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(viewer.token) });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});

describe('GET /api/dashboard bad periods', () => {
  const cases: [string, Record<string, string>][] = [
    ['?period=week', { period: 'Period must be one of 7d, 30d, month or custom' }],
    ['?period=custom', { from: 'From date is required', to: 'To date is required' }],
    ['?period=custom&from=2031-03-10', { to: 'To date is required' }],
    ['?period=custom&from=2031-03-10&to=2031-03-09', { to: 'To date must be on or after the from date' }],
    ['?period=custom&from=2030-03-09&to=2031-03-10', { to: 'The period can span at most 366 days' }],
    ['?period=custom&from=2031-02-30&to=2031-03-10', { from: 'From date must be a valid date (YYYY-MM-DD)' }],
    ['?period=custom&from=10-03-2031&to=2031-03-10', { from: 'From date must be a valid date (YYYY-MM-DD)' }],
    ['?period=7d&from=2031-03-01', { from: 'From date needs period=custom' }],
  ];
  it.each(cases)('answers %s with 400 and the field messages', async (query, errors) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/dashboard${query}`, headers: bearer(admin) });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual(errors);
    // One field wrong: its message heads the answer; several: the generic one, with each in `errors`.
    const messages = Object.values(errors);
    expect(body.message).toBe(messages.length === 1 ? messages[0] : 'Validation failed');
  });

  it('takes 366 days (a leap year) as the longest period', async () => {
    const data = await summary('?period=custom&from=2031-03-10&to=2032-03-09');
    expect(data.period.days).toBe(366);
    expect(data.sales?.perDay).toHaveLength(366);
  });
});
