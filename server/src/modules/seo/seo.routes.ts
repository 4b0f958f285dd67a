import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageHead } from '@skillhub/shared/page-head';
import { PUBLIC_PAGE_HEADS } from '@skillhub/shared/public-page-heads';
import type { RuntimeConfig } from '@skillhub/shared/remote-descriptor';
import { PATHS, routeTo } from '@skillhub/shared/routes';
import { listBlogPostsQuerySchema } from '@skillhub/shared/schemas/blog';
import type { ServerRenderResult } from '@skillhub/shared/ssr/server-render-contract';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { addVary, type Rendition, renditionOf, sendRendition } from '../../cache/public-reply.ts';
import { createPostsService } from '../blog/posts.service.ts';
import { liveChatSettingRead } from '../settings/live-chat-settings.ts';
import { NO_CACHE } from '../web-app/cache-policy.ts';
import { pageRuntimeConfig, remoteOwning } from '../web-app/page-runtime-config.ts';
import { runtimeConfig } from '../web-app/runtime-config.ts';
import { registerBlogPages } from './blog-pages.ts';
import { registerCoursePages } from './course-pages.ts';
import { rssXml, sitemapXml } from './feeds.ts';
import { registerHomePage } from './home-page.ts';
import { createRemoteRenderer } from './remote-renderer.ts';
import { seoRepository } from './seo.repository.ts';
import { type RemotePage, renderServerPage, type ServerPage } from './server-page.ts';
import { registerStaticPages, SITEMAP_STATIC_PATHS } from './static-pages.ts';

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

    const renderer = createRemoteRenderer(app);
    app.addHook('onClose', () => renderer.close());

    /** The shell's index.html, read once per cache period rather than per request; null before a build. */
    const shellIndex = () =>
      cache
        .get('shell:index.html', () => readFile(join(app.config.shellDistDir, 'index.html'), 'utf8'))
        .catch(() => null);

    const notBuilt = (reply: FastifyReply) =>
      reply.code(404).send({
        success: false,
        message: 'The web app has not been built; run "npm run build" in the repository root',
      });

    /**
     * A public page: the shell's index.html with the page's head, content and data (server-page.ts), the runtime
     * config inlined and the entry of the remote publishing `route` preloaded.
     */
    async function sendPage(
      reply: FastifyReply,
      status: number,
      head: PageHead | null,
      route?: string,
      content: Pick<ServerPage, 'body' | 'queries' | 'css'> = {},
    ) {
      const index = await shellIndex();
      if (index === null) return notBuilt(reply);
      const runtimeConfig = await pageRuntimeConfig(app);
      const owner = route ? remoteOwning(runtimeConfig, route) : null;
      const page: ServerPage = {
        head,
        runtimeConfig,
        preload: owner ? [owner.entry] : [],
        ...(status === 200 ? content : {}),
      };
      reply.header('cache-control', NO_CACHE);
      return reply.code(status).type('text/html; charset=utf-8').send(renderServerPage(index, page));
    }

    /** Each rendered page as sent, with what else it was made from: the same page is sent as the same bytes. */
    const sentPages = new WeakMap<
      ServerRenderResult,
      { index: string; listing: RuntimeConfig; liveChat: unknown; rendition: Rendition }
    >();

    /**
     * A public page its owning remote renders (remote-renderer.ts), with its head from the remote too; when the
     * remote cannot (no build of it here, a failure, too slow), the plain app with the page's fallback head. The
     * page's data is inlined either way. A rendered page is made into HTML (and its compressed forms, with an
     * ETag) once, and again only when the render, the shell's index.html, the remotes' releases or the live-chat
     * setting changed: a visitor's request costs a lookup, not a 300 kB string built and encoded.
     */
    async function sendRemotePage(reply: FastifyReply, page: RemotePage) {
      const route = PATHS[page.name];
      const listing = runtimeConfig(app.config);
      const owner = remoteOwning(listing, route);
      const rendered = owner
        ? await renderer.render(
            owner.name,
            // The server sends every page in English; wake.js loads the app at once for a reader who chose Hindi.
            { page: page.name, path: page.path, origin, locale: 'en' },
            page.queries,
            page.data,
          )
        : null;
      if (!owner || !rendered) return sendPage(reply, 200, page.fallbackHead, route, { queries: page.queries() });
      const index = await shellIndex();
      if (index === null) return notBuilt(reply);
      const liveChat = liveChatSettingRead(app);
      let sent = sentPages.get(rendered);
      if (sent?.index !== index || sent.listing !== listing || sent.liveChat !== liveChat) {
        const html = renderServerPage(index, {
          head: rendered.head,
          runtimeConfig: await pageRuntimeConfig(app),
          preload: [owner.entry],
          body: rendered.html,
          css: rendered.css,
          queries: page.queries(),
        });
        sent = { index, listing, liveChat, rendition: renditionOf(html) };
        sentPages.set(rendered, sent);
      }
      reply.header('cache-control', NO_CACHE);
      addVary(reply, 'accept-encoding');
      return sendRendition(reply.request, reply, sent.rendition, 'text/html; charset=utf-8');
    }

    registerCoursePages(app, sendPage, sendRemotePage);
    registerBlogPages(app, sendPage, sendRemotePage);
    registerHomePage(app, sendPage);
    registerStaticPages(app, sendPage);

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
