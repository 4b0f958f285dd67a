import { definePages, needsRead } from '@skillhub/shared/routes';

/**
 * The pages this remote serves, as it publishes them to the shell (remote.json beside remoteEntry.js): where
 * each renders, who may open it and its sidebar entry. A new page ships with this remote alone.
 */
export const pages = definePages({
  certificate: { area: 'public', access: 'public' },
  trainingApply: { area: 'public', access: 'public' },
  institutions: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Training Programs', 'Institutions'),
    menu: { label: 'Institutions', icon: 'institutions', group: 'training' },
  },
  programs: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Training Programs', 'Programs'),
    menu: { label: 'Programs', icon: 'programs', group: 'training' },
  },
  applicants: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Training Programs', 'Applicants'),
    menu: { label: 'Applicants', icon: 'applicants', group: 'training' },
  },
});
