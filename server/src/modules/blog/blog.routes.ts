import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import attachmentsRoutes from './attachments.routes.ts';
import blogCategoriesRoutes from './categories.routes.ts';
import commentsRoutes from './comments.routes.ts';
import postsRoutes from './posts.routes.ts';
import blogTopicsRoutes from './topics.routes.ts';

/** Every blog call (shared/src/endpoints/blog.ts). */
const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(postsRoutes);
  await app.register(blogCategoriesRoutes);
  await app.register(blogTopicsRoutes);
  await app.register(commentsRoutes);
  await app.register(attachmentsRoutes);
};

export default blogRoutes;
