import type { EnquirySource } from '@skillhub/shared/schemas/enquiry';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The form a lead came from, in the page's language, and below it the event's name when it has one. */
export function LeadSource({ source, eventName }: { source: EnquirySource; eventName: string | null }) {
  const { t: common } = useTranslation('common');
  return (
    <>
      {common(`values.leadSource.${source}`)}
      {eventName && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {eventName}
        </Typography.Text>
      )}
    </>
  );
}
