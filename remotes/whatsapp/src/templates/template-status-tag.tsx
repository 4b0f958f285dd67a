import type { Template, TemplateStatus } from '@skillhub/shared/schemas/whatsapp';
import { VisuallyHidden } from '@skillhub/shared/ui/visually-hidden';
import { Tag, Tooltip } from 'antd';
import { useT } from '../i18n/index.ts';

const COLORS: Record<TemplateStatus, string> = { Pending: 'processing', Approved: 'success', Rejected: 'error' };

/**
 * A template's review status; a rejected one carries the review's reason (the Cloud API's code, named in the
 * page's language when it is a known one) in a tooltip (on hover and on keyboard focus) and, for screen readers,
 * in the tag itself.
 */
export function TemplateStatusTag({ template }: { template: Pick<Template, 'status' | 'rejectedReason'> }) {
  const { t } = useT();
  const tag = <Tag color={COLORS[template.status]}>{t(`templateStatuses.${template.status}`)}</Tag>;
  if (template.status !== 'Rejected' || !template.rejectedReason) return tag;
  const reason = t(`templates.rejections.${template.rejectedReason}` as never, {
    defaultValue: template.rejectedReason,
  }) as string;
  return (
    <Tooltip title={reason} trigger={['hover', 'focus']}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the keyboard opens the tooltip too */}
      <span tabIndex={0}>
        <Tag color={COLORS.Rejected}>
          {t('templateStatuses.Rejected')}
          <VisuallyHidden>{t('templates.reason', { reason })}</VisuallyHidden>
        </Tag>
      </span>
    </Tooltip>
  );
}
