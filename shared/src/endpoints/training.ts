import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { listBodySchema, messageBodySchema, successBodySchema } from '../schemas/common.ts';
import {
  applicantBodySchema,
  applicantHistorySchema,
  applicantSchema,
  applicantStatusQuerySchema,
  applicationBodySchema,
  bulkOutcomeSchema,
  bulkStatusBodySchema,
  bulkUploadQuerySchema,
  bulkUploadResultSchema,
  certificateNumberParamsSchema,
  certificateVerificationSchema,
  institutionBodySchema,
  institutionSchema,
  listApplicantsQuerySchema,
  listInstitutionsQuerySchema,
  listProgramsQuerySchema,
  programBodySchema,
  programSchema,
  publicProgramSchema,
  sendCertificatesBodySchema,
  trainingIdParamsSchema,
} from '../schemas/training.ts';
import { multipartBodySchema } from '../schemas/upload.ts';

/**
 * The training calls that answer JSON. The PDFs (program poster, certificate) and the bulk upload's templates
 * are files and keep their own parsing, like the other file answers.
 */
export const trainingEndpoints = {
  institutions: endpoint({
    method: 'GET',
    path: apiPaths.training.institutionsAll,
    query: listInstitutionsQuerySchema,
    response: listBodySchema(institutionSchema),
  }),
  createInstitution: endpoint({
    method: 'POST',
    path: apiPaths.training.institutionCreate,
    body: institutionBodySchema,
    response: successBodySchema(institutionSchema),
    status: 201,
  }),
  institution: endpoint({
    method: 'GET',
    path: apiPaths.training.institutionById,
    params: trainingIdParamsSchema,
    response: successBodySchema(institutionSchema),
  }),
  updateInstitution: endpoint({
    method: 'PUT',
    path: apiPaths.training.institutionById,
    params: trainingIdParamsSchema,
    body: institutionBodySchema,
    response: successBodySchema(institutionSchema),
  }),
  /** Toggles active/inactive; nothing is deleted. */
  toggleInstitution: endpoint({
    method: 'DELETE',
    path: apiPaths.training.institutionById,
    params: trainingIdParamsSchema,
    response: successBodySchema(institutionSchema),
  }),

  programs: endpoint({
    method: 'GET',
    path: apiPaths.training.programsAll,
    query: listProgramsQuerySchema,
    response: listBodySchema(programSchema),
  }),
  createProgram: endpoint({
    method: 'POST',
    path: apiPaths.training.programCreate,
    body: programBodySchema,
    response: successBodySchema(programSchema),
    status: 201,
  }),
  program: endpoint({
    method: 'GET',
    path: apiPaths.training.programById,
    params: trainingIdParamsSchema,
    response: successBodySchema(programSchema),
  }),
  updateProgram: endpoint({
    method: 'PUT',
    path: apiPaths.training.programById,
    params: trainingIdParamsSchema,
    body: programBodySchema,
    response: successBodySchema(programSchema),
  }),
  toggleProgram: endpoint({
    method: 'DELETE',
    path: apiPaths.training.programById,
    params: trainingIdParamsSchema,
    response: successBodySchema(programSchema),
  }),
  publicProgram: endpoint({
    method: 'GET',
    path: apiPaths.training.publicProgram,
    params: trainingIdParamsSchema,
    response: successBodySchema(publicProgramSchema),
  }),
  apply: endpoint({
    method: 'POST',
    path: apiPaths.training.apply,
    params: trainingIdParamsSchema,
    body: applicationBodySchema,
    response: messageBodySchema,
    status: 201,
  }),

  applicants: endpoint({
    method: 'GET',
    path: apiPaths.training.applicantsAll,
    query: listApplicantsQuerySchema,
    response: listBodySchema(applicantSchema),
  }),
  createApplicant: endpoint({
    method: 'POST',
    path: apiPaths.training.applicantCreate,
    body: applicantBodySchema,
    response: successBodySchema(applicantSchema),
    status: 201,
  }),
  applicant: endpoint({
    method: 'GET',
    path: apiPaths.training.applicantById,
    params: trainingIdParamsSchema,
    response: successBodySchema(applicantSchema),
  }),
  updateApplicant: endpoint({
    method: 'PUT',
    path: apiPaths.training.applicantById,
    params: trainingIdParamsSchema,
    body: applicantBodySchema,
    response: successBodySchema(applicantSchema),
  }),
  applicantHistory: endpoint({
    method: 'GET',
    path: apiPaths.training.applicantHistory,
    params: trainingIdParamsSchema,
    response: successBodySchema(applicantHistorySchema.array()),
  }),
  setStatus: endpoint({
    method: 'POST',
    path: apiPaths.training.applicantStatus,
    params: trainingIdParamsSchema,
    query: applicantStatusQuerySchema,
    response: successBodySchema(applicantSchema),
  }),
  bulkStatus: endpoint({
    method: 'POST',
    path: apiPaths.training.bulkStatus,
    body: bulkStatusBodySchema,
    response: successBodySchema(bulkOutcomeSchema),
  }),
  /**
   * Multipart: the file field `file` (CSV or .xlsx, told apart by the bytes; BULK_UPLOAD_MAX_BYTES and
   * BULK_UPLOAD_MAX_ROWS) and the field `program` (the program `_id`). A 400 names `file` or `program`.
   */
  bulkUpload: endpoint({
    method: 'POST',
    path: apiPaths.training.bulkUpload,
    query: bulkUploadQuerySchema,
    body: multipartBodySchema,
    response: successBodySchema(bulkUploadResultSchema),
  }),
  sendCertificates: endpoint({
    method: 'POST',
    path: apiPaths.training.sendCertificate,
    body: sendCertificatesBodySchema,
    response: successBodySchema(bulkOutcomeSchema),
  }),
  resendCertificate: endpoint({
    method: 'POST',
    path: apiPaths.training.resendCertificate,
    params: trainingIdParamsSchema,
    response: messageBodySchema,
  }),
  verifyCertificate: endpoint({
    method: 'GET',
    path: apiPaths.training.verifyCertificate,
    params: certificateNumberParamsSchema,
    response: successBodySchema(certificateVerificationSchema),
  }),
};
