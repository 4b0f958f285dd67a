import type { Operation, PermissionRequirement } from '@skillhub/shared/permissions';

/** The Training Programs module's sub-modules: Institutions, Programs, Applicants (certificates included). */
const trainingPermission =
  (subModule: 'Institutions' | 'Programs' | 'Applicants') =>
  (operation: Operation): PermissionRequirement => ({ module: 'Training Programs', subModule, operation });

export const institutionsPermission = trainingPermission('Institutions');
export const programsPermission = trainingPermission('Programs');
export const applicantsPermission = trainingPermission('Applicants');
