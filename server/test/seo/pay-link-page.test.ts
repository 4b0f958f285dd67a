import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursePriced } from '../support/learner-fixtures.ts';
import { inlinedQueries, type RemotePageApp, remoteContentOf, remotePageApp } from '../support/remote-page-app.ts';
import { bearer, loginAsAdmin } from '../support/test-app.ts';

/**
 * /pay/{token} as the server sends it, drawn by the learner remote's real release (its server target, built from
 * the page's own component): the course, the lead's details, the price and Pay before any script, the link
 * inlined as its public call answers it; kept by no cache and out of search results, as a page of one person's
 * details; the link's state as it is now (paid, expired); a token that names no link is a 404 with nothing drawn.
 */

const DAY = 86_400_000;

let t: RemotePageApp;
let admin: string;
let course: { _id: string; slug: string };

beforeAll(async () => {
  t = await remotePageApp('learner');
  admin = await loginAsAdmin(t.app);
  course = await coursePriced(t.app, admin, { title: 'Tally <Prime> with GST', actualPrice: 4_999 });
}, 120_000);
afterAll(() => t.close());

let leads = 0;
/** A lead sent a payment link for the course by e-mail; answers the link's token. */
async function linkForNewLead(name: string): Promise<string> {
  leads += 1;
  const email = `pay.page.${leads}.${process.pid}@leads.test`;
  const enquiry = await t.app.inject({
    method: 'POST',
    url: '/api/course/enquiry',
    payload: { name, phone: `97${String(leads).padStart(8, '0')}`, email, interestedCourse: course._id },
    remoteAddress: `198.51.100.${leads}`,
  });
  if (enquiry.statusCode !== 201) throw new Error(`enquiry: ${enquiry.body}`);
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/course/enquiry?search=${email}`,
    headers: bearer(admin),
  });
  const leadId = (list.json().data as { _id: string; email: string }[]).find((lead) => lead.email === email)?._id;
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/course/enquiry/${leadId}/payment-link`,
    headers: bearer(admin),
    payload: { courseId: course._id, channel: 'email' },
  });
  if (sent.statusCode !== 201) throw new Error(`payment link: ${sent.body}`);
  return (sent.json().data.url as string).split('/pay/')[1] as string;
}

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('a payment link as the server sends it', () => {
  it("draws the course, the lead's details, the price and Pay, inlined as the call answers it, kept by no cache", async () => {
    const token = await linkForNewLead('Kavya <Nair>');
    const response = await page(`/pay/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = response.body;
    expect(html).toContain('<title>Pay for Tally &lt;Prime&gt; with GST | Skillhub</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    // Its one next step, Pay, needs the app: it comes once the browser is idle, not at the lead's first move.
    expect(html).toMatch(/<script defer src="\/wake\.js"[^>]* data-wake="idle"><\/script>/);
    // A link preview shows the course, nothing of the lead's.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<meta[^>]*Kavya/);
    const content = remoteContentOf(html) ?? '';
    expect(content).toMatch(/<h1[^>]*>Pay and enrol<\/h1>/);
    expect(content).toContain('Kavya &lt;Nair&gt;');
    expect(content).toMatch(/<button [^>]*>(<[^>]+>)*Pay ₹4,999(<\/[^>]+>)*<\/button>/);
    const api = await t.app.inject({ method: 'GET', url: `/api/payment-link/${token}` });
    expect(inlinedQueries(html)).toContainEqual({ key: ['payment-link', token], data: api.json() });
  });

  it('shows the link as it is now: expired once past its date', async () => {
    const token = await linkForNewLead('Expiring Lead');
    expect(remoteContentOf((await page(`/pay/${token}`)).body)).toMatch(/<button [^>]*>(<[^>]+>)*Pay /);
    t.clock.advance(8 * DAY);
    const expired = remoteContentOf((await page(`/pay/${token}`)).body) ?? '';
    expect(expired).toContain('This payment link expired on');
    expect(expired).not.toMatch(/<button [^>]*>(<[^>]+>)*Pay /);
  });

  it('answers 404 with nothing drawn and nothing kept for a token that names no link', async () => {
    const response = await page('/pay/not-a-real-token-0123456789abcdef');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(remoteContentOf(response.body)).toBeNull();
  });
});
