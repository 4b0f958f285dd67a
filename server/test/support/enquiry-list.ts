import { enquiryListBodySchema } from '@skillhub/shared/schemas/enquiry';
import { expect } from 'vitest';
import { bearer, type TestApp } from './test-app.ts';

/** The staff enquiry list as `token`'s holder gets it for `query`: a 200, its body parsed by the contract. */
export async function enquiryList(t: TestApp, token: string, query: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/course/enquiry?${new URLSearchParams(query)}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return enquiryListBodySchema.parse(response.json());
}
