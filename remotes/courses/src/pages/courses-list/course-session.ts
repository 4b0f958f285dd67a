import { normalizePermissions, OPERATIONS, type Operation, type Operations } from '@skillhub/shared/permissions';
import { signInAs } from '../../../test/session.ts';

/** Test support: a staff session with Courses/Courses read and the given further operations. */
export function signInWithCourses(...operations: Operation[]): void {
  const granted = Object.fromEntries(
    OPERATIONS.map((op) => [op, op === 'read' || operations.includes(op)]),
  ) as Operations;
  signInAs(
    normalizePermissions([
      { name: 'Courses', operations: granted, subModules: [{ name: 'Courses', operations: granted }] },
    ]),
  );
}
