import { API_PREFIX } from '@skillhub/shared/api-paths';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { type Clock, systemClock } from './clock.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { loggedUrl } from './http/logged-url.ts';
import announcementsRoutes from './modules/announcements/announcements.routes.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import blogRoutes from './modules/blog/blog.routes.ts';
import categoriesRoutes from './modules/categories/categories.routes.ts';
import couponsRoutes from './modules/coupons/coupons.routes.ts';
import courseCertificatesRoutes from './modules/course-certificates/course-certificates.routes.ts';
import courseLearnersRoutes from './modules/course-learners/course-learners.routes.ts';
import coursesRoutes from './modules/courses/courses.routes.ts';
import dashboardRoutes from './modules/dashboard/dashboard.routes.ts';
import enquiriesRoutes from './modules/enquiries/enquiries.routes.ts';
import assignCourseRoutes from './modules/enrollments/assign-course.routes.ts';
import healthRoutes from './modules/health/health.routes.ts';
import metricsRoutes, { METRICS_PATH } from './modules/health/metrics.routes.ts';
import invoicesRoutes from './modules/invoices/invoices.routes.ts';
import captionsRoutes from './modules/lecture-captions/captions.routes.ts';
import mediaFilesRoutes from './modules/media/media-files.routes.ts';
import uploadsRoutes from './modules/media/uploads.routes.ts';
import myCoursesRoutes from './modules/my-courses/my-courses.routes.ts';
import notesRoutes from './modules/notes/notes.routes.ts';
import overviewsRoutes from './modules/overviews/overviews.routes.ts';
import paymentsRoutes from './modules/payments/payments.routes.ts';
import progressRoutes from './modules/progress/progress.routes.ts';
import qnaRoutes from './modules/qna/qna.routes.ts';
import quizzesRoutes from './modules/quizzes/quizzes.routes.ts';
import ratingsRoutes from './modules/ratings/ratings.routes.ts';
import rolesRoutes from './modules/roles/roles.routes.ts';
import seo from './modules/seo/seo.routes.ts';
import settingsRoutes from './modules/settings/settings.routes.ts';
import skillAreasRoutes from './modules/skill-areas/skill-areas.routes.ts';
import trainingRoutes from './modules/training/training.routes.ts';
import usersRoutes from './modules/users/users.routes.ts';
import playbackRoutes from './modules/video-transcoding/playback.routes.ts';
import clientReportsRoutes from './modules/web-app/client-reports.routes.ts';
import remoteReleasesRoutes from './modules/web-app/remote-releases.routes.ts';
import { RUNTIME_CONFIG_PATH } from './modules/web-app/runtime-config.ts';
import webApp from './modules/web-app/web-app.routes.ts';
import whatsappRoutes from './modules/whatsapp/whatsapp.routes.ts';
import apiRouteMiss from './plugins/app/api-route-miss.ts';
import authRateLimit from './plugins/app/auth-rate-limit.ts';
import authentication from './plugins/app/authentication.ts';
import blogPublishing from './plugins/app/blog-publishing.ts';
import errorHandler, { sendFrameworkError } from './plugins/app/error-handler.ts';
import fileStorage from './plugins/app/file-storage.ts';
import imageRenditions from './plugins/app/image-renditions.ts';
import leadFormGuard from './plugins/app/lead-form-guard.ts';
import leadSequences from './plugins/app/lead-sequences.ts';
import metrics from './plugins/app/metrics.ts';
import noStore from './plugins/app/no-store.ts';
import outbox from './plugins/app/outbox.ts';
import publicContent from './plugins/app/public-content.ts';
import readiness from './plugins/app/readiness.ts';
import releaseRegistry from './plugins/app/release-registry.ts';
import requestId, { requestIdOf } from './plugins/app/request-id.ts';
import routeGuard from './plugins/app/route-guard.ts';
import secrets from './plugins/app/secrets.ts';
import sectionOpenings from './plugins/app/section-openings.ts';
import seed from './plugins/app/seed.ts';
import validation from './plugins/app/validation.ts';
import videoTranscoding from './plugins/app/video-transcoding.ts';
import whatsapp from './plugins/app/whatsapp.ts';
import whatsappSender from './plugins/app/whatsapp-sender.ts';
import apiDocs from './plugins/external/api-docs.ts';
import compression from './plugins/external/compression.ts';
import cookies from './plugins/external/cookies.ts';
import cors from './plugins/external/cors.ts';
import database from './plugins/external/database.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import securityHeaders from './plugins/external/security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
  }
}

export interface BuildOptions {
  clock?: Clock;
  /** Overrides the pino options derived from the config (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Keeps the pino options derived from the config, writing to this stream (tests read what is logged). */
  logStream?: { write(line: string): void };
  /** An open database the app uses instead of opening the config's, and leaves open (the tests lend one). */
  database?: DatabaseHandle;
}

/** Probes and scrapes arrive every few seconds; logging each would drown the useful lines. */
const PROBE_URLS = new Set(['/api/health', '/api/health/ready', METRICS_PATH]);

/**
 * Routes whose successful answers go unlogged: every page load fetches /runtime-config.json, and its two request
 * lines cost more than the answer itself (at `info` they halved the route's throughput). A failure there is still
 * logged with both lines, as on any route.
 */
const QUIET_ROUTES = new Set([RUNTIME_CONFIG_PATH]);

class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>) {
    // Held back until the outcome is known (requestCompleted below).
    if (QUIET_ROUTES.has(request.routeOptions.url ?? '')) return;
    super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (QUIET_ROUTES.has(request.routeOptions.url ?? '')) {
      if (!error && reply.statusCode < 400) return;
      super.incomingRequest(request, reply, metadata);
    }
    super.requestCompleted(error, request, reply, metadata);
  }
}

/**
 * Builds the whole server. Plugins load in a fixed order: external (database, security headers, compression, CORS,
 * cookies, rate limit, API docs), then app (validation, errors, request ids, no-store, secrets, seeding, outbox,
 * authentication, route guard, sign-in limits), then routes (/api modules, then the static web app).
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const loggerOptions = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
  const app = Fastify({
    logger: options.logStream ? { ...loggerOptions, stream: options.logStream } : (options.logger ?? loggerOptions),
    logController: new RequestLog({ disableRequestLogging: (request) => PROBE_URLS.has(request.url) }),
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // The first start of the embedded database runs initdb, which takes several seconds.
    pluginTimeout: 120_000,
    frameworkErrors: (error, request, reply) => sendFrameworkError(error, request, reply as FastifyReply),
  });
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);

  try {
    // external
    await app.register(database, { lent: options.database });
    // Right after the database: later plugins add their dependencies' checks, and metrics see every request.
    await app.register(readiness);
    await app.register(metrics);
    await app.register(securityHeaders);
    await app.register(compression);
    await app.register(cors);
    await app.register(cookies);
    await app.register(rateLimit);
    await app.register(apiDocs);

    // app
    await app.register(validation);
    await app.register(errorHandler);
    await app.register(requestId);
    await app.register(noStore);
    await app.register(secrets);
    await app.register(seed);
    await app.register(outbox);
    await app.register(fileStorage);
    await app.register(videoTranscoding);
    await app.register(whatsapp);
    await app.register(whatsappSender);
    await app.register(sectionOpenings);
    await app.register(leadSequences);
    await app.register(authentication);
    await app.register(routeGuard);
    await app.register(authRateLimit);
    await app.register(leadFormGuard);
    await app.register(publicContent);
    await app.register(releaseRegistry);
    await app.register(blogPublishing);
    await app.register(imageRenditions);
    await app.register(apiRouteMiss);

    // routes
    await app.register(
      async (api) => {
        await api.register(healthRoutes);
        await api.register(authRoutes);
        await api.register(usersRoutes);
        await api.register(rolesRoutes);
        await api.register(settingsRoutes);
        await api.register(remoteReleasesRoutes);
        await api.register(clientReportsRoutes);
        await api.register(categoriesRoutes);
        await api.register(couponsRoutes);
        await api.register(invoicesRoutes);
        await api.register(coursesRoutes);
        await api.register(courseLearnersRoutes);
        await api.register(courseCertificatesRoutes);
        await api.register(enquiriesRoutes);
        await api.register(announcementsRoutes);
        await api.register(overviewsRoutes);
        await api.register(dashboardRoutes);
        await api.register(uploadsRoutes);
        await api.register(mediaFilesRoutes);
        await api.register(playbackRoutes);
        await api.register(captionsRoutes);
        await api.register(paymentsRoutes);
        await api.register(assignCourseRoutes);
        // the learner area
        await api.register(myCoursesRoutes);
        await api.register(progressRoutes);
        await api.register(quizzesRoutes);
        await api.register(notesRoutes);
        await api.register(qnaRoutes);
        await api.register(ratingsRoutes);
        await api.register(blogRoutes);
        await api.register(trainingRoutes);
        await api.register(skillAreasRoutes);
        await api.register(whatsappRoutes);
      },
      { prefix: API_PREFIX },
    );
    await app.register(metricsRoutes);
    await app.register(webApp);
    await app.register(seo);

    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
