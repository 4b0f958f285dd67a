import { formatDateTime } from '@skillhub/shared/format';
import { ListContent, type ListQuery } from '@skillhub/shared/ui/list-content';
import { VisuallyHidden } from '@skillhub/shared/ui/visually-hidden';
import { Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';

/** One message as a chat bubble draws it. */
export interface MessageBubble {
  id: string;
  /** Written from the side the chat is seen from: drawn on the right in green, the other side on the left. */
  own: boolean;
  /** Read by screen readers before the text, since sighted users tell the side by the layout. */
  who: string;
  text: string;
  /** When it was sent or received (ISO). */
  at: string;
  /** Small above the text (a template's name). */
  note?: string;
  /** After the time (the ticks, or a status). */
  status?: ReactNode;
  /** Red below the text (the API's error). */
  error?: string;
}

export interface MessageBubblesProps {
  /** The log's accessible name. */
  label: string;
  /** The query the messages come from: placeholders while it loads, its error with Retry if it fails. */
  query: ListQuery;
  /** Undefined until the query has answered. */
  messages: MessageBubble[] | undefined;
  failedTitle: string;
  /** Said when there is no message. */
  empty: string;
}

/**
 * A phone-style chat, oldest first, as a log named `label`, with its loading, failed and empty states; the
 * newest message is scrolled into view as the chat opens and as messages arrive. Colours are the theme's, so
 * the chat reads in light and dark mode alike.
 */
export function MessageBubbles({ label, query, messages, failedTitle, empty }: MessageBubblesProps) {
  const end = useRef<HTMLDivElement>(null);
  const count = messages?.length ?? 0;

  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  return (
    <ListContent
      query={query}
      isEmpty={count === 0}
      empty={<Empty description={empty} />}
      failedTitle={failedTitle}
      loading={<Skeleton active paragraph={{ rows: 4 }} />}
    >
      <div role="log" aria-label={label}>
        <Flex vertical gap={8}>
          {messages?.map((message) => (
            <Bubble key={message.id} message={message} />
          ))}
        </Flex>
        <div ref={end} />
      </div>
    </ListContent>
  );
}

function Bubble({ message }: { message: MessageBubble }) {
  const { token } = theme.useToken();
  return (
    <Flex justify={message.own ? 'flex-end' : 'flex-start'}>
      <div
        style={{
          maxWidth: '85%',
          padding: '6px 10px',
          borderRadius: 8,
          background: message.own ? token.colorSuccessBg : token.colorFillSecondary,
          color: token.colorText,
        }}
      >
        <VisuallyHidden>{message.who}</VisuallyHidden>
        {message.note && (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {message.note}
          </Typography.Text>
        )}
        <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</div>
        <Flex gap={6} justify="flex-end" align="center" style={{ fontSize: 11, color: token.colorTextSecondary }}>
          <time dateTime={message.at}>{formatDateTime(message.at)}</time>
          {message.status}
        </Flex>
        {message.error && (
          <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
            {message.error}
          </Typography.Text>
        )}
      </div>
    </Flex>
  );
}
