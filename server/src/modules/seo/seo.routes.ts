import { PUBLIC_PAGE_HEADS } from '@skillhub/shared/public-page-heads';
import { routeTo } from '@skillhub/shared/routes';
import { listBlogPostsQuerySchema } from '@skillhub/shared/schemas/blog';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { createPostsService } from '../blog/posts.service.ts';
import { registerAppPages } from './app-pages.ts';
import { registerAuthPage } from './auth-page.ts';
import { registerBlogPages } from './blog-pages.ts';
import { registerCoursePages } from './course-pages.ts';
import { registerCoursePaymentPage } from './course-payment-page.ts';
import { registerDashboardPage } from './dashboard-page.ts';
import { rssXml, sitemapXml } from './feeds.ts';
import { registerHomePage } from './home-page.ts';
import { registerMyCoursesPage } from './my-courses-page.ts';
import { pageFailureHandler } from './page-failure.ts';
import { createPageSender } from './page-sender.ts';
import { registerPageWarmer } from './page-warmer.ts';
import { registerPayLinkPage } from './pay-link-page.ts';
import { seoRepository } from './seo.repository.ts';
import { registerStaticPages, SITEMAP_STATIC_PATHS } from './static-pages.ts';
import { registerTrainingPages } from './training-pages.ts';

const FEED_SIZE = 20;
const { title: BLOG_TITLE, description: BLOG_DESCRIPTION } = PUBLIC_PAGE_HEADS.blog.text.en;
/** Crawlers and previews may keep these for a few minutes; a change shows within that. */
const PUBLIC_MAX_AGE = 'public, max-age=300';

/**
 * What search engines and link previews read without running JavaScript: every public page (the fixed ones from
 * their table in shared, courses and posts from their content) served with its own title, description,
 * canonical URL, Open Graph and Twitter tags, preview image and JSON-LD; /sitemap.xml, the RSS feed and
 * robots.txt. Registered beside the static host (web-app), whose catch-all serves every other page.
 */
export default fp(
  async (app) => {
    const origin = app.config.publicUrl;
    const posts = createPostsService(app, app.blogEvents);
    const cache = app.blogPublicCache;

    const latestPosts = () =>
      cache.get(
        'latest',
        async () => (await posts.list(listBlogPostsQuerySchema.parse({ limit: FEED_SIZE }), false)).data,
      );

    const { sendPage, sendRemotePage, sendShellPage, dashboardStyles, renderer } = createPageSender(app);
    registerPageWarmer(app, renderer);

    // The pages in a context of their own, for their error handler: a failure to read a page's data sends the
    // plain app (page-failure.ts), where the feeds below answer as the API does.
    await app.register(async (pages) => {
      pages.setErrorHandler(pageFailureHandler(app, sendPage));
      registerCoursePages(pages, sendPage, sendRemotePage);
      registerBlogPages(pages, sendPage, sendRemotePage);
      registerHomePage(pages, sendShellPage);
      registerAuthPage(pages, sendShellPage);
      registerStaticPages(pages, sendShellPage);
      registerTrainingPages(pages, sendPage, sendRemotePage);
      registerPayLinkPage(pages, sendPage, sendRemotePage);
      registerMyCoursesPage(pages, sendPage, sendRemotePage);
      registerCoursePaymentPage(pages, sendPage, sendRemotePage);
      registerDashboardPage(pages, sendPage, dashboardStyles);
      registerAppPages(pages, sendPage);
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', PUBLIC_MAX_AGE).type('text/plain; charset=utf-8');
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /api/',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    });

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const xml = await cache.get('feed:sitemap', async () =>
        sitemapXml(origin, SITEMAP_STATIC_PATHS, await seoRepository.sitemapEntries(app.db)),
      );
      return reply.header('cache-control', PUBLIC_MAX_AGE).type('application/xml; charset=utf-8').send(xml);
    });

    const sendFeed = async (_request: unknown, reply: FastifyReply) => {
      const xml = await cache.get('feed:rss', async () =>
        rssXml(
          {
            title: BLOG_TITLE,
            description: BLOG_DESCRIPTION,
            link: `${origin}${routeTo('blog')}`,
            self: `${origin}/rss.xml`,
            language: 'en-in',
          },
          origin,
          await latestPosts(),
        ),
      );
      return reply.header('cache-control', PUBLIC_MAX_AGE).type('application/rss+xml; charset=utf-8').send(xml);
    };
    app.get('/rss.xml', { schema: { hide: true } }, sendFeed);
    app.get('/blog/rss.xml', { schema: { hide: true } }, sendFeed);
  },
  { name: 'seo', dependencies: ['web-app'] },
);
