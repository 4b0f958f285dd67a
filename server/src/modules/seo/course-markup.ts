import { formatRupees } from '@skillhub/shared/format';
import { routeTo } from '@skillhub/shared/routes';
import type { CatalogueCard, PublicCourse } from '@skillhub/shared/schemas/course';
import { ICONS } from './icons.ts';
import { escapeMarkup as e } from './markup.ts';

/**
 * The server-rendered content of the course pages, in the app's own words (remotes/courses/src/i18n/en.ts and
 * the common values), prices formatted as the app formats them (shared/src/format.ts), laid out by
 * critical-css.ts as the courses remote lays the page out. Every value is escaped.
 */

const CATALOGUE_TITLE = 'Courses';

function price(value: CatalogueCard['price'], large: boolean): string {
  const discount = value.discountPercentage;
  return [
    `<div class="sh-ssr-price${large ? ' sh-ssr-price-lg' : ''}">`,
    `<strong>${e(formatRupees(value.finalPrice))}</strong>`,
    ...(discount > 0
      ? [
          `<s><span class="sh-visually-hidden">Original price </span>${e(formatRupees(value.actualPrice))}</s>`,
          `<span class="sh-ssr-off">${e(`${discount}% off`)}</span>`,
        ]
      : []),
    '</div>',
  ].join('');
}

function rating(average: number, count: number): string {
  if (count === 0) return '<span class="sh-ssr-muted">No ratings yet</span>';
  return `<span><strong>★ ${e(average.toFixed(1))}</strong> <span class="sh-ssr-muted">(${e(`${count} ${count === 1 ? 'rating' : 'ratings'}`)})</span></span>`;
}

const tags = (values: string[]) => values.map((value) => `<span class="sh-ssr-tag">${e(value)}</span>`).join('');
const list = (items: string[]) =>
  `<ul class="sh-ssr-list">${items.map((item) => `<li><span>${ICONS.check}</span>${e(item)}</li>`).join('')}</ul>`;

/** /course/{slug}: title, subtitle, facts, price and Buy, what you will learn, key points and the description. */
export function coursePageMarkup(course: PublicCourse): string {
  const access = course.validity === 'LifeTime' ? 'Lifetime access' : `${course.validity} access`;
  return [
    '<div class="sh-ssr-page"><div class="sh-ssr-course">',
    '<div class="sh-ssr-tight sh-ssr-intro">',
    `<a href="${e(routeTo('catalogue', { category: course.category._id }))}">${e(course.category.name)}</a>`,
    `<h1>${e(course.title)}</h1>`,
    `<p class="sh-ssr-muted sh-ssr-lead">${e(course.subtitle)}</p>`,
    `<div class="sh-ssr-tags">${rating(course.averageRating, course.ratingsCount)}${tags([course.courseMode, course.courseLevel, course.language, course.duration])}</div>`,
    '</div>',
    '<div class="sh-ssr-side"><div class="sh-ssr-card">',
    '<div class="sh-ssr-card-head">Enrol in this course</div>',
    '<div class="sh-ssr-card-body">',
    price(course.price, true),
    `<span class="sh-ssr-muted">${e(`${access} · ${course.duration}`)}</span>`,
    `<a class="sh-ssr-button" href="${e(routeTo('coursePayment', { courseId: course._id }))}">Buy now</a>`,
    '</div></div></div>',
    `<div class="sh-ssr-card"><section class="sh-ssr-roomy"><h2>What you will learn</h2>${list(course.whatWillYouLearn)}</section></div>`,
    `<section><h2>Key points</h2>${list(course.keypoints)}</section>`,
    `<section><h2>Description</h2><p style="white-space:pre-line">${e(course.description)}</p></section>`,
    '</div></div>',
  ].join('');
}

function card(course: CatalogueCard, first: boolean): string {
  const href = routeTo('course', { slug: course.slug });
  // The first cards are the page's largest content: fetched first; the rest when scrolled to, as the app does.
  const loading = first ? 'fetchpriority="high"' : 'loading="lazy"';
  return [
    '<div class="sh-ssr-card">',
    `<div class="sh-ssr-cover"><img src="${e(course.thumbnail)}" alt="${e(course.title)}" width="640" height="360" decoding="async" ${loading}></div>`,
    '<div class="sh-ssr-card-body" style="gap:8px">',
    `<span class="sh-ssr-muted" style="font-size:12px">${e(course.category.name)}</span>`,
    `<h2><a href="${e(href)}">${e(course.title)}</a></h2>`,
    `<p class="sh-ssr-muted sh-ssr-clamp">${e(course.subtitle)}</p>`,
    `<div class="sh-ssr-tags">${tags([course.courseMode, course.courseLevel, course.language])}</div>`,
    `<div class="sh-ssr-tags" style="justify-content:space-between">${rating(course.averageRating, course.ratingsCount)}<span class="sh-ssr-muted" style="font-size:12px">${e(`${course.lecturesCount} ${course.lecturesCount === 1 ? 'lecture' : 'lectures'}`)}</span></div>`,
    price(course.price, false),
    '</div></div>',
  ].join('');
}

/** /courses: the heading, the count and the first page of cards, covers in their 16:9 place. */
export function catalogueMarkup(cards: CatalogueCard[], total: number): string {
  return [
    '<div class="sh-ssr-page sh-ssr-wide sh-ssr-stack">',
    `<div class="sh-ssr-tight" style="gap:4px"><h1>${CATALOGUE_TITLE}</h1><span class="sh-ssr-muted">${e(`${total} ${total === 1 ? 'course' : 'courses'}`)}</span></div>`,
    // The filters' row as the app draws it: a search that works without the app (a GET of /courses?search=…,
    // which the app draws), the category and sort boxes in their places (the app's, once it has taken over).
    `<form class="sh-ssr-filters" role="search" aria-label="Filter courses" action="${e(routeTo('catalogue'))}" method="get">`,
    '<input type="search" name="search" aria-label="Search courses" placeholder="Search courses" maxlength="200" enterkeyhint="search">',
    '<span aria-hidden="true">All categories</span><span aria-hidden="true">Latest</span>',
    '</form>',
    `<div class="sh-ssr-grid" role="list" aria-label="${CATALOGUE_TITLE}">`,
    ...cards.map((course, i) => `<div role="listitem" style="display:flex">${card(course, i < 2)}</div>`),
    '</div></div>',
  ].join('');
}
