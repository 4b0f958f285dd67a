import {
  DeleteOutlined,
  EditOutlined,
  MessageOutlined,
  PlusOutlined,
  SendOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { DEFAULT_LIMIT, PAGE_SIZE_OPTIONS } from '@skillhub/shared/constants';
import { CONTACT_GENDERS, type Contact, type ContactGender } from '@skillhub/shared/schemas/whatsapp';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { DataTable, type RowAction, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactFormDialog } from '../../contacts/contact-form-dialog.tsx';
import {
  type ContactParams,
  OPTED_IN_FILTERS,
  type OptedInFilter,
  useContacts,
  useDeleteContact,
} from '../../contacts/contact-queries.ts';
import { ConversationDrawer } from '../../contacts/conversation-drawer.tsx';
import { ImportContactsDialog } from '../../contacts/import-contacts-dialog.tsx';
import { OptInTag } from '../../contacts/opt-in-tag.tsx';
import { useT } from '../../i18n/index.ts';
import { SendDialog, type SendTarget } from '../../messages/send-dialog.tsx';
import { WhatsappHeader } from '../../whatsapp-header.tsx';

const DEFAULTS: ContactParams = {
  search: '',
  gender: '',
  occupation: '',
  optedIn: '',
  page: 1,
  limit: DEFAULT_LIMIT,
};

/**
 * Dashboard › WhatsApp › Contacts: searched and filtered by gender, occupation and opt-in (in the URL); add,
 * edit, delete after confirming, and a bulk import from a spreadsheet; each contact's conversation in a drawer;
 * the picked contacts (kept across pages) sent a template or, within their 24-hour window, free text.
 */
export default function ContactsPage() {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const notify = useNotify();
  const { canCreate, canUpdate, canDelete } = useModuleAbilities('Whatsapp', 'Contacts');
  const messages = useModuleAbilities('Whatsapp', 'Messages');
  const { params, update } = useUrlParams(DEFAULTS, {
    gender: ['', ...CONTACT_GENDERS],
    optedIn: OPTED_IN_FILTERS,
    limit: PAGE_SIZE_OPTIONS,
  });
  const contacts = useContacts(params);
  const remove = useDeleteContact();
  const [selected, setSelected] = useState<string[]>([]);
  const form = useDialogState<Contact>();
  const importer = useDialogState();
  const conversation = useDialogState<Contact>();
  const confirmDelete = useDialogState<Contact>();
  const sendTo = useDialogState<SendTarget>();

  const columns: TableColumn<Contact>[] = [
    { key: 'sno.', label: common('table.sno') },
    { key: 'name', label: t('contacts.columns.name') },
    { key: 'number', label: t('contacts.columns.number'), render: (row) => `+${row.number}` },
    { key: 'age', label: t('contacts.columns.age'), align: 'center' },
    {
      key: 'gender',
      label: t('contacts.columns.gender'),
      render: (row) => (row.gender ? t(`contacts.genders.${row.gender}`) : null),
    },
    { key: 'occupation', label: t('contacts.columns.occupation') },
    { key: 'optedIn', label: t('contacts.columns.optedIn'), render: (row) => <OptInTag contact={row} /> },
  ];

  const rowActions = (): RowAction[] => [
    ...(messages.canRead
      ? [{ action: 'conversation', label: t('contacts.conversation'), icon: <MessageOutlined aria-hidden /> }]
      : []),
    ...(messages.canCreate
      ? [{ action: 'send', label: t('contacts.sendOne'), icon: <SendOutlined aria-hidden /> }]
      : []),
    ...(canUpdate ? [{ action: 'edit', label: t('contacts.edit'), icon: <EditOutlined aria-hidden /> }] : []),
    ...(canDelete
      ? [{ action: 'delete', label: t('contacts.delete'), icon: <DeleteOutlined aria-hidden />, danger: true }]
      : []),
  ];
  const actions = rowActions();

  const onAction = (action: string, row: Contact) => {
    if (action === 'conversation') conversation.show(row);
    else if (action === 'send') sendTo.show({ kind: 'contacts', contactIds: [row._id] });
    else if (action === 'edit') form.show(row);
    else if (action === 'delete') confirmDelete.show(row);
  };

  const doomed = confirmDelete.subject;
  const deleteContact = async () => {
    if (!doomed) return;
    try {
      await remove.mutateAsync(doomed._id);
      notify.success(t('contacts.deleted', { name: doomed.name }));
      setSelected((current) => current.filter((id) => id !== doomed._id));
      confirmDelete.close();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap="middle">
      <WhatsappHeader
        title={t('contacts.title')}
        actions={
          canCreate && (
            <>
              <Button icon={<UploadOutlined aria-hidden />} onClick={() => importer.show()}>
                {t('import.button')}
              </Button>
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => form.show()}>
                {t('contacts.add')}
              </Button>
            </>
          )
        }
      />
      <Flex wrap gap="small" align="center">
        <SearchInput label={t('contacts.search')} value={params.search} onSearch={(search) => update({ search })} />
        <Select
          aria-label={t('contacts.columns.gender')}
          value={params.gender}
          onChange={(gender: ContactGender | '') => update({ gender })}
          options={[
            { value: '', label: t('contacts.allGenders') },
            ...CONTACT_GENDERS.map((g) => ({ value: g, label: t(`contacts.genders.${g}`) })),
          ]}
          style={{ minWidth: 140 }}
        />
        <SearchInput
          label={t('contacts.occupationFilter')}
          value={params.occupation}
          maxLength={100}
          onSearch={(occupation) => update({ occupation })}
          style={{ flex: '1 1 180px', maxWidth: 240 }}
        />
        <Select
          aria-label={t('contacts.columns.optedIn')}
          value={params.optedIn}
          onChange={(optedIn: OptedInFilter) => update({ optedIn })}
          options={[
            { value: '', label: t('contacts.optInFilter.all') },
            { value: 'true', label: t('contacts.optInFilter.true') },
            { value: 'false', label: t('contacts.optInFilter.false') },
          ]}
          style={{ minWidth: 160 }}
        />
      </Flex>
      {messages.canCreate && selected.length > 0 && (
        <Flex wrap gap="small" align="center" role="group" aria-label={t('contacts.selection')}>
          <Typography.Text strong>{t('contacts.selected', { count: selected.length })}</Typography.Text>
          <Button
            type="primary"
            icon={<SendOutlined aria-hidden />}
            onClick={() => sendTo.show({ kind: 'contacts', contactIds: selected })}
          >
            {t('contacts.sendSelected')}
          </Button>
          <Button type="link" onClick={() => setSelected([])}>
            {t('contacts.clearSelection')}
          </Button>
        </Flex>
      )}
      <DataTable<Contact>
        ariaLabel={t('contacts.title')}
        columns={columns}
        rowKey={(row) => row._id}
        query={contacts}
        page={params.page - 1}
        pageSize={params.limit}
        onPageChange={(page, limit) => update({ page: page + 1, limit })}
        actions={actions.length > 0 ? actions : undefined}
        onAction={onAction}
        selection={
          messages.canCreate
            ? { selected, onChange: setSelected, label: (row) => t('contacts.select', { name: row.name }) }
            : undefined
        }
      />
      <ContactFormDialog open={form.open} contact={form.subject} onClose={form.close} />
      <ImportContactsDialog open={importer.open} onClose={importer.close} />
      <ConversationDrawer open={conversation.open} contact={conversation.subject} onClose={conversation.close} />
      <SendDialog open={sendTo.open} target={sendTo.subject} onClose={sendTo.close} />
      <ConfirmDialog
        open={confirmDelete.open}
        title={t('contacts.deleteTitle')}
        description={t('contacts.deleteText', { name: doomed?.name ?? '', number: doomed?.number ?? '' })}
        confirmLabel={common('actions.delete')}
        danger
        loading={remove.isPending}
        onConfirm={deleteContact}
        onCancel={confirmDelete.close}
      />
    </Flex>
  );
}
