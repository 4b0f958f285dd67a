import { ROLE_SUPER_ADMIN, ROLE_USER } from '@skillhub/shared/constants';
import { emptyPermissions, fullPermissions, normalizePermissions } from '@skillhub/shared/permissions';
import { describe, expect, it } from 'vitest';
import { rememberedDestination, signInDestination } from './sign-in.ts';

const dashboardRead = normalizePermissions([
  { name: 'Dashboard', operations: { create: false, read: true, update: false, delete: false } },
]);
const session = (role: string, permissions = emptyPermissions()) => ({
  user: {
    _id: 'u',
    name: 'N',
    email: 'n@example.com',
    profilePic: null,
    role: { _id: 'r', name: role, description: null, permissions },
  },
  permissions,
});

describe('where a sign-in leads', () => {
  it('back to where a guard stopped the visitor, whoever they are', () => {
    expect(signInDestination(session(ROLE_SUPER_ADMIN, fullPermissions()), '/dashboard/users')).toBe(
      '/dashboard/users',
    );
    expect(signInDestination(session(ROLE_USER), '/my-courses')).toBe('/my-courses');
  });

  it('otherwise staff who may read the dashboard go to /dashboard, everyone else to /', () => {
    expect(signInDestination(session(ROLE_SUPER_ADMIN, fullPermissions()), undefined)).toBe('/dashboard');
    expect(signInDestination(session('CONTENT_EDITOR', dashboardRead), undefined)).toBe('/dashboard');
    expect(signInDestination(session('CONTENT_EDITOR'), undefined)).toBe('/');
    expect(signInDestination(session(ROLE_USER, dashboardRead), undefined)).toBe('/');
    expect(signInDestination(session(ROLE_USER), undefined)).toBe('/');
  });

  it('remembers only addresses inside the site that are not the sign-in pages', () => {
    expect(rememberedDestination({ from: '/course-payment/42?x=1' })).toBe('/course-payment/42?x=1');
    expect(rememberedDestination({ from: 'https://evil.example.com' })).toBeUndefined();
    expect(rememberedDestination({ from: '//evil.example.com' })).toBeUndefined();
    expect(rememberedDestination({ from: '/auth' })).toBeUndefined();
    expect(rememberedDestination({ from: '/reset-password/abc' })).toBeUndefined();
    expect(rememberedDestination(null)).toBeUndefined();
  });
});
