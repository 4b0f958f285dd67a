// drizzle-kit and drizzle({ schema }) each take one schema module: the server's only barrel, read by them alone.
export * from './schema/app-settings.ts';
export * from './schema/auth-tokens.ts';
export * from './schema/blog.ts';
export * from './schema/categories.ts';
export * from './schema/courses.ts';
export * from './schema/curriculum.ts';
export * from './schema/enquiries.ts';
export * from './schema/enrollments.ts';
export * from './schema/learning.ts';
export * from './schema/media.ts';
export * from './schema/outbox.ts';
export * from './schema/payments.ts';
export * from './schema/rate-limits.ts';
export * from './schema/site-settings.ts';
export * from './schema/training.ts';
export * from './schema/users-and-roles.ts';
export * from './schema/whatsapp.ts';
