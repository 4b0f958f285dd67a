import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** the page's one level-1 heading */
  title: ReactNode;
  /** a line under the title saying what the page is for */
  description?: ReactNode;
  /** buttons on the right (Add …, Export …); they wrap under the title on a phone */
  actions?: ReactNode;
  /** the heading's id, for a section labelled by it */
  id?: string;
  /** an arrow before the title back to the list the page belongs to, named for screen readers */
  back?: { label: string; onClick: () => void };
}

/** The top of a dashboard page: its title, what it is for, and its page-wide actions. */
export function PageHeader({ title, description, actions, id, back }: PageHeaderProps) {
  const { token } = theme.useToken();
  return (
    <Flex wrap justify="space-between" align="center" gap="small">
      <Flex align="center" gap="small">
        {back && (
          <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} aria-label={back.label} onClick={back.onClick} />
        )}
        <div>
          <Typography.Title level={1} id={id} style={{ fontSize: token.fontSizeHeading3, margin: 0 }}>
            {title}
          </Typography.Title>
          {description && <Typography.Text type="secondary">{description}</Typography.Text>}
        </div>
      </Flex>
      {actions && (
        <Flex wrap gap="small" align="center">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
