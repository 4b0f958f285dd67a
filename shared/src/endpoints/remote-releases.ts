import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { successBodySchema } from '../schemas/common.ts';
import {
  canaryBodySchema,
  canarySchema,
  releaseBodySchema,
  releaseOutcomeSchema,
  releaseRegistrySchema,
  remoteParamsSchema,
} from '../schemas/remote-releases.ts';

/** The remotes' release registry (super admin only). */
export const remoteReleasesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiPaths.remoteReleases.list,
    response: successBodySchema(releaseRegistrySchema),
  }),
  release: endpoint({
    method: 'POST',
    path: apiPaths.remoteReleases.release,
    params: remoteParamsSchema,
    body: releaseBodySchema,
    response: successBodySchema(releaseOutcomeSchema),
  }),
  canary: endpoint({
    method: 'POST',
    path: apiPaths.remoteReleases.canary,
    params: remoteParamsSchema,
    body: canaryBodySchema,
    response: successBodySchema(canarySchema),
  }),
  promote: endpoint({
    method: 'POST',
    path: apiPaths.remoteReleases.promote,
    params: remoteParamsSchema,
    response: successBodySchema(releaseOutcomeSchema),
  }),
  rollback: endpoint({
    method: 'POST',
    path: apiPaths.remoteReleases.rollback,
    params: remoteParamsSchema,
    body: releaseBodySchema,
    response: successBodySchema(releaseOutcomeSchema),
  }),
};
