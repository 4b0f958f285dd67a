import { COMPANY } from '@skillhub/shared/constants';
import { Anchor, Card, Col, Row, Typography, theme } from 'antd';
import { type ReactNode, use } from 'react';
import { useTranslation } from 'react-i18next';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: ReactNode[];
  items?: ReactNode[];
  /** show the company's address, phone and e-mails after the section's items */
  contact?: boolean;
  after?: ReactNode[];
}

/** A legal page's whole text in one language: the English is the page's, the Hindi a chunk of its own. */
export interface LegalText {
  title: string;
  /** "Effective from 2nd September 2025", in the text's language */
  effective: string;
  intro: ReactNode[];
  sections: LegalSection[];
  /** the contact block's labels */
  phone: string;
  email: string;
}

/**
 * The page's text in the page's language. The Hindi is loaded the first time a legal page shows in Hindi (the
 * page suspends meanwhile, so it never flashes English): legal text is long, and a Hindi visitor who never opens
 * it does not download it, as an English one never downloads any Hindi.
 */
export function useLegalText(english: LegalText, hindi: () => Promise<LegalText>): LegalText {
  const { i18n } = useTranslation();
  return i18n.language === 'hi' ? use(hindi()) : english;
}

/** A text's loading, started once and shared by every render; a failed one is tried again on the next render. */
export function loadOnce(load: () => Promise<LegalText>): () => Promise<LegalText> {
  let loading: Promise<LegalText> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** The company's contact block, as the legal pages end with it. */
export function CompanyContact({ phone, email }: { phone: string; email: string }) {
  return (
    <address style={{ fontStyle: 'normal', lineHeight: 1.8 }}>
      {COMPANY.address}
      <br />
      {phone}: <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
      <br />
      {email}:{' '}
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
export function LegalDocument({ text }: { text: LegalText }) {
  const { title, effective, intro, sections } = text;
  const { token } = theme.useToken();
  return (
    <div className="sh-container" style={{ padding: '48px 24px 72px' }}>
      <Typography.Title level={1} style={{ marginBottom: 8 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{effective}</Typography.Text>
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
                  {section.contact && <CompanyContact phone={text.phone} email={text.email} />}
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
