import { CopyOutlined } from '@ant-design/icons';
import { errorMessage, fieldErrorMessage } from '@skillhub/shared/api-client';
import type { Enquiry } from '@skillhub/shared/schemas/enquiry';
import {
  PAYMENT_LINK_DEFAULT_DAYS,
  PAYMENT_LINK_MAX_DAYS,
  type PaymentLinkChannel,
  type PaymentLinkList,
} from '@skillhub/shared/schemas/lead-revenue';
import { useNotify } from '@skillhub/shared/ui/notify';
import { Alert, Button, Flex, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { useScopeChoices } from '../coupons/use-coupons.ts';
import { useSendPaymentLink } from './use-payment-links.ts';

const FIELDS = ['courseId', 'channel', 'couponCode', 'expiresInDays', 'templateId'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Send a lead a course's payment link: the course (the lead's own is chosen first), e-mail or WhatsApp (an approved
 * template that fits), an optional coupon and how many days it lasts. The server's refusals land on their fields.
 */
export function SendPaymentLinkForm({
  enquiry,
  templates,
}: {
  enquiry: Enquiry;
  templates: PaymentLinkList['whatsappTemplates'];
}) {
  const { t } = useT();
  const notify = useNotify();
  const send = useSendPaymentLink(enquiry._id);
  const choices = useScopeChoices();
  const courseOptions = useMemo(
    () =>
      (choices.data ?? []).flatMap((category) =>
        category.courses.map((course) => ({ label: course.title, value: course._id })),
      ),
    [choices.data],
  );
  const [courseId, setCourseId] = useState<string | undefined>(enquiry.course?._id);
  const [channel, setChannel] = useState<PaymentLinkChannel>('email');
  const [templateId, setTemplateId] = useState<string | undefined>();
  const [couponCode, setCouponCode] = useState('');
  const [expiresInDays, setExpiresInDays] = useState<number>(PAYMENT_LINK_DEFAULT_DAYS);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sentUrl, setSentUrl] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    setSentUrl(null);
    if (!courseId) return setErrors({ courseId: t('paymentLinks.courseRequired') });
    setErrors({});
    try {
      const sent = await send.mutateAsync({
        courseId,
        channel,
        expiresInDays,
        ...(couponCode.trim() ? { couponCode: couponCode.trim() } : {}),
        ...(channel === 'whatsapp' && templateId ? { templateId } : {}),
      });
      setSentUrl(sent.url);
      setCouponCode('');
      notify.success(t('paymentLinks.sent', { name: enquiry.name }));
    } catch (error) {
      const onFields: Partial<Record<Field, string>> = {};
      for (const field of FIELDS) {
        const message = fieldErrorMessage(error, field);
        if (message) onFields[field] = message;
      }
      if (Object.keys(onFields).length > 0) setErrors(onFields);
      else setProblem(errorMessage(error));
    }
  };

  const status = (field: Field) => (errors[field] ? ('error' as const) : undefined);
  return (
    <Form layout="vertical" component="div" aria-label={t('paymentLinks.send')}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('paymentLinks.send')}
      </Typography.Title>
      <Form.Item label={t('paymentLinks.course')} validateStatus={status('courseId')} help={errors.courseId} required>
        <Select
          virtual={false}
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('paymentLinks.course')}
          placeholder={t('paymentLinks.coursePlaceholder')}
          loading={choices.isPending}
          options={courseOptions}
          value={courseId}
          onChange={setCourseId}
        />
      </Form.Item>
      <Form.Item label={t('paymentLinks.channelLabel')} validateStatus={status('channel')} help={errors.channel}>
        <Radio.Group
          aria-label={t('paymentLinks.channelLabel')}
          value={channel}
          onChange={(event) => setChannel(event.target.value)}
          options={[
            { value: 'email', label: t('paymentLinks.channel.email') },
            { value: 'whatsapp', label: t('paymentLinks.channel.whatsapp') },
          ]}
        />
      </Form.Item>
      {channel === 'whatsapp' &&
        (templates.length === 0 ? (
          <Alert type="info" showIcon title={t('paymentLinks.noTemplates')} style={{ marginBottom: 16 }} />
        ) : (
          <Form.Item
            label={t('paymentLinks.template')}
            validateStatus={status('templateId')}
            help={errors.templateId ?? t('paymentLinks.templateHelp')}
            required
          >
            <Select
              virtual={false}
              aria-label={t('paymentLinks.template')}
              placeholder={t('paymentLinks.templatePlaceholder')}
              options={templates.map((x) => ({ value: x._id, label: `${x.name} (${x.language})` }))}
              value={templateId}
              onChange={setTemplateId}
            />
          </Form.Item>
        ))}
      <Flex gap="middle" wrap>
        <Form.Item
          label={t('paymentLinks.couponLabel')}
          validateStatus={status('couponCode')}
          help={errors.couponCode}
          style={{ flex: '1 1 160px' }}
        >
          <Input
            aria-label={t('paymentLinks.couponLabel')}
            value={couponCode}
            onChange={(event) => setCouponCode(event.target.value)}
            maxLength={40}
          />
        </Form.Item>
        <Form.Item
          label={t('paymentLinks.expiresIn')}
          validateStatus={status('expiresInDays')}
          help={errors.expiresInDays}
          style={{ flex: '0 1 140px' }}
        >
          <InputNumber
            aria-label={t('paymentLinks.expiresIn')}
            min={1}
            max={PAYMENT_LINK_MAX_DAYS}
            precision={0}
            value={expiresInDays}
            onChange={(value) => setExpiresInDays(value ?? PAYMENT_LINK_DEFAULT_DAYS)}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Flex>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
      <Button
        type="primary"
        onClick={submit}
        loading={send.isPending}
        disabled={channel === 'whatsapp' && templates.length === 0}
      >
        {t('paymentLinks.submit')}
      </Button>
      {sentUrl && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginTop: 16 }}
          title={t('paymentLinks.linkUrl')}
          description={
            <Typography.Text
              copyable={{ text: sentUrl, icon: <CopyOutlined aria-label={t('paymentLinks.copy')} /> }}
              style={{ wordBreak: 'break-all' }}
            >
              {sentUrl}
            </Typography.Text>
          }
        />
      )}
    </Form>
  );
}
