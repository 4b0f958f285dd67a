import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { listBodySchema, successBodySchema } from '../schemas/common.ts';
import {
  certificateSettingsBodySchema,
  certificateSettingsSchema,
  courseCertificateSchema,
  courseCertificatesQuerySchema,
  myCertificateListSchema,
  revokeCertificateBodySchema,
  revokeCertificateParamsSchema,
} from '../schemas/course-certificates.ts';
import { courseIdParamsSchema } from '../schemas/params.ts';

/** Course completion certificates: the course's setting and list (staff), and the learner's own. */
export const courseCertificateEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: apiPaths.courseCertificates.settings,
    params: courseIdParamsSchema,
    response: successBodySchema(certificateSettingsSchema),
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: apiPaths.courseCertificates.settings,
    params: courseIdParamsSchema,
    body: certificateSettingsBodySchema,
    response: successBodySchema(certificateSettingsSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: apiPaths.courseCertificates.byCourse,
    params: courseIdParamsSchema,
    query: courseCertificatesQuerySchema,
    response: listBodySchema(courseCertificateSchema),
  }),
  revoke: endpoint({
    method: 'POST',
    path: apiPaths.courseCertificates.revoke,
    params: revokeCertificateParamsSchema,
    body: revokeCertificateBodySchema,
    response: successBodySchema(courseCertificateSchema),
  }),
  mine: endpoint({
    method: 'GET',
    path: apiPaths.courseCertificates.mine,
    response: successBodySchema(myCertificateListSchema),
  }),
};
