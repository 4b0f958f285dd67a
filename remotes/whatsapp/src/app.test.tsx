import { routeTo } from '@skillhub/shared/routes';
import { setSession } from '@skillhub/shared/session';
import { describeRemoteLifecycles } from '@skillhub/shared/test-support/remote-lifecycle-test';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { within } from '@testing-library/react';
import * as lifecycles from './app.tsx';

const skillhub = withSkillhubServer();

describeRemoteLifecycles({
  name: 'whatsapp',
  lifecycles,
  area: 'dashboard',
  page: {
    path: routeTo('whatsappContacts'),
    arrange: () => setSession(skillhub.admin),
    expect: async (area) => {
      await within(area).findByRole('heading', { level: 1, name: 'Contacts' });
      within(area).getByRole('link', { name: 'Templates' });
      await within(area).findByRole('table', { name: 'Contacts' });
    },
  },
  foreignPath: '/dashboard/no-such-page',
});
