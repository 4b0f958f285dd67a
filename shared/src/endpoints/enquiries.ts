import { z } from 'zod';
import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { messageBodySchema, successBodySchema } from '../schemas/common.ts';
import { contactUsBodySchema } from '../schemas/contact-us.ts';
import {
  enquiryBodySchema,
  enquiryHistoryEntrySchema,
  enquiryListBodySchema,
  enquirySchema,
  enquiryStatusBodySchema,
  listEnquiriesQuerySchema,
} from '../schemas/enquiry.ts';
import { eventRegistrationBodySchema } from '../schemas/event-registration.ts';
import { enquiryIdParamsSchema } from '../schemas/params.ts';

/**
 * The enquiry calls: the public lead forms (a course's enquiry, Contact Us, event registrations) and the staff
 * pipeline they all feed. The CSV export (`apiPaths.enquiries.export`,
 * the list's query) answers a file rather than JSON, so it is not described here: the client downloads it
 * with `download()`.
 */
export const enquiryEndpoints = {
  create: endpoint({
    method: 'POST',
    path: apiPaths.enquiries.create,
    body: enquiryBodySchema,
    response: messageBodySchema,
    status: 201,
  }),
  /** The Contact Us page's message: a lead with source 'Contact Us'. */
  contactUs: endpoint({
    method: 'POST',
    path: apiPaths.enquiries.contactUs,
    body: contactUsBodySchema,
    response: messageBodySchema,
    status: 201,
  }),
  /** A registration from /ccfs or /eventForm: a lead with its source and event, and a confirmation mail. */
  registerForEvent: endpoint({
    method: 'POST',
    path: apiPaths.enquiries.eventRegistration,
    body: eventRegistrationBodySchema,
    response: messageBodySchema,
    status: 201,
  }),
  /** One page of leads with the pipeline counts for the same filters minus status. */
  list: endpoint({
    method: 'GET',
    path: apiPaths.enquiries.list,
    query: listEnquiriesQuerySchema,
    response: enquiryListBodySchema,
  }),
  history: endpoint({
    method: 'GET',
    path: apiPaths.enquiries.history,
    params: enquiryIdParamsSchema,
    response: successBodySchema(z.array(enquiryHistoryEntrySchema)),
  }),
  setStatus: endpoint({
    method: 'PATCH',
    path: apiPaths.enquiries.status,
    params: enquiryIdParamsSchema,
    body: enquiryStatusBodySchema,
    response: successBodySchema(enquirySchema),
  }),
};
