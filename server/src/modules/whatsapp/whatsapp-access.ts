import type { Operation, PermissionRequirement } from '@skillhub/shared/permissions';

/**
 * The Whatsapp module's sub-modules: Contacts; Templates; Messages (sending, statuses, conversations, and the
 * business account's connection, which is what messages go out through).
 */
const whatsappPermission =
  (subModule: 'Contacts' | 'Messages' | 'Templates') =>
  (operation: Operation): PermissionRequirement => ({ module: 'Whatsapp', subModule, operation });

export const contactsPermission = whatsappPermission('Contacts');
export const messagesPermission = whatsappPermission('Messages');
export const templatesPermission = whatsappPermission('Templates');
