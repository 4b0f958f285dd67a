import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import attachmentsRoutes from './attachments.routes.ts';
import blogCategoriesRoutes from './categories.routes.ts';
import commentsRoutes from './comments.routes.ts';
import postsRoutes from './posts.routes.ts';
import blogTopicsRoutes from './topics.routes.ts';

/** Every blog call (shared/src/endpoints/blog.ts). */
const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(postsRoutes);
  await app.register(async (terms) => {
    // A term's name, slug or activity shows on the public blog (its posts' tags, the list's filters): a change
    // drops every process's public cache before the answer goes out, as a post's change does.
    terms.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && reply.statusCode < 400) await app.publicContent.changed('blog');
      return payload;
    });
    await terms.register(blogCategoriesRoutes);
    await terms.register(blogTopicsRoutes);
  });
  await app.register(commentsRoutes);
  await app.register(attachmentsRoutes);
};

export default blogRoutes;
