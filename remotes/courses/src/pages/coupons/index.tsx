import { CheckCircleOutlined, DeleteOutlined, EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { errorMessage } from '@skillhub/shared/api-client';
import { DEFAULT_LIMIT, PAGE_SIZE_OPTIONS } from '@skillhub/shared/constants';
import type { Coupon } from '@skillhub/shared/schemas/coupon';
import { ConfirmDialog } from '@skillhub/shared/ui/confirm-dialog';
import { DataTable, type RowAction, type TableColumn } from '@skillhub/shared/ui/data-table';
import { useNotify } from '@skillhub/shared/ui/notify';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { SearchInput } from '@skillhub/shared/ui/search-input';
import { useDialogState } from '@skillhub/shared/ui/use-dialog-state';
import { useModuleAbilities } from '@skillhub/shared/ui/use-module-abilities';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { Button, Flex, Segmented, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { CouponStateTag, discountText, rupeesOf, usesText, validityText } from './coupon-cells.tsx';
import { CouponFormDialog } from './coupon-form-dialog.tsx';
import {
  COUPON_STATUSES,
  type CouponStatusFilter,
  useCoupons,
  useDeleteCoupon,
  useSetCouponActive,
} from './use-coupons.ts';

type Confirming = { coupon: Coupon; action: 'toggle' | 'delete' };

/**
 * Dashboard › Coupons: coupons and automatic offers with their uses, revenue and discount given; add, edit,
 * (de)activate and delete (only a coupon no order used), each change confirmed first.
 */
export default function CouponsPage() {
  const { canCreate, canUpdate, canDelete } = useModuleAbilities('Courses', 'Coupons');
  const { params, update } = useUrlParams(
    { status: 'all' as CouponStatusFilter, search: '', page: 1, limit: DEFAULT_LIMIT as number },
    { status: COUPON_STATUSES, limit: PAGE_SIZE_OPTIONS },
  );
  const form = useDialogState<Coupon>();
  const confirm = useDialogState<Confirming>();
  const coupons = useCoupons({
    page: params.page,
    limit: params.limit,
    status: params.status,
    ...(params.search ? { search: params.search } : {}),
  });
  const setActive = useSetCouponActive();
  const remove = useDeleteCoupon();
  const notify = useNotify();
  const { t } = useT();
  const { t: common } = useTranslation('common');

  const columns: TableColumn<Coupon>[] = [
    { key: 'sno.', label: common('table.sno') },
    {
      key: 'code',
      label: t('coupons.columns.code'),
      render: (row) => row.code ?? <Tag color="purple">{t('coupons.automatic')}</Tag>,
    },
    { key: 'title', label: t('coupons.columns.title') },
    { key: 'discount', label: t('coupons.columns.discount'), render: (row) => discountText(row, t) },
    { key: 'validity', label: t('coupons.columns.validity'), render: (row) => validityText(row, t) },
    { key: 'uses', label: t('coupons.columns.uses'), render: (row) => usesText(row, t) },
    {
      key: 'revenue',
      label: t('coupons.columns.revenue'),
      align: 'right',
      render: (row) => rupeesOf(row.revenuePaise),
    },
    {
      key: 'discountGiven',
      label: t('coupons.columns.discountGiven'),
      align: 'right',
      render: (row) => rupeesOf(row.discountGivenPaise),
    },
    { key: 'status', label: t('coupons.columns.status'), render: (row) => <CouponStateTag coupon={row} t={t} /> },
  ];

  const rowActions = (row: Coupon): RowAction[] => [
    ...(canUpdate
      ? [
          { action: 'edit', label: t('coupons.edit'), icon: <EditOutlined aria-hidden /> },
          row.isActive
            ? { action: 'toggle', label: t('coupons.deactivate'), icon: <StopOutlined aria-hidden />, danger: true }
            : { action: 'toggle', label: t('coupons.activate'), icon: <CheckCircleOutlined aria-hidden /> },
        ]
      : []),
    ...(canDelete
      ? [{ action: 'delete', label: t('coupons.delete'), icon: <DeleteOutlined aria-hidden />, danger: true }]
      : []),
  ];

  const subject = confirm.subject;
  const name = subject ? (subject.coupon.code ?? subject.coupon.title) : '';
  const wording =
    subject?.action === 'delete'
      ? { title: t('coupons.delete'), description: t('coupons.deleteText', { name }), danger: true }
      : subject?.coupon.isActive
        ? { title: t('coupons.deactivate'), description: t('coupons.deactivateText', { name }), danger: true }
        : { title: t('coupons.activate'), description: t('coupons.activateText', { name }), danger: false };

  const confirmAction = async () => {
    if (!subject) return;
    try {
      if (subject.action === 'delete') {
        await remove.mutateAsync(subject.coupon._id);
        notify.success(t('coupons.deleted'));
      } else {
        const isActive = !subject.coupon.isActive;
        await setActive.mutateAsync({ couponId: subject.coupon._id, isActive });
        notify.success(isActive ? t('coupons.activated') : t('coupons.deactivated'));
      }
      confirm.close();
    } catch (error) {
      notify.error(errorMessage(error, t('coupons.actionFailed')));
      confirm.close();
    }
  };

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t('coupons.title')}
        actions={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => form.show()}>
              {t('coupons.add')}
            </Button>
          )
        }
      />

      <Flex wrap gap="small" align="center">
        <Segmented<CouponStatusFilter>
          aria-label={t('coupons.statusFilter')}
          options={COUPON_STATUSES.map((status) => ({ label: t(`coupons.filters.${status}`), value: status }))}
          value={params.status}
          onChange={(status) => update({ status, page: 1 })}
        />
        <SearchInput
          label={t('coupons.search')}
          placeholder={t('coupons.searchPlaceholder')}
          value={params.search}
          onSearch={(search) => update({ search, page: 1 })}
        />
      </Flex>

      <DataTable<Coupon>
        ariaLabel={t('coupons.table')}
        columns={columns}
        rowKey={(row) => row._id}
        query={coupons}
        page={params.page - 1}
        pageSize={params.limit}
        onPageChange={(page, limit) => update({ page: page + 1, limit })}
        actions={canUpdate || canDelete ? rowActions : undefined}
        onAction={(action, row) =>
          action === 'edit' ? form.show(row) : confirm.show({ coupon: row, action: action as Confirming['action'] })
        }
      />

      <CouponFormDialog open={form.open} coupon={form.subject} onClose={form.close} />

      <ConfirmDialog
        open={confirm.open}
        {...wording}
        loading={setActive.isPending || remove.isPending}
        onConfirm={confirmAction}
        onCancel={confirm.close}
      />
    </Flex>
  );
}
