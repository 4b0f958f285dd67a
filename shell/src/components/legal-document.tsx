import { COMPANY, LEGAL_EFFECTIVE_DATE } from '@skillhub/shared/constants';
import { Anchor, Card, Col, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: ReactNode[];
  items?: ReactNode[];
  /** show the company's address, phone and e-mails after the section's items */
  contact?: boolean;
  after?: ReactNode[];
}

export interface LegalDocumentProps {
  title: string;
  intro: ReactNode[];
  sections: LegalSection[];
}

/** The company's contact block, as the legal pages end with it. */
export function CompanyContact() {
  return (
    <address style={{ fontStyle: 'normal', lineHeight: 1.8 }}>
      {COMPANY.address}
      <br />
      Phone: <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
      <br />
      E-mail:{' '}
      {COMPANY.emails.map((email, i) => (
        <span key={email}>
          {i > 0 && ', '}
          <a href={`mailto:${email}`}>{email}</a>
        </span>
      ))}
    </address>
  );
}

/** Layout of a legal page: title, effective date, a table of contents on wide screens, numbered sections. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  const { token } = theme.useToken();
  return (
    <div className="sh-container" style={{ padding: '48px 24px 72px' }}>
      <Typography.Title level={1} style={{ marginBottom: 8 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">Effective from {LEGAL_EFFECTIVE_DATE}</Typography.Text>
      <Row gutter={[40, 24]} style={{ marginTop: 32 }}>
        <Col xs={0} lg={7}>
          <Anchor
            offsetTop={88}
            targetOffset={88}
            items={sections.map((section, i) => ({
              key: section.id,
              href: `#${section.id}`,
              title: `${i + 1}. ${section.heading}`,
            }))}
          />
        </Col>
        <Col xs={24} lg={17}>
          <Card variant="borderless" style={{ background: token.colorBgContainer }}>
            <article className="sh-prose">
              {intro.map((paragraph, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
                <p key={i}>{paragraph}</p>
              ))}
              {sections.map((section, i) => (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                  <Typography.Title level={2} id={`${section.id}-title`} style={{ fontSize: 20 }}>
                    {i + 1}. {section.heading}
                  </Typography.Title>
                  {section.paragraphs?.map((paragraph, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
                    <p key={j}>{paragraph}</p>
                  ))}
                  {section.items && (
                    <ul>
                      {section.items.map((item, j) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
                        <li key={j}>{item}</li>
                      ))}
                    </ul>
                  )}
                  {section.contact && <CompanyContact />}
                  {section.after?.map((paragraph, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
                    <p key={j}>{paragraph}</p>
                  ))}
                </section>
              ))}
            </article>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
