import {
  ArrowRightOutlined,
  CheckCircleFilled,
  ClockCircleOutlined,
  GlobalOutlined,
  LaptopOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { COMPANY, COURSE_MODES, COURSE_VALIDITIES, LANGUAGES } from '@skillhub/shared/constants';
import { routeTo } from '@skillhub/shared/routes';
import { ButtonLink } from '@skillhub/shared/ui/button-link';
import { useShownAuth } from '@skillhub/shared/ui/hydration';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useActiveCategories } from '../../catalog/use-active-categories.ts';
import { useAccentText } from '../../components/use-accent-text.ts';
import { useT } from '../../i18n/index.ts';
import { AUTH_PATH } from '../../session/sign-in.ts';
import { SkillAreasBand } from '../skill-area/skill-area-links.tsx';

interface Reason {
  icon: ReactNode;
  title: string;
  text: string;
}

// Every claim below is a fact of the platform (its constants and features), never a made-up statistic.
function useReasons(): Reason[] {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const languages = LANGUAGES.map((language) => common(`values.language.${language}`));
  return [
    {
      icon: <SolutionOutlined aria-hidden />,
      title: t('home.reasons.jobsTitle'),
      text: t('home.reasons.jobsText'),
    },
    {
      icon: <GlobalOutlined aria-hidden />,
      title: t('home.reasons.languageTitle', { languages: languages.slice(0, 2).join(` ${t('home.or')} `) }),
      text: t('home.reasons.languageText', { languages: languages.join(', ') }),
    },
    {
      icon: <LaptopOutlined aria-hidden />,
      title: COURSE_MODES.map((mode) => common(`values.mode.${mode}`)).join(', '),
      text: t('home.reasons.modeText'),
    },
    {
      icon: <ClockCircleOutlined aria-hidden />,
      title: t('home.reasons.accessTitle'),
      text: t('home.reasons.accessText', {
        validities: COURSE_VALIDITIES.map((validity) => common(`values.validity.${validity}`)).join(', '),
      }),
    },
    {
      icon: <SafetyCertificateOutlined aria-hidden />,
      title: t('home.reasons.certificateTitle'),
      text: t('home.reasons.certificateText'),
    },
    {
      icon: <WalletOutlined aria-hidden />,
      title: t('home.reasons.paymentTitle'),
      text: t('home.reasons.paymentText'),
    },
  ];
}

const STEPS = ['choose', 'pay', 'study', 'finish'] as const;

function Hero() {
  const signedIn = Boolean(useShownAuth().accessToken);
  const { token } = theme.useToken();
  const accent = useAccentText();
  const { t } = useT();

  return (
    <section
      aria-labelledby="hero-title"
      style={{
        background: `radial-gradient(1200px 500px at 85% -10%, ${token.colorPrimaryBg}, transparent), ${token.colorBgLayout}`,
        padding: '72px 0 80px',
      }}
    >
      <div className="sh-container">
        {/* Columns 32 px apart: half of it hangs past the container's edge, which a phone's 16 px padding holds. */}
        <Row gutter={[32, 40]} align="middle">
          <Col xs={24} lg={14}>
            <Tag color="blue" style={{ marginBottom: 20, fontSize: 13, padding: '4px 10px' }}>
              {t('home.tag')}
            </Tag>
            <h1 id="hero-title" className="sh-hero-title" style={{ color: token.colorText }}>
              {t('home.titleStart')} <span style={{ color: accent }}>{t('home.titleAccent')}</span>
            </h1>
            <Typography.Paragraph
              style={{ fontSize: 18, color: token.colorTextSecondary, margin: '20px 0 32px', maxWidth: 620 }}
            >
              {t('home.intro', { company: COMPANY.name })}
            </Typography.Paragraph>
            <Flex gap={12} wrap>
              <ButtonLink
                type="primary"
                size="large"
                icon={<ArrowRightOutlined aria-hidden />}
                iconPlacement="end"
                to={routeTo('catalogue')}
              >
                {t('home.exploreCourses')}
              </ButtonLink>
              {!signedIn && (
                <ButtonLink size="large" to={AUTH_PATH}>
                  {t('home.signUpFree')}
                </ButtonLink>
              )}
            </Flex>
          </Col>
          <Col xs={24} lg={10}>
            <Card variant="borderless" style={{ boxShadow: token.boxShadowSecondary }}>
              {/* The page's first h2 (under the h1), sized as a card title. */}
              <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading3 }}>
                {t('home.howItWorks')}
              </Typography.Title>
              <Flex vertical gap={14} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {STEPS.map((step) => (
                  <Flex key={step} gap={10} component="li" align="flex-start">
                    <CheckCircleFilled style={{ color: token.colorSuccess, marginTop: 4 }} />
                    <span>{t(`home.steps.${step}`)}</span>
                  </Flex>
                ))}
              </Flex>
            </Card>
          </Col>
        </Row>
      </div>
    </section>
  );
}

function Categories() {
  const { data: categories, isPending, isError, refetch } = useActiveCategories();
  const accent = useAccentText();
  const { t } = useT();
  const { t: common } = useTranslation('common');

  let body: ReactNode;
  if (isPending) {
    body = (
      <Row gutter={[20, 20]}>
        {[0, 1, 2].map((i) => (
          <Col key={i} xs={24} sm={12} lg={8}>
            <Card>
              <Skeleton active paragraph={{ rows: 2 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  } else if (isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('home.categoriesFailed')}
        action={<Button onClick={() => void refetch()}>{common('actions.tryAgain')}</Button>}
      />
    );
  } else if (!categories.length) {
    body = <Empty description={t('home.categoriesEmpty')} />;
  } else {
    body = (
      <Row gutter={[20, 20]}>
        {categories.map((category) => (
          <Col key={category._id} xs={24} sm={12} lg={8}>
            <Link to={routeTo('catalogue', { category: category._id })} style={{ display: 'block', height: '100%' }}>
              <Card hoverable style={{ height: '100%' }}>
                <Flex justify="space-between" align="flex-start" gap={12}>
                  <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>
                    {category.name}
                  </Typography.Title>
                  <Tag color="geekblue" style={{ marginInlineEnd: 0 }}>
                    {t('home.courseCount', { count: category.courses.length })}
                  </Tag>
                </Flex>
                <Typography.Paragraph
                  type="secondary"
                  ellipsis={{ rows: 3 }}
                  style={{ margin: '12px 0 0', minHeight: 44 }}
                >
                  {category.description}
                </Typography.Paragraph>
                <span style={{ display: 'inline-block', marginTop: 12, color: accent, fontWeight: 500 }}>
                  {t('home.viewCourses')} <ArrowRightOutlined aria-hidden />
                </span>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <section aria-labelledby="categories-title" style={{ padding: '64px 0' }}>
      <div className="sh-container">
        <Typography.Title id="categories-title" level={2} style={{ marginTop: 0 }}>
          {t('home.categoriesTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 32 }}>
          {t('home.categoriesIntro')}
        </Typography.Paragraph>
        {body}
      </div>
    </section>
  );
}

function WhyUs() {
  const { token } = theme.useToken();
  const accent = useAccentText();
  const { t } = useT();
  const reasons = useReasons();
  return (
    <section aria-labelledby="why-title" style={{ padding: '64px 0', background: token.colorBgContainer }}>
      <div className="sh-container">
        <Typography.Title id="why-title" level={2} style={{ marginTop: 0 }}>
          {t('home.whyTitle', { company: COMPANY.name })}
        </Typography.Title>
        <Row gutter={[24, 24]} style={{ marginTop: 24 }}>
          {reasons.map((reason) => (
            <Col key={reason.title} xs={24} sm={12} lg={8}>
              <Flex gap={16} align="flex-start">
                <span
                  aria-hidden
                  style={{
                    display: 'inline-grid',
                    placeItems: 'center',
                    flexShrink: 0,
                    width: 44,
                    height: 44,
                    borderRadius: 12,
                    fontSize: 20,
                    color: accent,
                    background: token.colorPrimaryBg,
                  }}
                >
                  {reason.icon}
                </span>
                <div>
                  <Typography.Title level={3} style={{ margin: '0 0 6px', fontSize: 17 }}>
                    {reason.title}
                  </Typography.Title>
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {reason.text}
                  </Typography.Paragraph>
                </div>
              </Flex>
            </Col>
          ))}
        </Row>
      </div>
    </section>
  );
}

function ContactBand() {
  const { token } = theme.useToken();
  const { t } = useT();
  return (
    <section aria-labelledby="contact-title" style={{ padding: '56px 0 72px' }}>
      <div className="sh-container">
        <Card
          variant="borderless"
          style={{ background: `linear-gradient(120deg, ${token.colorPrimary}, #0ea5e9)`, color: '#fff' }}
          styles={{ body: { padding: '36px 32px' } }}
        >
          <Flex justify="space-between" align="center" gap={24} wrap>
            <div>
              <h2 id="contact-title" style={{ color: '#fff', margin: 0, fontSize: 24 }}>
                {t('home.contactTitle')}
              </h2>
              <p style={{ margin: '8px 0 0', opacity: 0.9, fontSize: 16 }}>{t('home.contactText')}</p>
            </div>
            <Flex gap={12} wrap>
              <Button
                size="large"
                href={COMPANY.phoneHref}
                style={{ background: '#fff', color: '#312e81', borderColor: '#fff' }}
              >
                {t('home.call', { phone: COMPANY.phone })}
              </Button>
              <ButtonLink
                size="large"
                ghost
                to={routeTo('contactUs')}
                style={{ color: '#fff', borderColor: 'rgba(255, 255, 255, 0.85)' }}
              >
                {t('home.sendEnquiry')}
              </ButtonLink>
            </Flex>
          </Flex>
        </Card>
      </div>
    </section>
  );
}

/**
 * The public home page: hero, course categories from the API, the skill areas, reasons to learn here, a way to get
 * in touch.
 */
export function HomePage() {
  return (
    <>
      <Hero />
      <Categories />
      <SkillAreasBand />
      <WhyUs />
      <ContactBand />
    </>
  );
}
