import { remoteReleasesEndpoints as endpoints } from '@skillhub/shared/endpoints/remote-releases';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError, unauthorized } from '../../http/http-error.ts';
import { readBuildHealth } from './canary-health.ts';
import {
  canaryRemote,
  promoteRemote,
  type ReleaseContext,
  ReleaseError,
  releaseRemote,
  rollbackRemote,
} from './release-commands.ts';
import { readCanaries, releaseHistory } from './release-registry.ts';

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

  /** A change of the registry, answered once this process serves it (the others hear its NOTIFY). */
  async function run<T>(work: () => Promise<T>): Promise<T> {
    try {
      const outcome = await work();
      await app.reloadReleaseRegistry();
      return outcome;
    } catch (error) {
      if (error instanceof ReleaseError) throw new HttpError(409, error.message);
      throw error;
    }
  }

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary:
        "Every remote's releases, newest first (those without replacedAt are current), the open canaries and what " +
        'browsers reported of each current and canary build',
      failures: [401, 403],
    }),
    config: { signedIn: true, superAdminOnly },
    handler: async () => {
      const releases = (await releaseHistory(app.db)).map((record) => ({
        remote: record.remote,
        build: record.build,
        action: record.action,
        releasedBy: record.releasedBy,
        releasedAt: record.releasedAt.toISOString(),
        replacedAt: record.replacedAt?.toISOString() ?? null,
      }));
      const canaries = [...(await readCanaries(app.db)).values()].map((canary) => ({
        remote: canary.remote,
        build: canary.build,
        sharePercent: canary.sharePercent,
        startedBy: canary.startedBy,
        startedAt: canary.startedAt.toISOString(),
      }));
      const health = (await readBuildHealth(app.db)).map((row) => ({
        ...row,
        updatedAt: row.updatedAt.toISOString(),
      }));
      return { success: true as const, data: { releases, canaries, health } };
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
    config: { signedIn: true, superAdminOnly },
    handler: async (request) => {
      const data = await run(() => releaseRemote(contextOf(request), request.params.remote, request.body.build));
      return { success: true as const, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.rollback, {
      tags,
      summary:
        "Close a remote's open canary; without one, make the previous release (or the build named) current again",
      failures: [400, 401, 403, 409],
    }),
    config: { signedIn: true, superAdminOnly },
    handler: async (request) => {
      const data = await run(() => rollbackRemote(contextOf(request), request.params.remote, request.body.build));
      return { success: true as const, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.canary, {
      tags,
      summary: 'Serve a build of a remote (its newest unless named) to a share of devices, each always the same build',
      description:
        'A device is in the canary when a hash of its id (the skillhub_rollout cookie, or ?device= on ' +
        '/runtime-config.json) and the build falls under sharePercent. Opening another canary of the remote ' +
        'replaces it; promote makes it the release, rollback closes it.',
      failures: [400, 401, 403, 409],
    }),
    config: { signedIn: true, superAdminOnly },
    handler: async (request) => {
      const { sharePercent, build } = request.body;
      const opened = await run(() => canaryRemote(contextOf(request), request.params.remote, sharePercent, build));
      const canary = (await readCanaries(app.db)).get(opened.remote);
      if (!canary) throw new HttpError(409, 'The canary was closed meanwhile');
      const data = { ...opened, startedBy: canary.startedBy, startedAt: canary.startedAt.toISOString() };
      return { success: true as const, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.promote, {
      tags,
      summary: "Make a remote's open canary the current release for every device",
      failures: [400, 401, 403, 409],
    }),
    config: { signedIn: true, superAdminOnly },
    handler: async (request) => {
      const data = await run(() => promoteRemote(contextOf(request), request.params.remote));
      return { success: true as const, data };
    },
  });
};

export default remoteReleasesRoutes;
