import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizePermissions } from '../src/permissions.ts';
import { authAtom, sessionStore, signedOut } from '../src/session.ts';
import { PageHeader } from '../src/ui/page-header.tsx';
import { useDialogState } from '../src/ui/use-dialog-state.tsx';
import { useModuleAbilities } from '../src/ui/use-module-abilities.tsx';
import { VisuallyHidden } from '../src/ui/visually-hidden.tsx';
import { renderInRoot } from './render.tsx';

afterEach(() => sessionStore.set(authAtom, signedOut));

describe('PageHeader', () => {
  it("is the page's level-1 heading, its description and its actions", () => {
    renderInRoot(
      <PageHeader title="Users" id="users-title" description="Staff accounts." actions={<Button>Add User</Button>} />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Users' });
    expect(heading.id).toBe('users-title');
    screen.getByText('Staff accounts.');
    screen.getByRole('button', { name: 'Add User' });
  });

  it('leads back to its list from a named arrow', async () => {
    const onClick = vi.fn();
    renderInRoot(<PageHeader title="Create Course" back={{ label: 'Back to courses', onClick }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back to courses' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('VisuallyHidden', () => {
  it('is read, not drawn', () => {
    renderInRoot(<VisuallyHidden role="status">enquiries.csv downloaded</VisuallyHidden>);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('enquiries.csv downloaded');
    expect(status.style.position).toBe('absolute');
    expect(status.style.width).toBe('1px');
  });
});

describe('useDialogState', () => {
  it('opens with a subject and keeps it while closing', () => {
    const { result } = renderHook(() => useDialogState<{ name: string }>());
    expect(result.current.open).toBe(false);
    act(() => result.current.show({ name: 'Design' }));
    expect(result.current).toMatchObject({ open: true, subject: { name: 'Design' } });
    act(() => result.current.close());
    expect(result.current).toMatchObject({ open: false, subject: { name: 'Design' } });
    act(() => result.current.show());
    expect(result.current).toMatchObject({ open: true, subject: undefined });
  });
});

describe('useModuleAbilities', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={sessionStore}>{children}</Provider>;

  it("reads the session's permissions for one module or sub-module", () => {
    const permissions = normalizePermissions([
      {
        name: 'Courses',
        operations: { create: false, read: true, update: true, delete: false },
        subModules: [{ name: 'Category', operations: { create: true, read: true, update: true, delete: false } }],
      },
    ]);
    sessionStore.set(authAtom, { ...signedOut, isAuthenticated: true, permissions });
    expect(renderHook(() => useModuleAbilities('Courses', 'Category'), { wrapper }).result.current).toEqual({
      canCreate: true,
      canRead: true,
      canUpdate: true,
      canDelete: false,
    });
    expect(renderHook(() => useModuleAbilities('Courses', 'Courses'), { wrapper }).result.current).toEqual({
      canCreate: false,
      canRead: false,
      canUpdate: false,
      canDelete: false,
    });
  });

  it('follows a change of session', () => {
    const { result } = renderHook(() => useModuleAbilities('Settings'), { wrapper });
    expect(result.current.canRead).toBe(false);
    act(() =>
      sessionStore.set(authAtom, {
        ...signedOut,
        isAuthenticated: true,
        permissions: normalizePermissions([
          { name: 'Settings', operations: { create: false, read: true, update: false, delete: true } },
        ]),
      }),
    );
    expect(result.current).toEqual({ canCreate: false, canRead: true, canUpdate: false, canDelete: true });
  });
});
