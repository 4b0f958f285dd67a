import { BankOutlined, IdcardOutlined, ScheduleOutlined, SolutionOutlined } from '@ant-design/icons-svg';
import { definePages, type MenuGroup, needsRead } from '@skillhub/shared/routes';

/** The sidebar's Training Programs group, its own path opening its first page the user may see. */
const TRAINING: MenuGroup = {
  key: 'training',
  label: { en: 'Training Programs', hi: 'ट्रेनिंग प्रोग्राम' },
  icon: SolutionOutlined,
  path: '/dashboard/training-program',
  order: 50,
};

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
    menu: { label: { en: 'Institutions', hi: 'संस्थान' }, icon: BankOutlined, group: TRAINING },
  },
  programs: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Training Programs', 'Programs'),
    menu: { label: { en: 'Programs', hi: 'प्रोग्राम' }, icon: ScheduleOutlined, group: TRAINING },
  },
  applicants: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Training Programs', 'Applicants'),
    menu: { label: { en: 'Applicants', hi: 'आवेदक' }, icon: IdcardOutlined, group: TRAINING },
  },
});
