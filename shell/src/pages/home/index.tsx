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
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography, theme } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useActiveCategories } from '../../catalog/use-active-categories.ts';
import { useAccentText } from '../../components/use-accent-text.ts';
import { AUTH_PATH } from '../../session/sign-in.ts';

const courseCount = (n: number) => `${n} ${n === 1 ? 'course' : 'courses'}`;

interface Reason {
  icon: ReactNode;
  title: string;
  text: string;
}

// Every claim below is a fact of the platform (its constants and features), never a made-up statistic.
const REASONS: Reason[] = [
  {
    icon: <SolutionOutlined aria-hidden />,
    title: 'Built around real jobs',
    text: 'Courses in Full Stack development, Digital Marketing, Data Science and more, organised section by section with hands-on lectures.',
  },
  {
    icon: <GlobalOutlined aria-hidden />,
    title: `Learn in ${LANGUAGES.slice(0, 2).join(' or ')}`,
    text: `Each course states its language up front: ${LANGUAGES.join(', ')}.`,
  },
  {
    icon: <LaptopOutlined aria-hidden />,
    title: `${COURSE_MODES.join(', ')}`,
    text: 'Pick the mode that fits your day. Online courses come with notes, Q&A and announcements from your instructor.',
  },
  {
    icon: <ClockCircleOutlined aria-hidden />,
    title: 'Access that lasts',
    text: `Course access is offered as ${COURSE_VALIDITIES.join(', ')}, shown on every course before you pay.`,
  },
  {
    icon: <SafetyCertificateOutlined aria-hidden />,
    title: 'Certificates anyone can check',
    text: 'Certificates from our training programmes can be verified online on the certificate page.',
  },
  {
    icon: <WalletOutlined aria-hidden />,
    title: 'Prices in rupees, secure checkout',
    text: 'Pay in INR through Razorpay using UPI, cards or net banking. Your course unlocks as soon as payment is confirmed.',
  },
];

function Hero() {
  const signedIn = Boolean(useAtomValue(authAtom, { store: sessionStore }).accessToken);
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const accent = useAccentText();

  return (
    <section
      aria-labelledby="hero-title"
      style={{
        background: `radial-gradient(1200px 500px at 85% -10%, ${token.colorPrimaryBg}, transparent), ${token.colorBgLayout}`,
        padding: '72px 0 80px',
      }}
    >
      <div className="sh-container">
        <Row gutter={[48, 40]} align="middle">
          <Col xs={24} lg={14}>
            <Tag color="blue" style={{ marginBottom: 20, fontSize: 13, padding: '4px 10px' }}>
              Online skill training for India
            </Tag>
            <h1 id="hero-title" className="sh-hero-title" style={{ color: token.colorText }}>
              Learn the skills employers are hiring for, <span style={{ color: accent }}>at your pace</span>
            </h1>
            <Typography.Paragraph
              style={{ fontSize: 18, color: token.colorTextSecondary, margin: '20px 0 32px', maxWidth: 620 }}
            >
              {COMPANY.name} offers practical courses in Full Stack development, Digital Marketing, Data Science and
              more, taught in English and Hindi, with fees in rupees and access you can plan around.
            </Typography.Paragraph>
            <Flex gap={12} wrap>
              <Button
                type="primary"
                size="large"
                icon={<ArrowRightOutlined aria-hidden />}
                iconPlacement="end"
                onClick={() => navigate('/courses')}
              >
                Explore courses
              </Button>
              {!signedIn && (
                <Button size="large" onClick={() => navigate(AUTH_PATH)}>
                  Sign up free
                </Button>
              )}
            </Flex>
          </Col>
          <Col xs={24} lg={10}>
            <Card variant="borderless" style={{ boxShadow: token.boxShadowSecondary }}>
              <Typography.Title level={3} style={{ marginTop: 0 }}>
                How learning works here
              </Typography.Title>
              <Flex vertical gap={14} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {[
                  'Choose a course by category and check its syllabus, language and mode.',
                  'Enrol and pay securely in INR.',
                  'Study section by section, take notes and ask questions.',
                  'Finish the course and keep learning with new ones.',
                ].map((step) => (
                  <Flex key={step} gap={10} component="li" align="flex-start">
                    <CheckCircleFilled style={{ color: token.colorSuccess, marginTop: 4 }} />
                    <span>{step}</span>
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
        title="Course categories could not be loaded. Please check your internet connection."
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  } else if (!categories.length) {
    body = <Empty description="Course categories will appear here soon." />;
  } else {
    body = (
      <Row gutter={[20, 20]}>
        {categories.map((category) => (
          <Col key={category._id} xs={24} sm={12} lg={8}>
            <Link
              to={`/courses?category=${encodeURIComponent(category._id)}`}
              style={{ display: 'block', height: '100%' }}
            >
              <Card hoverable style={{ height: '100%' }}>
                <Flex justify="space-between" align="flex-start" gap={12}>
                  <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>
                    {category.name}
                  </Typography.Title>
                  <Tag color="geekblue" style={{ marginInlineEnd: 0 }}>
                    {courseCount(category.courses.length)}
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
                  View courses <ArrowRightOutlined aria-hidden />
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
          Explore by category
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 32 }}>
          Start with the field you want to grow in.
        </Typography.Paragraph>
        {body}
      </div>
    </section>
  );
}

function WhyUs() {
  const { token } = theme.useToken();
  const accent = useAccentText();
  return (
    <section aria-labelledby="why-title" style={{ padding: '64px 0', background: token.colorBgContainer }}>
      <div className="sh-container">
        <Typography.Title id="why-title" level={2} style={{ marginTop: 0 }}>
          Why learn with {COMPANY.name}
        </Typography.Title>
        <Row gutter={[24, 24]} style={{ marginTop: 24 }}>
          {REASONS.map((reason) => (
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
  const navigate = useNavigate();
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
                Not sure which course is right for you?
              </h2>
              <p style={{ margin: '8px 0 0', opacity: 0.9, fontSize: 16 }}>
                Talk to our counsellors: we will help you choose based on your background and goals.
              </p>
            </div>
            <Flex gap={12} wrap>
              <Button
                size="large"
                href={COMPANY.phoneHref}
                style={{ background: '#fff', color: '#312e81', borderColor: '#fff' }}
              >
                Call {COMPANY.phone}
              </Button>
              <Button
                size="large"
                ghost
                onClick={() => navigate('/contact-us')}
                style={{ color: '#fff', borderColor: 'rgba(255, 255, 255, 0.85)' }}
              >
                Send an enquiry
              </Button>
            </Flex>
          </Flex>
        </Card>
      </div>
    </section>
  );
}

/** The public home page: hero, course categories from the API, reasons to learn here, a way to get in touch. */
export function HomePage() {
  return (
    <>
      <Hero />
      <Categories />
      <WhyUs />
      <ContactBand />
    </>
  );
}
