import { COMPANY, COURSE_MODES, COURSE_VALIDITIES, LANGUAGES } from '@skillhub/shared/constants';
import { routeTo } from '@skillhub/shared/routes';
import type { Category } from '@skillhub/shared/schemas/category';
import { SKILL_AREA_LABELS, SKILL_AREA_PAGES, SKILL_AREAS, type SkillArea } from '@skillhub/shared/skill-areas';
import { ICONS } from './icons.ts';
import { escapeMarkup as e } from './markup.ts';

/**
 * The server-rendered home page (shell/src/pages/home/index.tsx and pages/skill-area/skill-area-links.tsx) in the
 * shell's English words (shell/src/i18n/en.ts `home` and `skillPages`, common values from
 * shared/src/i18n/common-en.ts, which match the constants' own names), its sections in the app's order with the
 * same headings and levels, laid out by home-css.ts. The hero shows the signed-out version (with Sign up free);
 * the app's buttons that navigate are links here. Every value is escaped.
 */

const HOME = {
  tag: 'Online skill training for India',
  titleStart: 'Learn the skills employers are hiring for,',
  titleAccent: 'at your pace',
  intro: `${COMPANY.name} offers practical courses in Full Stack development, Digital Marketing, Data Science and more, taught in English and Hindi, with fees in rupees and access you can plan around.`,
  exploreCourses: 'Explore courses',
  signUpFree: 'Sign up free',
  howItWorks: 'How learning works here',
  steps: [
    'Choose a course by category and check its syllabus, language and mode.',
    'Enrol and pay securely in INR.',
    'Study section by section, take notes and ask questions.',
    'Finish the course and keep learning with new ones.',
  ],
  categoriesTitle: 'Explore by category',
  categoriesIntro: 'Start with the field you want to grow in.',
  categoriesEmpty: 'Course categories will appear here soon.',
  viewCourses: 'View courses',
  skillAreasTitle: 'Build skills for every stage of your career',
  skillAreasIntro:
    'From your first steps with a computer to your first job or your own business: choose the area that fits where you are today.',
  whyTitle: `Why learn with ${COMPANY.name}`,
  contactTitle: 'Not sure which course is right for you?',
  contactText: 'Talk to our counsellors: we will help you choose based on your background and goals.',
  call: `Call ${COMPANY.phone}`,
  sendEnquiry: 'Send an enquiry',
};

const SKILL_AREA_TAGLINES: Record<SkillArea, string> = {
  foundational: 'The everyday skills every job, course and business builds on.',
  entrepreneurial: 'Turn an idea, a skill or a small shop into a business that grows.',
  employability: 'Job-ready skills employers are hiring for, and the confidence to get the job.',
};

/** The reasons to learn here, each a fact of the platform (its constants), as the app words them. */
const REASONS: { icon: string; title: string; text: string }[] = [
  {
    icon: ICONS.solution,
    title: 'Built around real jobs',
    text: 'Courses in Full Stack development, Digital Marketing, Data Science and more, organised section by section with hands-on lectures.',
  },
  {
    icon: ICONS.globe,
    title: `Learn in ${LANGUAGES.slice(0, 2).join(' or ')}`,
    text: `Each course states its language up front: ${LANGUAGES.join(', ')}.`,
  },
  {
    icon: ICONS.laptop,
    title: COURSE_MODES.join(', '),
    text: 'Pick the mode that fits your day. Online courses come with notes, Q&A and announcements from your instructor.',
  },
  {
    icon: ICONS.clock,
    title: 'Access that lasts',
    text: `Course access is offered as ${COURSE_VALIDITIES.join(', ')}, shown on every course before you pay.`,
  },
  {
    icon: ICONS.certificate,
    title: 'Certificates anyone can check',
    text: 'Certificates from our training programmes can be verified online on the certificate page.',
  },
  {
    icon: ICONS.wallet,
    title: 'Prices in rupees, secure checkout',
    text: 'Pay in INR through Razorpay using UPI, cards or net banking. Your course unlocks as soon as payment is confirmed.',
  },
];

const courseCount = (count: number) => `${count} ${count === 1 ? 'course' : 'courses'}`;

function hero(): string {
  const steps = HOME.steps
    .map((step) => `<li><span class="sh-home-check">${ICONS.checkCircle}</span><span>${e(step)}</span></li>`)
    .join('');
  return [
    '<section aria-labelledby="hero-title" class="sh-home-hero"><div class="sh-home-container"><div class="sh-home-hero-row">',
    '<div class="sh-home-hero-main">',
    `<span class="sh-home-tag sh-home-tag-lg">${e(HOME.tag)}</span>`,
    `<h1 id="hero-title" class="sh-home-title">${e(HOME.titleStart)} <span class="sh-home-accent">${e(HOME.titleAccent)}</span></h1>`,
    `<p class="sh-home-intro">${e(HOME.intro)}</p>`,
    '<div class="sh-home-actions">',
    `<a class="sh-home-button sh-home-primary" href="${e(routeTo('catalogue'))}"><span>${e(HOME.exploreCourses)}</span>${ICONS.arrowRight}</a>`,
    `<a class="sh-home-button" href="${e(routeTo('auth'))}">${e(HOME.signUpFree)}</a>`,
    '</div></div>',
    '<div class="sh-home-hero-side"><div class="sh-home-card sh-home-raised"><div class="sh-home-card-body">',
    `<h2 class="sh-home-card-title">${e(HOME.howItWorks)}</h2>`,
    `<ol class="sh-home-steps">${steps}</ol>`,
    '</div></div></div>',
    '</div></div></section>',
  ].join('');
}

function categoryCard(category: Category): string {
  return [
    '<div class="sh-home-col">',
    `<a class="sh-home-card-link" href="${e(routeTo('catalogue', { category: category._id }))}"><div class="sh-home-card"><div class="sh-home-card-body">`,
    '<div class="sh-home-card-top">',
    `<h3>${e(category.name)}</h3>`,
    `<span class="sh-home-tag sh-home-tag-count">${e(courseCount(category.courses.length))}</span>`,
    '</div>',
    `<p class="sh-home-secondary sh-home-clamp">${e(category.description)}</p>`,
    `<span class="sh-home-more">${e(HOME.viewCourses)} ${ICONS.arrowRight}</span>`,
    '</div></div></a></div>',
  ].join('');
}

function categories(list: Category[]): string {
  const body = list.length
    ? `<div class="sh-home-grid sh-home-thirds">${list.map(categoryCard).join('')}</div>`
    : `<p class="sh-home-secondary sh-home-empty">${e(HOME.categoriesEmpty)}</p>`;
  return [
    '<section aria-labelledby="categories-title" class="sh-home-band">',
    '<div class="sh-home-container">',
    `<h2 id="categories-title">${e(HOME.categoriesTitle)}</h2>`,
    `<p class="sh-home-secondary sh-home-band-intro">${e(HOME.categoriesIntro)}</p>`,
    body,
    '</div></section>',
  ].join('');
}

function skillAreas(): string {
  const cards = SKILL_AREAS.map((area) => {
    const label = SKILL_AREA_LABELS[area];
    return [
      '<div class="sh-home-col">',
      `<a class="sh-home-card-link" href="${e(routeTo(SKILL_AREA_PAGES[area]))}"><div class="sh-home-card"><div class="sh-home-card-body">`,
      `<h3>${e(label)}</h3>`,
      `<p class="sh-home-secondary sh-home-tagline">${e(SKILL_AREA_TAGLINES[area])}</p>`,
      `<span class="sh-home-more">${e(`Explore ${label.toLowerCase()}`)} ${ICONS.arrowRight}</span>`,
      '</div></div></a></div>',
    ].join('');
  }).join('');
  return [
    '<section aria-labelledby="skill-areas-title" class="sh-home-band sh-home-white">',
    '<div class="sh-home-container">',
    `<h2 id="skill-areas-title">${e(HOME.skillAreasTitle)}</h2>`,
    `<p class="sh-home-secondary sh-home-band-intro">${e(HOME.skillAreasIntro)}</p>`,
    `<div class="sh-home-grid sh-home-areas">${cards}</div>`,
    '</div></section>',
  ].join('');
}

function whyUs(): string {
  const reasons = REASONS.map((reason) =>
    [
      '<div class="sh-home-col sh-home-reason">',
      `<span class="sh-home-icon">${reason.icon}</span>`,
      `<div><h3>${e(reason.title)}</h3><p class="sh-home-secondary">${e(reason.text)}</p></div>`,
      '</div>',
    ].join(''),
  ).join('');
  return [
    '<section aria-labelledby="why-title" class="sh-home-band sh-home-white">',
    '<div class="sh-home-container">',
    `<h2 id="why-title">${e(HOME.whyTitle)}</h2>`,
    `<div class="sh-home-grid sh-home-thirds sh-home-reasons">${reasons}</div>`,
    '</div></section>',
  ].join('');
}

function contactBand(): string {
  return [
    '<section aria-labelledby="contact-title" class="sh-home-contact"><div class="sh-home-container">',
    '<div class="sh-home-contact-card">',
    `<div><h2 id="contact-title">${e(HOME.contactTitle)}</h2><p>${e(HOME.contactText)}</p></div>`,
    '<div class="sh-home-actions">',
    `<a class="sh-home-button sh-home-light" href="${e(COMPANY.phoneHref)}">${e(HOME.call)}</a>`,
    `<a class="sh-home-button sh-home-ghost" href="${e(routeTo('contactUs'))}">${e(HOME.sendEnquiry)}</a>`,
    '</div></div></div></section>',
  ].join('');
}

/**
 * The active categories with a published course (what useActiveCategories keeps: not deleted, at least one
 * course), in the API's order.
 */
export function homeCategories(all: Category[]): Category[] {
  return all.filter((category) => !category.isDeleted && category.courses.length > 0);
}

/** /: hero, categories, skill areas, reasons, contact band. `categories` as homeCategories gives them. */
export function homePageMarkup(categoryList: Category[]): string {
  return [hero(), categories(categoryList), skillAreas(), whyUs(), contactBand()].join('');
}
