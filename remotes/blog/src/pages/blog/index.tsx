import { Flex, Typography } from 'antd';
import { useT } from '../../i18n/index.ts';

export default function BlogPage() {
  const { t } = useT();
  return (
    <Flex vertical style={{ maxWidth: 960, margin: '0 auto', padding: '48px 16px' }}>
      <Typography.Title level={1}>{t('blog.title')}</Typography.Title>
      <Typography.Paragraph>{t('blog.intro')}</Typography.Paragraph>
    </Flex>
  );
}
