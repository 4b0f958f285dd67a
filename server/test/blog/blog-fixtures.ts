import type { BlogPostBodyInput } from '@skillhub/shared/schemas/blog';
import { tinyPng } from '@skillhub/shared/test-support/tiny-png';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../support/test-app.ts';

/** A real 1×1 PNG: the server checks the type by the first bytes and that the whole image decodes. */
export const PNG = Buffer.from(tinyPng());

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function addCategory(app: FastifyInstance, token: string, name = `Category ${unique()}`) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const response = await app.inject({
    method: 'POST',
    url: '/api/blog/category',
    headers: bearer(token),
    payload: { name, slug, description: `Posts about ${name}` },
  });
  if (response.statusCode !== 201) throw new Error(`category ${name}: ${response.body}`);
  return response.json().data as { _id: string; slug: string; name: string };
}

export async function addTopic(app: FastifyInstance, token: string, name = `Topic ${unique()}`) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/blog/topic',
    headers: bearer(token),
    payload: { name },
  });
  if (response.statusCode !== 201) throw new Error(`topic ${name}: ${response.body}`);
  return response.json().data as { _id: string; slug: string; name: string };
}

/** A valid post body in the given category and topic; published at once unless overridden. */
export function postBody(
  terms: { categoryId: string; topicId: string },
  overrides: Partial<BlogPostBodyInput> = {},
): BlogPostBodyInput {
  const id = unique();
  return {
    title: `Learning path ${id}`,
    slug: `learning-path-${id}`,
    metaDescription: 'How to plan your first months of learning to code.',
    categories: [terms.categoryId],
    topics: [terms.topicId],
    author: 'Asha Rao',
    thumbnail: '/api/media/public/00000000-0000-4000-8000-000000000000.png',
    content: '<h2>Start small</h2><p>Pick one language and build something every week.</p>',
    ...overrides,
  };
}

export async function createPost(app: FastifyInstance, token: string, body: BlogPostBodyInput) {
  const response = await app.inject({ method: 'POST', url: '/api/blog', headers: bearer(token), payload: body });
  if (response.statusCode !== 201) throw new Error(`post ${body.slug}: ${response.body}`);
  return response.json().data as {
    _id: string;
    slug: string;
    blogNumber: number;
    status: string;
    content: string;
    publishedAt: string | null;
  };
}

export async function getJson(app: FastifyInstance, url: string, token?: string) {
  const response = await app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  return { status: response.statusCode, body: response.json() };
}
