import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, apiPaths, buildPath } from '../src/api-paths.ts';

describe('buildPath', () => {
  it('fills every parameter, encoded', () => {
    expect(buildPath(apiPaths.categories.byId, { categoryId: 'a b/c' })).toBe('/course/category/a%20b%2Fc');
    expect(buildPath(apiPaths.auth.resetPassword, { token: 'tok_123' })).toBe('/user/reset-password/tok_123');
    expect(buildPath('/course/start-upload/:courseId/:sectionId', { courseId: 1, sectionId: 2 })).toBe(
      '/course/start-upload/1/2',
    );
  });

  it('leaves a pattern without parameters unchanged', () => {
    expect(buildPath(apiPaths.users.all)).toBe('/user/all');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath(apiPaths.users.byId)).toThrow('Missing path parameter userId');
  });
});

describe('AUTH_PATHS', () => {
  it('holds the sign-in calls but not the signed-in profile call', () => {
    expect(AUTH_PATHS).toContain(apiPaths.auth.login);
    expect(AUTH_PATHS).toContain(apiPaths.auth.refresh);
    expect(AUTH_PATHS).not.toContain(apiPaths.auth.me);
  });
});
