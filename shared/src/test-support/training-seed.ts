import { request } from '../api-client.ts';
import { trainingEndpoints } from '../endpoints/training.ts';
import type {
  Applicant,
  ApplicantBody,
  Institution,
  InstitutionBody,
  Program,
  ProgramBody,
} from '../schemas/training.ts';
import { unique } from './skillhub-seed.ts';

/**
 * Training records on the real server for page tests, made through the API as the admin (skillhub-server.ts).
 * Names and e-mails are unique to the file, as every seed here is.
 */

export async function seedInstitution(
  name = unique('Government Polytechnic'),
  body: Partial<InstitutionBody> = {},
): Promise<Institution> {
  return (
    await request(trainingEndpoints.createInstitution, {
      body: { name, email: 'principal@gpt.example.in', address: 'MG Road, Pune 411001', ...body },
    })
  ).data;
}

export async function seedProgram(institution: Institution, body: Partial<ProgramBody> = {}): Promise<Program> {
  return (
    await request(trainingEndpoints.createProgram, {
      body: {
        title: unique('Web Development Bootcamp'),
        description: 'Twelve weeks of HTML, CSS, JavaScript and React with a capstone project.',
        duration: '12 weeks',
        institution: institution._id,
        topic: 'Web Development',
        board: 'AICTE',
        startDate: '2026-01-05',
        endDate: '2099-03-27',
        prerequisites: 'Basic computer skills',
        syllabus: 'HTML and CSS; JavaScript; React',
        ...body,
      },
    })
  ).data;
}

export async function seedApplicant(program: Program, body: Partial<ApplicantBody> = {}): Promise<Applicant> {
  return (
    await request(trainingEndpoints.createApplicant, {
      body: {
        firstName: 'Asha',
        lastName: 'Rao',
        dateOfBirth: '2004-06-15',
        email: `${unique('asha')
          .replace(/[^a-z0-9]+/gi, '.')
          .toLowerCase()}@example.com`,
        institution: program.institution._id,
        program: program._id,
        ...body,
      },
    })
  ).data;
}

/**
 * An approved applicant whose certificate was sent; answers the applicant with its certificate. The reason
 * counts only when the program has not ended yet (seedProgram's runs until 2099).
 */
export async function seedCertifiedApplicant(program: Program, body: Partial<ApplicantBody> = {}): Promise<Applicant> {
  const applicant = await seedApplicant(program, body);
  await request(trainingEndpoints.setStatus, { params: { id: applicant._id }, query: { status: 'Approved' } });
  await request(trainingEndpoints.sendCertificates, {
    body: { ids: [applicant._id], earlyIssueReason: 'Seeded for a page test' },
  });
  return (await request(trainingEndpoints.applicant, { params: { id: applicant._id } })).data;
}
