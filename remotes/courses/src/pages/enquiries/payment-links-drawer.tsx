import { formatDate, formatRupees } from '@skillhub/shared/format';
import type { Enquiry } from '@skillhub/shared/schemas/enquiry';
import type { PaymentLink } from '@skillhub/shared/schemas/lead-revenue';
import { useIsSmallScreen } from '@skillhub/shared/ui/use-media-query';
import { Alert, Button, Divider, Drawer, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { SendPaymentLinkForm } from './send-payment-link-form.tsx';
import { usePaymentLinks } from './use-payment-links.ts';

export interface PaymentLinksDrawerProps {
  open: boolean;
  enquiry: Enquiry | undefined;
  /** staff who may update leads may send links; readers only see them */
  canSend: boolean;
  onClose: () => void;
}

const STATE_COLOR = { open: 'processing', paid: 'success', expired: 'default' } as const;

/** A lead's payment links with their state (open, paid, expired), and the form to send another. */
export function PaymentLinksDrawer({ open, enquiry, canSend, onClose }: PaymentLinksDrawerProps) {
  const small = useIsSmallScreen();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const links = usePaymentLinks(open ? enquiry?._id : undefined);

  let list: ReactNode;
  if (links.isError) {
    list = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('paymentLinks.failed')}
        action={<Button onClick={() => links.refetch()}>{common('actions.retry')}</Button>}
      />
    );
  } else if (links.isPending) {
    list = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (links.data.links.length === 0) {
    list = <Empty description={t('paymentLinks.empty')} />;
  } else {
    list = (
      <section aria-label={t('paymentLinks.list')}>
        <List
          dataSource={links.data.links}
          renderItem={(link) => (
            <List.Item key={link._id}>
              <LinkEntry link={link} />
            </List.Item>
          )}
        />
      </section>
    );
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={enquiry ? t('paymentLinks.titleOf', { name: enquiry.name }) : t('paymentLinks.title')}
      placement={small ? 'bottom' : 'right'}
      size={small ? '90%' : 460}
      destroyOnHidden
    >
      {canSend && enquiry && links.data && (
        <>
          <SendPaymentLinkForm enquiry={enquiry} templates={links.data.whatsappTemplates} />
          <Divider />
        </>
      )}
      {list}
    </Drawer>
  );
}

function LinkEntry({ link }: { link: PaymentLink }) {
  const { t } = useT();
  const channel = t(`paymentLinks.channel.${link.channel}`);
  const sent = link.createdBy
    ? t('paymentLinks.sentBy', { name: link.createdBy.name, date: formatDate(link.createdAt), channel })
    : t('paymentLinks.sentBySystem', { date: formatDate(link.createdAt), channel });
  return (
    <Flex vertical gap={4} style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Text strong>{link.course.title}</Typography.Text>
        <Tag color={STATE_COLOR[link.state]} style={{ marginInlineEnd: 0 }}>
          {t(`paymentLinks.state.${link.state}`)}
        </Tag>
      </Flex>
      <Typography.Text type="secondary">{sent}</Typography.Text>
      {link.couponCode && <Typography.Text>{t('paymentLinks.coupon', { code: link.couponCode })}</Typography.Text>}
      <Typography.Text>
        {link.state === 'paid' && link.paidAt
          ? t('paymentLinks.paidOn', {
              amount: formatRupees((link.amountPaise ?? 0) / 100),
              date: formatDate(link.paidAt),
            })
          : link.state === 'open'
            ? t('paymentLinks.expires', { date: formatDate(link.expiresAt) })
            : t('paymentLinks.expired', { date: formatDate(link.expiresAt) })}
      </Typography.Text>
    </Flex>
  );
}
