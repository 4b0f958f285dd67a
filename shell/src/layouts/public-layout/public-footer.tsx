import {
  FacebookFilled,
  InstagramOutlined,
  LinkedinFilled,
  MailOutlined,
  PhoneOutlined,
  YoutubeFilled,
} from '@ant-design/icons';
import { COMPANY, FOOTER_MAX_CATEGORIES } from '@skillhub/shared/constants';
import { routeTo } from '@skillhub/shared/routes';
import { Col, Flex, Row, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useActiveCategories } from '../../catalog/use-active-categories.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { useT } from '../../i18n/index.ts';
import { SkillAreaLinkItems } from '../../pages/skill-area/skill-area-links.tsx';

const SOCIAL_ICONS: Record<string, ReactNode> = {
  Facebook: <FacebookFilled aria-hidden />,
  Instagram: <InstagramOutlined aria-hidden />,
  LinkedIn: <LinkedinFilled aria-hidden />,
  YouTube: <YoutubeFilled aria-hidden />,
};

/** The footer's links; the labels are keys of the shell's texts. */
export const QUICK_LINKS = [
  { path: routeTo('terms'), label: 'footer.terms' },
  { path: routeTo('privacy'), label: 'footer.privacy' },
  { path: routeTo('blog'), label: 'footer.dailyBlogs' },
] as const;

// The footer is dark in both palettes.
const TEXT = 'rgba(255, 255, 255, 0.78)';
const linkStyle: CSSProperties = { color: TEXT };
const headingStyle: CSSProperties = { color: '#fff', fontSize: 15, marginTop: 0, marginBottom: 16 };

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Col xs={24} sm={12} lg={6}>
      <h2 style={headingStyle}>{title}</h2>
      <Flex vertical gap={10} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {children}
      </Flex>
    </Col>
  );
}

/** Footer of the public pages: legal, blog and skill-page links, the first five categories, contacts. */
export function PublicFooter() {
  const { data: categories } = useActiveCategories();
  const { t } = useT();
  const year = new Date().getFullYear();

  return (
    <footer style={{ background: '#0f1024', color: TEXT, paddingTop: 56 }}>
      <div className="sh-container">
        <Row gutter={[32, 32]}>
          <Col xs={24} sm={24} lg={6}>
            <BrandLogo inverted />
            <p style={{ marginTop: 16, lineHeight: 1.7 }}>{t('footer.about')}</p>
            <Flex gap={12} aria-label={t('footer.socialMedia')}>
              {COMPANY.social.map((social) => (
                <a
                  key={social.name}
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.companyOn', { company: COMPANY.name, network: social.name })}
                  style={{ ...linkStyle, fontSize: 22 }}
                >
                  {SOCIAL_ICONS[social.name] ?? social.name}
                </a>
              ))}
            </Flex>
          </Col>
          <Column title={t('footer.quickLinks')}>
            {QUICK_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={link.path} style={linkStyle}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <SkillAreaLinkItems style={linkStyle} />
          </Column>
          <Column title={t('footer.courseCategories')}>
            {(categories ?? []).slice(0, FOOTER_MAX_CATEGORIES).map((category) => (
              <li key={category._id}>
                <Link to={routeTo('catalogue', { category: category._id })} style={linkStyle}>
                  {category.name}
                </Link>
              </li>
            ))}
            <li>
              <Link to={routeTo('catalogue')} style={linkStyle}>
                {t('footer.allCourses')}
              </Link>
            </li>
          </Column>
          <Column title={t('footer.contactUs')}>
            <li>
              <a href={COMPANY.phoneHref} style={linkStyle}>
                <PhoneOutlined aria-hidden /> {COMPANY.phone}
              </a>
            </li>
            {COMPANY.emails.map((email) => (
              <li key={email}>
                <a href={`mailto:${email}`} style={linkStyle}>
                  <MailOutlined aria-hidden /> {email}
                </a>
              </li>
            ))}
            <li style={{ lineHeight: 1.6 }}>{COMPANY.address}</li>
          </Column>
        </Row>
        <Typography.Paragraph
          style={{
            color: TEXT,
            margin: '40px 0 0',
            padding: '20px 0',
            borderTop: '1px solid rgba(255, 255, 255, 0.12)',
            textAlign: 'center',
          }}
        >
          {t('footer.rights', { year, owner: COMPANY.address.split(',')[0] })}
        </Typography.Paragraph>
      </div>
    </footer>
  );
}
