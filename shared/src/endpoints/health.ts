import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { successBodySchema } from '../schemas/common.ts';
import { healthSchema, readinessSchema } from '../schemas/health.ts';

/** The probes: liveness (the process answers) and readiness (it can serve; 503 naming what is down). */
export const healthEndpoints = {
  live: endpoint({ method: 'GET', path: apiPaths.health, response: successBodySchema(healthSchema) }),
  ready: endpoint({ method: 'GET', path: apiPaths.healthReady, response: successBodySchema(readinessSchema) }),
};
