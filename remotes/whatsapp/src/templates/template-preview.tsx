import { FileTextOutlined, LinkOutlined, PhoneOutlined, PictureOutlined, RollbackOutlined } from '@ant-design/icons';
import type { HeaderFormat, TemplateButton } from '@skillhub/shared/schemas/whatsapp';
import { Fragment, type ReactNode } from 'react';
import { useT } from '../i18n/index.ts';

/** What the preview shows of a template: the form's values as typed, samples in place of the variables. */
export interface PreviewContent {
  header: { format: HeaderFormat; text?: string; example?: string; imageUrl?: string | null; fileName?: string };
  body: string;
  /** the value shown for {{1}}, {{2}}…; an empty one leaves the variable as written */
  values: readonly (string | undefined)[];
  footer?: string;
  buttons: readonly Partial<TemplateButton>[];
}

/** Puts each {{n}} of a text's values in its place; a variable without a value stays as written. */
export function fillVariables(text: string, values: readonly (string | undefined)[]): string {
  return text.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, n: string) => {
    const value = values[Number(n) - 1]?.trim();
    return value ? value : whole;
  });
}

/** WhatsApp's own marks: *bold*, _italic_, ~strike-through~ (within a line). */
function formatted(text: string): ReactNode[] {
  return text.split(/(\*[^*\n]+\*|_[^_\n]+_|~[^~\n]+~)/g).map((part, i) => {
    const inner = part.slice(1, -1);
    const key = `${i}-${part}`;
    if (part.length > 2 && part.startsWith('*') && part.endsWith('*')) return <strong key={key}>{inner}</strong>;
    if (part.length > 2 && part.startsWith('_') && part.endsWith('_')) return <em key={key}>{inner}</em>;
    if (part.length > 2 && part.startsWith('~') && part.endsWith('~')) return <s key={key}>{inner}</s>;
    return <Fragment key={key}>{part}</Fragment>;
  });
}

// The phone keeps WhatsApp's own light colours in either theme: it shows what the customer sees.
const COLORS = { chat: '#efeae2', bubble: '#ffffff', text: '#111b21', muted: '#667781', link: '#027eb5' };

const BUTTON_ICONS = {
  QUICK_REPLY: <RollbackOutlined aria-hidden />,
  URL: <LinkOutlined aria-hidden />,
  PHONE_NUMBER: <PhoneOutlined aria-hidden />,
};

/**
 * A template as a customer's phone shows it: a chat bubble with the header (text, picture or document), the
 * body with the sample values in place, the footer, and the buttons under the bubble.
 */
export function TemplatePreview({ content, label }: { content: PreviewContent; label?: string }) {
  const { t } = useT();
  const { header, body, values, footer, buttons } = content;
  const headerText = header.format === 'TEXT' && header.text ? fillVariables(header.text, [header.example]) : '';

  return (
    <figure
      aria-label={label ?? t('preview.label')}
      style={{
        margin: 0,
        width: '100%',
        maxWidth: 360,
        borderRadius: 24,
        border: '8px solid #1f2c34',
        overflow: 'hidden',
        background: COLORS.chat,
        color: COLORS.text,
      }}
    >
      <div style={{ background: '#008069', color: '#fff', padding: '10px 14px', fontWeight: 600 }}>
        {t('preview.business')}
      </div>
      <div style={{ padding: 12, minHeight: 200 }}>
        <div
          style={{
            background: COLORS.bubble,
            borderRadius: '0 8px 8px 8px',
            padding: 6,
            boxShadow: '0 1px 0.5px rgba(11,20,26,.13)',
            maxWidth: 300,
          }}
        >
          {header.format === 'IMAGE' &&
            (header.imageUrl ? (
              <img
                src={header.imageUrl}
                alt={t('preview.headerImage')}
                style={{ width: '100%', borderRadius: 6, display: 'block', marginBottom: 6 }}
              />
            ) : (
              <div
                role="img"
                aria-label={t('preview.headerImage')}
                style={{
                  height: 120,
                  borderRadius: 6,
                  background: '#d1d7db',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontSize: 32,
                  color: COLORS.muted,
                  marginBottom: 6,
                }}
              >
                <PictureOutlined aria-hidden />
              </div>
            ))}
          {header.format === 'DOCUMENT' && (
            <div
              style={{
                display: 'flex',
                gap: 8,
                alignItems: 'center',
                background: '#f5f6f6',
                borderRadius: 6,
                padding: 10,
                marginBottom: 6,
              }}
            >
              <FileTextOutlined aria-hidden style={{ fontSize: 24, color: '#e5252a' }} />
              <span style={{ overflowWrap: 'anywhere' }}>{header.fileName ?? t('preview.document')}</span>
            </div>
          )}
          {headerText && (
            <div style={{ fontWeight: 700, padding: '2px 4px 4px', overflowWrap: 'anywhere' }}>{headerText}</div>
          )}
          <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', padding: '0 4px' }}>
            {body.trim() ? (
              formatted(fillVariables(body, values))
            ) : (
              <span style={{ color: COLORS.muted }}>{t('preview.emptyBody')}</span>
            )}
          </div>
          {footer?.trim() && (
            <div style={{ color: COLORS.muted, fontSize: 13, padding: '4px 4px 0', overflowWrap: 'anywhere' }}>
              {footer}
            </div>
          )}
          <div style={{ color: COLORS.muted, fontSize: 11, textAlign: 'end', padding: '2px 4px 0' }} aria-hidden>
            12:00
          </div>
        </div>
        {buttons.length > 0 && (
          <ul
            style={{ listStyle: 'none', margin: '4px 0 0', padding: 0, maxWidth: 300 }}
            aria-label={t('preview.buttons')}
          >
            {buttons.map((button, index) => (
              <li
                // Buttons have no id of their own; their place is what tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                style={{
                  background: COLORS.bubble,
                  borderRadius: 8,
                  marginTop: 4,
                  padding: '8px 6px',
                  textAlign: 'center',
                  color: COLORS.link,
                  display: 'flex',
                  gap: 6,
                  justifyContent: 'center',
                  alignItems: 'center',
                }}
              >
                {button.type && BUTTON_ICONS[button.type]}
                <span style={{ overflowWrap: 'anywhere' }}>{button.text?.trim() || t('preview.buttonText')}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </figure>
  );
}
