import { definePages, needsRead } from '@skillhub/shared/routes';

/**
 * The pages this remote serves, as it publishes them to the shell (remote.json beside remoteEntry.js): where
 * each renders, who may open it and its sidebar entry. Only Contacts has a sidebar entry; Messages and
 * Templates are reached through the tabs every WhatsApp page shows (whatsapp-header.tsx).
 */
export const pages = definePages({
  whatsappContacts: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Whatsapp', 'Contacts'),
    menu: { label: 'Contacts', icon: 'contacts', group: 'whatsapp' },
  },
  whatsappMessages: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Whatsapp', 'Messages') },
  whatsappTemplates: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Whatsapp', 'Templates') },
});
