import { StopOutlined } from '@ant-design/icons';
import { DEFAULT_LIMIT } from '@skillhub/shared/constants';
import { formatDate } from '@skillhub/shared/format';
import type { CourseCertificate } from '@skillhub/shared/schemas/course-certificates';
import { DataTable, type TableColumn } from '@skillhub/shared/ui/data-table';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { Empty, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { RevokeDialog } from './revoke-dialog.tsx';
import { useCourseCertificates } from './use-course-certificates.ts';

/**
 * The Learners page's list of the course's certificates, newest first, searched by name, e-mail or number; staff
 * who may update courses can revoke one still in force. Its paging lives in the component, apart from the
 * inactive learners' paging in the URL above it.
 */
export function CourseCertificates({ courseId }: { courseId: string }) {
  const { t } = useT();
  const { canUpdate } = useModuleAbilities('Courses', 'Courses');
  const [query, setQuery] = useState({ page: 1, limit: DEFAULT_LIMIT as number, search: '' });
  const certificates = useCourseCertificates(courseId, {
    page: query.page,
    limit: query.limit,
    ...(query.search ? { search: query.search } : {}),
  });
  const revoking = useDialogState<CourseCertificate>();

  const columns: TableColumn<CourseCertificate>[] = [
    {
      key: 'learner',
      label: t('certificates.list.columns.learner'),
      render: (row) => (
        <Flex vertical>
          <Typography.Text strong>{row.learner.name}</Typography.Text>
          <Typography.Text type="secondary">{row.learner.email}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'number',
      label: t('certificates.list.columns.number'),
      render: (row) => <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{row.number}</span>,
    },
    {
      key: 'issuedAt',
      label: t('certificates.list.columns.issued'),
      render: (row) => formatDate(row.issuedAt),
    },
    {
      key: 'status',
      label: t('certificates.list.columns.status'),
      render: (row) =>
        row.revokedAt ? (
          <Flex vertical gap={4}>
            <Tag color="red" variant="filled" style={{ alignSelf: 'flex-start' }}>
              {t('certificates.list.revokedOn', { date: formatDate(row.revokedAt) })}
            </Tag>
            {row.revokeReason && (
              <Typography.Text type="secondary">
                {t('certificates.list.reason', { reason: row.revokeReason })}
              </Typography.Text>
            )}
          </Flex>
        ) : (
          <Tag color="green" variant="filled">
            {t('certificates.list.valid')}
          </Tag>
        ),
    },
  ];

  const noRows = certificates.isSuccess && certificates.data.pagination.total === 0;

  return (
    <Flex vertical gap="middle" component="section" aria-labelledby="course-certificates">
      <Typography.Title id="course-certificates" level={2} style={{ fontSize: 18, margin: 0 }}>
        {t('certificates.list.title')}
      </Typography.Title>
      {/* In a row of its own, as the inactive learners' search: a column would stretch the box to its height. */}
      <Flex wrap gap="small" align="center">
        <SearchInput
          label={t('certificates.list.search')}
          placeholder={t('certificates.list.searchPlaceholder')}
          value={query.search}
          onSearch={(search) => setQuery((q) => ({ ...q, search, page: 1 }))}
        />
      </Flex>
      {noRows ? (
        <Empty description={query.search ? t('certificates.list.emptySearch') : t('certificates.list.empty')} />
      ) : (
        <DataTable<CourseCertificate>
          ariaLabel={t('certificates.list.table')}
          columns={columns}
          rowKey={(row) => row._id}
          query={certificates}
          page={query.page - 1}
          pageSize={query.limit}
          onPageChange={(page, limit) => setQuery((q) => ({ ...q, page: page + 1, limit }))}
          actions={
            canUpdate
              ? (row) =>
                  row.revokedAt
                    ? []
                    : [
                        {
                          action: 'revoke',
                          label: t('certificates.revoke.action'),
                          icon: <StopOutlined aria-hidden />,
                          danger: true,
                        },
                      ]
              : undefined
          }
          onAction={(_, row) => revoking.show(row)}
        />
      )}
      <RevokeDialog
        courseId={courseId}
        certificate={revoking.open ? revoking.subject : undefined}
        onClose={revoking.close}
      />
    </Flex>
  );
}
