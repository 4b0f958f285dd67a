import {
  AimOutlined,
  ArrowRightOutlined,
  BookOutlined,
  CheckCircleFilled,
  PhoneOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { COMPANY } from '@skillhub/shared/constants';
import { routeTo } from '@skillhub/shared/routes';
import type { SkillArea } from '@skillhub/shared/skill-areas';
import { ButtonLink } from '@skillhub/shared/ui/button-link';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography, theme } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccentText } from '../../components/use-accent-text.ts';
import { useT } from '../../i18n/index.ts';
import { SkillCourseCard } from './skill-course-card.tsx';
import { SkillProgramCard } from './skill-program-card.tsx';
import { useSkillArea } from './use-skill-area.ts';

type CopyList = 'covers' | 'who' | 'outcomes';
const LISTS: { list: CopyList; icon: ReactNode }[] = [
  { list: 'covers', icon: <BookOutlined aria-hidden /> },
  { list: 'who', icon: <TeamOutlined aria-hidden /> },
  { list: 'outcomes', icon: <AimOutlined aria-hidden /> },
];

function Hero({ area }: { area: SkillArea }) {
  const { token } = theme.useToken();
  const accent = useAccentText();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  return (
    <section
      aria-labelledby="skill-title"
      style={{
        background: `radial-gradient(1000px 420px at 85% -10%, ${token.colorPrimaryBg}, transparent), ${token.colorBgLayout}`,
        padding: '56px 0 48px',
      }}
    >
      <div className="sh-container">
        <Tag color="blue" style={{ marginBottom: 16 }}>
          {t('skillPages.eyebrow')}
        </Tag>
        <h1 id="skill-title" className="sh-hero-title" style={{ color: token.colorText }}>
          {common(`values.skillArea.${area}`)}
        </h1>
        <Typography.Paragraph style={{ fontSize: 20, color: accent, fontWeight: 500, margin: '12px 0 16px' }}>
          {t(`skillPages.areas.${area}.tagline`)}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ fontSize: 16, color: token.colorTextSecondary, maxWidth: 760, margin: 0 }}>
          {t(`skillPages.areas.${area}.intro`)}
        </Typography.Paragraph>
      </div>
    </section>
  );
}

/** What the area covers, who it is for and its outcomes, side by side on a wide screen. */
function AreaFacts({ area }: { area: SkillArea }) {
  const { token } = theme.useToken();
  const accent = useAccentText();
  const { t } = useT();
  return (
    <section aria-label={t('skillPages.label')} style={{ padding: '40px 0 8px' }}>
      <div className="sh-container">
        <Row gutter={[24, 24]}>
          {LISTS.map(({ list, icon }) => (
            <Col key={list} xs={24} md={8}>
              <Card style={{ height: '100%' }}>
                <section aria-labelledby={`skill-${list}-title`}>
                  <Flex align="center" gap={10} style={{ marginBottom: 16 }}>
                    <span aria-hidden style={{ color: accent, fontSize: 22 }}>
                      {icon}
                    </span>
                    <Typography.Title id={`skill-${list}-title`} level={2} style={{ fontSize: 18, margin: 0 }}>
                      {t(`skillPages.${list}Title`)}
                    </Typography.Title>
                  </Flex>
                  <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {Object.entries(t(`skillPages.areas.${area}.${list}`, { returnObjects: true })).map(
                      ([key, text]) => (
                        <Flex key={key} gap={10} component="li" align="flex-start">
                          <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess, marginTop: 4 }} />
                          <span>{text}</span>
                        </Flex>
                      ),
                    )}
                  </Flex>
                </section>
              </Card>
            </Col>
          ))}
        </Row>
      </div>
    </section>
  );
}

interface ListingProps<T> {
  id: string;
  title: string;
  intro: string;
  empty: string;
  items: T[] | undefined;
  pending: boolean;
  failed: boolean;
  retry: () => void;
  Item: ComponentType<{ item: T }>;
}

/** One list of the page (its courses or its programs): loading, failed, empty or the cards. */
function Listing<T extends { _id: string }>({
  id,
  title,
  intro,
  empty,
  items,
  pending,
  failed,
  retry,
  Item,
}: ListingProps<T>) {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  let body: ReactNode;
  if (pending) {
    body = (
      <Row gutter={[20, 20]} aria-busy>
        {[0, 1, 2].map((i) => (
          <Col key={i} xs={24} sm={12} lg={8}>
            <Card>
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  } else if (failed) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('skillPages.loadFailed')}
        action={<Button onClick={retry}>{common('actions.tryAgain')}</Button>}
      />
    );
  } else if (!items?.length) {
    body = (
      <Card>
        <Empty description={empty} />
      </Card>
    );
  } else {
    body = (
      <Row gutter={[20, 20]}>
        {items.map((item) => (
          <Col key={item._id} xs={24} sm={12} lg={8}>
            <Item item={item} />
          </Col>
        ))}
      </Row>
    );
  }
  return (
    <section aria-labelledby={id} style={{ padding: '40px 0 8px' }}>
      <div className="sh-container">
        <Typography.Title id={id} level={2} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 24 }}>
          {intro}
        </Typography.Paragraph>
        {body}
      </div>
    </section>
  );
}

function EnquiryBand() {
  const { token } = theme.useToken();
  const { t } = useT();
  return (
    <section aria-labelledby="skill-enquiry-title" style={{ padding: '48px 0 72px' }}>
      <div className="sh-container">
        <Card
          variant="borderless"
          style={{ background: token.colorPrimaryBg }}
          styles={{ body: { padding: '32px 28px' } }}
        >
          <Flex justify="space-between" align="center" gap={24} wrap>
            <div style={{ maxWidth: 680 }}>
              <Typography.Title id="skill-enquiry-title" level={2} style={{ margin: 0, fontSize: 22 }}>
                {t('skillPages.enquiryTitle')}
              </Typography.Title>
              <Typography.Paragraph style={{ margin: '8px 0 0', fontSize: 16 }}>
                {t('skillPages.enquiryText')}
              </Typography.Paragraph>
            </div>
            <Flex gap={12} wrap>
              {/* A link: it leads to the form before the app is there too. */}
              <ButtonLink
                type="primary"
                size="large"
                icon={<ArrowRightOutlined aria-hidden />}
                iconPlacement="end"
                to={routeTo('contactUs')}
              >
                {t('skillPages.enquire')}
              </ButtonLink>
              <Button size="large" href={COMPANY.phoneHref} icon={<PhoneOutlined aria-hidden />}>
                {t('skillPages.call', { phone: COMPANY.phone })}
              </Button>
            </Flex>
          </Flex>
        </Card>
      </div>
    </section>
  );
}

const CourseItem = ({ item }: { item: Parameters<typeof SkillCourseCard>[0]['course'] }) => (
  <SkillCourseCard course={item} />
);
const ProgramItem = ({ item }: { item: Parameters<typeof SkillProgramCard>[0]['program'] }) => (
  <SkillProgramCard program={item} />
);

/**
 * A skill area's public page (/foundational-skill, /entrepreneurial-skill, /employability-skill): what the area
 * covers, who it is for and its outcomes, its published courses and open training programs, and an enquiry.
 */
export function SkillAreaPage({ area }: { area: SkillArea }) {
  const { data, isPending, isError, refetch } = useSkillArea(area);
  const { t } = useT();
  const lists = { pending: isPending, failed: isError, retry: () => void refetch() };
  return (
    <>
      <Hero area={area} />
      <AreaFacts area={area} />
      <Listing
        id="skill-courses-title"
        title={t('skillPages.coursesTitle')}
        intro={t('skillPages.coursesIntro')}
        empty={t('skillPages.coursesEmpty')}
        items={data?.courses}
        Item={CourseItem}
        {...lists}
      />
      <Listing
        id="skill-programs-title"
        title={t('skillPages.programsTitle')}
        intro={t('skillPages.programsIntro')}
        empty={t('skillPages.programsEmpty')}
        items={data?.programs}
        Item={ProgramItem}
        {...lists}
      />
      <EnquiryBand />
    </>
  );
}

export const FoundationalSkillPage = () => <SkillAreaPage area="foundational" />;
export const EntrepreneurialSkillPage = () => <SkillAreaPage area="entrepreneurial" />;
export const EmployabilitySkillPage = () => <SkillAreaPage area="employability" />;
