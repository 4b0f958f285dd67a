import { remoteReleasesEndpoints as endpoints } from '@skillhub/shared/endpoints/remote-releases';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError, unauthorized } from '../../http/http-error.ts';
import { type ReleaseContext, ReleaseError, releaseRemote, rollbackRemote } from './release-commands.ts';
import { releaseHistory } from './release-registry.ts';

const tags = ['Remote releases'];
const superAdminOnly = {
  reason: 'Only a super admin can release: a release changes the code every visitor runs',
};

/**
 * The release registry over HTTP, for a super admin: the same release and rollback as `npm run release` /
 * `npm run rollback`, recorded under the admin's name; every API process serves the change within a second.
 */
const remoteReleasesRoutes: FastifyPluginAsyncZod = async (app) => {
  function contextOf(request: FastifyRequest): ReleaseContext {
    const user = request.session?.user;
    if (!user) throw unauthorized();
    return {
      db: app.db,
      config: app.config,
      // With REMOTES_PUBLIC_URL the store is the bucket, which S3_BUCKET makes the file storage.
      bucket: app.config.remotesPublicUrl ? app.fileStorage : null,
      operator: `${user.name} <${user.email}>`,
    };
  }

  async function run<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ReleaseError) throw new HttpError(409, error.message);
      throw error;
    }
  }

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary: "Every remote's releases, newest first; those without replacedAt are current",
      failures: [401, 403],
    }),
    config: { superAdminOnly },
    handler: async () => {
      const releases = (await releaseHistory(app.db)).map((record) => ({
        remote: record.remote,
        build: record.build,
        action: record.action,
        releasedBy: record.releasedBy,
        releasedAt: record.releasedAt.toISOString(),
        replacedAt: record.replacedAt?.toISOString() ?? null,
      }));
      return { success: true as const, data: { releases } };
    },
  });

  app.route({
    ...endpointRoute(endpoints.release, {
      tags,
      summary: 'Make a build of a remote current (its newest build unless one is named) on every API process',
      description:
        'The build must be in the release store (409 otherwise). Builds no longer in use and older than 7 days ' +
        'are removed from the local store afterwards.',
      failures: [400, 401, 403, 409],
    }),
    config: { superAdminOnly },
    handler: async (request) => {
      const data = await run(() => releaseRemote(contextOf(request), request.params.remote, request.body.build));
      return { success: true as const, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.rollback, {
      tags,
      summary: 'Make the previous release of a remote (or the build named) current again on every API process',
      failures: [400, 401, 403, 409],
    }),
    config: { superAdminOnly },
    handler: async (request) => {
      const data = await run(() => rollbackRemote(contextOf(request), request.params.remote, request.body.build));
      return { success: true as const, data };
    },
  });
};

export default remoteReleasesRoutes;
