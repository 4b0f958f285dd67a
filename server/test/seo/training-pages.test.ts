import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inlinedQueries,
  PAGE_ORIGIN,
  type RemotePageApp,
  remoteContentOf,
  remotePageApp,
} from '../support/remote-page-app.ts';
import { loginAsAdmin } from '../support/test-app.ts';
import { addApplicant, addInstitution, addProgram, call } from '../training/training-fixtures.ts';

/**
 * The training remote's public pages as the server sends them, drawn by the remote's real release (its server
 * target, built from the pages' own components). /certificate: the lookup form, which works before any script, and
 * the verdict of the number a certificate's QR code puts in the address, read as the public check reads it and
 * spending the same per-address limit (a number that is no number, or one past the limit, gets the plain app, whose
 * own call says why). /training/apply/{id}: the program and its form, or that it is closed; not found for an
 * unknown, malformed or inactive program.
 */

/** Verdicts one address may ask for in the window (the API's limit, lowered to reach it here). */
const LIMIT = 8;

let t: RemotePageApp;
let admin: string;
let institutionId: string;
let valid: string;

beforeAll(async () => {
  t = await remotePageApp('training', (config) => {
    config.rateLimits = { ...config.rateLimits, certificateVerify: { perIp: { max: LIMIT, windowMs: 60_000 } } };
  });
  admin = await loginAsAdmin(t.app);
  const institution = await addInstitution(t.app, admin);
  institutionId = institution._id;
  const program = await addProgram(t.app, admin, institution._id, { startDate: '2025-01-06', endDate: '2025-03-28' });
  const where = { institution: institution._id, program: program._id };
  const applicant = await addApplicant(t.app, admin, where, { firstName: 'Anjali', lastName: 'Rao <QA>' });
  await call(t.app, 'POST', `/api/training/applicants/status/${applicant._id}?status=Approved`, admin);
  await call(t.app, 'POST', '/api/training/applicants/send-certificate', admin, { ids: [applicant._id] });
  valid = (await call(t.app, 'GET', `/api/training/applicants/${applicant._id}`, admin)).body.data.certificate.number;
}, 120_000);
afterAll(() => t.close());

const page = (url: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { accept: 'text/html' } });

describe('the certificate check as the server sends it', () => {
  it('draws the lookup form, which asks the server itself for a number before any script', async () => {
    const response = await page('/certificate');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Verify a certificate | Skillhub</title>');
    const content = remoteContentOf(response.body) ?? '';
    expect(content).toMatch(/<h1[^>]*>Verify a certificate<\/h1>/);
    expect(content).toMatch(/<form aria-label="Certificate lookup"[^>]* action="\/certificate" method="get">/);
    expect(content).toMatch(
      /<input [^>]*id="certificate-number"[^>]*name="number"|<input [^>]*name="number"[^>]*id="certificate-number"/,
    );
    expect(response.body).toContain('<script defer src="/wake.js"');
    // A page to read first: the app comes at the visitor's first move.
    expect(response.body).not.toContain('data-wake=');
  });

  it("draws the verdict of the number in the address (the QR code's), inlined as the public check answers it", async () => {
    const typed = ` ${valid.toLowerCase()} `;
    const response = await page(`/certificate?number=${encodeURIComponent(typed)}`, '203.0.113.8');
    const content = remoteContentOf(response.body) ?? '';
    expect(content).toContain('Valid certificate');
    expect(content).toContain('Anjali Rao &lt;QA&gt;');
    expect(content).toContain(valid);
    const api = await call(t.app, 'GET', `/api/training/certificates/verify/${valid}`);
    // Under the page's own key: the number as the page reads it from the address (trimmed).
    expect(inlinedQueries(response.body)).toContainEqual({ key: ['certificate', typed.trim()], data: api.body.data });

    const unknown = remoteContentOf((await page('/certificate?number=SKH-2222-3333-4444', '203.0.113.8')).body) ?? '';
    expect(unknown).toContain('No certificate has this number');
  });

  it('sends the plain app for a number that is no number and past the per-address limit, sharing it with the API', async () => {
    const ip = '203.0.113.9';
    const malformed = await page('/certificate?number=12345', ip);
    expect(malformed.statusCode).toBe(200);
    expect(remoteContentOf(malformed.body)).toBeNull();
    expect(malformed.body).toContain('<title>Verify a certificate | Skillhub</title>');

    // The API's check and the page's spend one budget.
    await t.app.inject({ method: 'GET', url: `/api/training/certificates/verify/${valid}`, remoteAddress: ip });
    for (let i = 1; i < LIMIT; i += 1) {
      expect(remoteContentOf((await page(`/certificate?number=${valid}`, ip)).body), `verdict ${i}`).not.toBeNull();
    }
    const past = await page(`/certificate?number=${valid}`, ip);
    expect(past.statusCode).toBe(200);
    expect(remoteContentOf(past.body)).toBeNull();
    expect(past.body).not.toContain('Anjali');
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/training/certificates/verify/${valid}`,
      remoteAddress: ip,
    });
    expect(api.statusCode).toBe(429);
    // Another address is not held back.
    expect(remoteContentOf((await page(`/certificate?number=${valid}`, '203.0.113.10')).body)).toContain(
      'Valid certificate',
    );
  });
});

describe("a program's application page as the server sends it", () => {
  it('draws the program, its head and its form, the program inlined as the public call answers it', async () => {
    const program = await addProgram(t.app, admin, institutionId, {
      title: 'Retail <Sales> Associate',
      description: 'Three weeks of retail basics:\nbilling, stock and customer care.',
      startDate: '2026-01-05',
      endDate: '2099-03-27',
    });
    const response = await page(`/training/apply/${program._id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Apply: Retail &lt;Sales&gt; Associate | Skillhub</title>');
    expect(html).toContain(`<link rel="canonical" href="${PAGE_ORIGIN}/training/apply/${program._id}">`);
    expect(html).toContain(
      '<meta name="description" content="Three weeks of retail basics: billing, stock and customer care.">',
    );
    const content = remoteContentOf(html) ?? '';
    expect(content).toMatch(/<h1[^>]*>Retail &lt;Sales&gt; Associate<\/h1>/);
    const form = /<form [^>]*aria-label="Application form"[^>]*>[\s\S]*?<\/form>/.exec(content)?.[0] ?? '';
    expect(form).toMatch(/<input [^>]*type="email"/);
    const api = await call(t.app, 'GET', `/api/training/programs/public/${program._id}`);
    expect(inlinedQueries(html)).toContainEqual({ key: ['training-public-program', program._id], data: api.body.data });
  });

  it('says a program that ended takes no applications, and answers 404 for one unknown, malformed or inactive', async () => {
    const ended = await addProgram(t.app, admin, institutionId, { startDate: '2025-01-06', endDate: '2025-03-28' });
    const content = remoteContentOf((await page(`/training/apply/${ended._id}`)).body) ?? '';
    expect(content).toContain('This program is no longer taking applications');
    expect(content).not.toContain('<form');

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await page(`/training/apply/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(remoteContentOf(response.body), id).toBeNull();
    }
    const removed = await addProgram(t.app, admin, institutionId, { startDate: '2026-01-05', endDate: '2099-03-27' });
    await call(t.app, 'DELETE', `/api/training/programs/${removed._id}`, admin);
    expect((await page(`/training/apply/${removed._id}`)).statusCode).toBe(404);
  });
});
