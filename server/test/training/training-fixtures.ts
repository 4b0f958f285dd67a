import type { ApplicantBodyInput, InstitutionBodyInput, ProgramBodyInput } from '@skillhub/shared/schemas/training';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../support/test-app.ts';

let counter = 0;
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function call(app: FastifyInstance, method: string, url: string, token?: string, payload?: unknown) {
  const response = await app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

export const institutionBody = (overrides: Partial<InstitutionBodyInput> = {}): InstitutionBodyInput => ({
  name: `Government Polytechnic ${unique()}`,
  email: 'principal@gpt.example.in',
  contactNumber: '9876543210',
  address: 'MG Road, Pune 411001',
  website: 'https://gpt.example.in',
  ...overrides,
});

export const programBody = (institution: string, overrides: Partial<ProgramBodyInput> = {}): ProgramBodyInput => ({
  title: `Web Development Bootcamp ${unique()}`,
  description: 'Twelve weeks of HTML, CSS, JavaScript and React with a capstone project.',
  duration: '12 weeks',
  institution,
  topic: 'Web Development',
  board: 'AICTE',
  startDate: '2026-01-05',
  endDate: '2099-03-27',
  prerequisites: 'Basic computer skills',
  syllabus: 'HTML and CSS; JavaScript; React; Node.js; Capstone',
  ...overrides,
});

export const applicantBody = (
  placement: { institution: string; program: string },
  overrides: Partial<ApplicantBodyInput> = {},
): ApplicantBodyInput => ({
  firstName: 'Asha',
  lastName: 'Rao',
  dateOfBirth: '2004-06-15',
  email: `asha.${unique()}@example.com`,
  phoneNumber: '9123456780',
  address: 'Kothrud, Pune',
  ...placement,
  ...overrides,
});

export async function addInstitution(
  app: FastifyInstance,
  token: string,
  overrides: Partial<InstitutionBodyInput> = {},
) {
  const { status, body } = await call(app, 'POST', '/api/training/institutions', token, institutionBody(overrides));
  if (status !== 201) throw new Error(`institution: ${JSON.stringify(body)}`);
  return body.data as { _id: string; name: string };
}

export async function addProgram(
  app: FastifyInstance,
  token: string,
  institution: string,
  overrides: Partial<ProgramBodyInput> = {},
) {
  const { status, body } = await call(
    app,
    'POST',
    '/api/training/programs',
    token,
    programBody(institution, overrides),
  );
  if (status !== 201) throw new Error(`program: ${JSON.stringify(body)}`);
  return body.data as { _id: string; title: string; applyUrl: string };
}

export async function addApplicant(
  app: FastifyInstance,
  token: string,
  placement: { institution: string; program: string },
  overrides: Partial<ApplicantBodyInput> = {},
) {
  const { status, body } = await call(
    app,
    'POST',
    '/api/training/applicants',
    token,
    applicantBody(placement, overrides),
  );
  if (status !== 201) throw new Error(`applicant: ${JSON.stringify(body)}`);
  return body.data as { _id: string; email: string; status: string };
}
