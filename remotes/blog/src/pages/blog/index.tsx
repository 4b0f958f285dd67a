import { Flex, Typography } from 'antd';

export default function BlogPage() {
  return (
    <Flex vertical style={{ maxWidth: 960, margin: '0 auto', padding: '48px 16px' }}>
      <Typography.Title level={1}>Blog</Typography.Title>
      <Typography.Paragraph>This section is ready for its pages.</Typography.Paragraph>
    </Flex>
  );
}
