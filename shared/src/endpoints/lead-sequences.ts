import { z } from 'zod';
import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { successBodySchema } from '../schemas/common.ts';
import {
  leadSequenceRunSchema,
  sequenceActiveBodySchema,
  sequenceBodySchema,
  sequenceSchema,
} from '../schemas/lead-sequence.ts';
import { enquiryIdParamsSchema } from '../schemas/params.ts';
import { whatsappIdParamsSchema } from '../schemas/whatsapp.ts';

/** Follow-up sequences (Dashboard › WhatsApp › Sequences) and a lead's runs of them (the lead's drawer). */
export const leadSequenceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiPaths.whatsapp.sequencesAll,
    response: successBodySchema(z.array(sequenceSchema)),
  }),
  create: endpoint({
    method: 'POST',
    path: apiPaths.whatsapp.sequenceCreate,
    body: sequenceBodySchema,
    response: successBodySchema(sequenceSchema),
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: apiPaths.whatsapp.sequenceById,
    params: whatsappIdParamsSchema,
    response: successBodySchema(sequenceSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: apiPaths.whatsapp.sequenceById,
    params: whatsappIdParamsSchema,
    body: sequenceBodySchema,
    response: successBodySchema(sequenceSchema),
  }),
  setActive: endpoint({
    method: 'PATCH',
    path: apiPaths.whatsapp.sequenceActive,
    params: whatsappIdParamsSchema,
    body: sequenceActiveBodySchema,
    response: successBodySchema(sequenceSchema),
  }),
  ofLead: endpoint({
    method: 'GET',
    path: apiPaths.whatsapp.leadSequences,
    params: enquiryIdParamsSchema,
    response: successBodySchema(z.array(leadSequenceRunSchema)),
  }),
};
