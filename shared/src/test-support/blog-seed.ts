import { request } from '../api-client.ts';
import { blogEndpoints } from '../endpoints/blog.ts';
import type { BlogCategory, BlogPost, BlogPostBody, BlogTopic } from '../schemas/blog.ts';
import { slugify } from '../slug.ts';
import { unique } from './skillhub-seed.ts';

/**
 * Test support: blog posts, categories and topics made through the same calls the staff's editor makes, signed in
 * as the admin (skillhub-server.ts). Names and slugs are unique to the file, as every seed here is.
 */

export async function seedBlogCategory(name = unique('Careers')): Promise<BlogCategory> {
  return (await request(blogEndpoints.createCategory, { body: { name, slug: slugify(name, '') } })).data;
}

export async function seedBlogTopic(name = unique('Interviews')): Promise<BlogTopic> {
  return (await request(blogEndpoints.createTopic, { body: { name } })).data;
}

export interface SeedPost {
  title?: string;
  category: BlogCategory;
  topic: BlogTopic;
  /** fields of the post body to set as given (isDraft, isScheduled with publishDate and publishTime, …) */
  body?: Partial<BlogPostBody>;
}

/** A post, published at once unless the body says draft or scheduled. */
export async function seedPost({ title = unique('Article'), category, topic, body }: SeedPost): Promise<BlogPost> {
  const post: BlogPostBody = {
    title,
    slug: slugify(title, ''),
    metaDescription: `What ${title} is about, in one line.`,
    categories: [category._id],
    topics: [topic._id],
    author: 'Asha Rao',
    thumbnail: 'https://cdn.skillhub.test/blog/cover.png',
    content: `<h2>Why it matters</h2><p>${title} explained step by step.</p><ul><li>One</li><li>Two</li></ul>`,
    isDraft: false,
    isScheduled: false,
    ...body,
  } as BlogPostBody;
  return (await request(blogEndpoints.create, { body: post })).data;
}
