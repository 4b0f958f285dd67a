import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationMessageHi } from '../src/i18n/validation-hi.ts';
import { blogPostBodySchema, commentFormSchema } from '../src/schemas/blog.ts';
import { sequenceBodySchema } from '../src/schemas/lead-sequence.ts';
import { createOrderBodySchema } from '../src/schemas/payment.ts';
import { certificateNumberParamsSchema, programBodySchema } from '../src/schemas/training.ts';
import { contactBodySchema } from '../src/schemas/whatsapp.ts';

/**
 * Every message the dashboard's and the blog's forms can show has its Hindi: each schema is given bodies that
 * break each of its rules, and each message that comes back must translate (validation-hi.ts writes the texts
 * out, so a changed English text shows up here).
 */

const long = (length: number) => 'x'.repeat(length + 1);

function messagesOf(schema: z.ZodType, ...bodies: unknown[]): string[] {
  const messages = new Set<string>();
  for (const body of bodies) {
    const result = schema.safeParse(body);
    for (const issue of result.error?.issues ?? []) messages.add(issue.message);
  }
  return [...messages];
}

const untranslated = (messages: string[]) => messages.filter((message) => !validationMessageHi(message));

describe('the Hindi of the forms’ messages', () => {
  it('covers the follow-up sequence editor', () => {
    const step = {
      templateId: '00000000-0000-4000-8000-000000000000',
      delayDays: 0,
      delayHours: 0,
      bodyVariables: [{ source: 'lead', field: 'coupon' }],
      couponId: null,
    };
    const body = { name: '', sendFromHour: 18, sendUntilHour: 9, replyStatus: 'Closed', counsellorName: long(60) };
    const messages = messagesOf(
      sequenceBodySchema,
      { ...body, steps: [] },
      { ...body, steps: [step, { ...step, templateId: '', bodyVariables: [{ source: 'lead', field: 'x' }] }] },
      { ...body, steps: Array.from({ length: 11 }, () => step) },
      // The rules across fields are checked once each field holds.
      { name: 'Follow-up', sendFromHour: 18, sendUntilHour: 9, replyStatus: 'Closed', steps: [step] },
    );
    expect(messages).toContain('Until hour must be after the from hour');
    expect(messages).toContain('Choose the coupon to send');
    expect(untranslated(messages)).toEqual([]);
  });

  it('covers the blog editor', () => {
    const messages = messagesOf(
      blogPostBodySchema,
      { title: '', slug: '', metaDescription: '', categories: [], topics: [], author: '', thumbnail: '', content: '' },
      {
        title: long(150),
        slug: 'Not A Slug',
        metaDescription: long(160),
        categories: ['x'],
        topics: [],
        author: long(100),
        thumbnail: 'not a link',
        content: '<p></p>',
        isScheduled: true,
      },
      { isScheduled: true, publishDate: '2026-13-45', publishTime: '25:99' },
      { isScheduled: true, publishDate: '2026-02-30', publishTime: '10:00' },
      { slug: long(100) },
    );
    expect(messages).toContain('At least one category is required');
    expect(messages).toContain('Publish date is required');
    expect(untranslated(messages)).toEqual([]);
  });

  it('covers the comment form, signed in or not', () => {
    const messages = messagesOf(
      commentFormSchema(false),
      { comment: '', name: '', email: '' },
      { comment: 'abc', name: long(100), email: 'nobody' },
      { comment: long(500), email: 'a@b' },
    );
    expect(messages).toContain('Comment is required');
    expect(untranslated(messages)).toEqual([]);
  });

  it('covers the training program form', () => {
    const empty = Object.fromEntries(
      ['title', 'description', 'duration', 'topic', 'board', 'startDate', 'endDate', 'prerequisites', 'syllabus'].map(
        (field) => [field, ''],
      ),
    );
    const messages = messagesOf(
      programBodySchema,
      { ...empty, institution: '' },
      {
        title: long(200),
        description: long(5000),
        duration: long(100),
        topic: long(150),
        board: long(150),
        startDate: '2026-02-30',
        endDate: 'soon',
        prerequisites: long(2000),
        syllabus: long(10000),
      },
      {
        ...Object.fromEntries(Object.keys(empty).map((field) => [field, 'Given'])),
        institution: '0b9f6b1e-52c8-4a47-9f0e-5d0c6a1f2b3c',
        startDate: '2026-05-02',
        endDate: '2026-05-01',
      },
    );
    expect(messages).toContain('Title is required');
    expect(messages).toContain('End Date must be after or equal to Start Date');
    expect(untranslated(messages)).toEqual([]);
  });

  it('covers the WhatsApp contact form and the certificate number', () => {
    const messages = [
      ...messagesOf(
        contactBodySchema,
        { name: '', number: '' },
        { name: long(100), number: '+91 98765', age: 'old', gender: 'X', address: long(300), occupation: long(100) },
        { name: 'A', number: '919876543210', age: 2.5 },
        { name: 'A', number: '919876543210', age: 0 },
        { name: 'A', number: '919876543210', age: 151 },
      ),
      ...messagesOf(certificateNumberParamsSchema, { number: 'SKH-1234' }),
    ];
    expect(messages).toContain('Number is required');
    expect(untranslated(messages)).toEqual([]);
  });

  it("covers checkout's tax-invoice details but a GSTIN's length and state code, which name the digits typed", () => {
    const company = 'Reliance Industries Ltd';
    const messages = messagesOf(
      createOrderBodySchema,
      { buyerState: '28' },
      { buyerGstin: '27AAACR5055K1Z7' },
      { buyerGstin: '27AAACR5055K1Z8', buyerCompany: long(200) },
      { buyerGstin: '27AAACR5055K1_7', buyerCompany: company },
      { buyerGstin: '271AACR5055K1Z7', buyerCompany: company },
      { buyerGstin: '27AAACR5055K0Z7', buyerCompany: company },
      { buyerGstin: '27AAACR5055K1Y7', buyerCompany: company },
    );
    expect(messages).toContain('The last character does not match the rest: the GSTIN is mistyped.');
    expect(untranslated(messages)).toEqual([]);
  });
});
