import { ArrowRightOutlined } from '@ant-design/icons';
import { routeTo } from '@skillhub/shared/routes';
import { SKILL_AREA_PAGES, SKILL_AREAS } from '@skillhub/shared/skill-areas';
import { Card, Col, Row, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAccentText } from '../../components/use-accent-text.ts';
import { useT } from '../../i18n/index.ts';

/** The home page's way to the three skill pages: each area's name and what it is about. */
export function SkillAreasBand() {
  const { token } = theme.useToken();
  const accent = useAccentText();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  return (
    <section aria-labelledby="skill-areas-title" style={{ padding: '64px 0', background: token.colorBgContainer }}>
      <div className="sh-container">
        <Typography.Title id="skill-areas-title" level={2} style={{ marginTop: 0 }}>
          {t('skillPages.homeTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 32 }}>
          {t('skillPages.homeIntro')}
        </Typography.Paragraph>
        <Row gutter={[20, 20]}>
          {SKILL_AREAS.map((area) => {
            const label = common(`values.skillArea.${area}`);
            return (
              <Col key={area} xs={24} md={8}>
                <Link to={routeTo(SKILL_AREA_PAGES[area])} style={{ display: 'block', height: '100%' }}>
                  <Card hoverable style={{ height: '100%' }}>
                    <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>
                      {label}
                    </Typography.Title>
                    <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
                      {t(`skillPages.areas.${area}.tagline`)}
                    </Typography.Paragraph>
                    <span style={{ display: 'inline-block', marginTop: 12, color: accent, fontWeight: 500 }}>
                      {t('skillPages.explore', { area: label.toLowerCase() })} <ArrowRightOutlined aria-hidden />
                    </span>
                  </Card>
                </Link>
              </Col>
            );
          })}
        </Row>
      </div>
    </section>
  );
}

/** The footer's links to the skill pages: list items in the footer's own link style. */
export function SkillAreaLinkItems({ style }: { style: CSSProperties }) {
  const { t: common } = useTranslation('common');
  return SKILL_AREAS.map((area) => (
    <li key={area}>
      <Link to={routeTo(SKILL_AREA_PAGES[area])} style={style}>
        {common(`values.skillArea.${area}`)}
      </Link>
    </li>
  ));
}
