import { type LiveChatVendor, liveChatAllowedOn, WIDGET_DIRECTIVES } from '@skillhub/shared/live-chat';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { liveChatWidgetVendor } from './live-chat-settings.ts';

const widgetDirectives = new Set<string>(WIDGET_DIRECTIVES);

/** `policy` with the vendor's sources added to the directives its widget needs, everything else as it was. */
export function withWidgetSources(policy: string, vendor: LiveChatVendor): string {
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0] ?? '';
      const sources = widgetDirectives.has(name) ? vendor.sources[name as keyof LiveChatVendor['sources']] : [];
      return sources.length ? `${directive.trimEnd()} ${sources.join(' ')}` : directive;
    })
    .join(';');
}

/**
 * The policy of the page at `address` with the live-chat widget let in, or null to keep `policy`: no widget is
 * set, or the page is one a widget must never run on (the dashboard, the sign-in and the learner's pages, where a
 * signed-in user's token is in use). Without the database the page keeps its policy: the widget stays blocked.
 */
export async function pagePolicyWithWidget(
  app: Pick<FastifyInstance, 'db' | 'publicContent'>,
  address: string,
  policy: string,
  log: FastifyBaseLogger,
): Promise<string | null> {
  // The setting first: its read is cached, and without a widget (most sites) the address need not be parsed.
  const vendor = await liveChatWidgetVendor(app).catch((error: unknown) => {
    log.error({ err: error }, 'the live-chat setting could not be read for the page policy');
    return null;
  });
  return vendor && liveChatAllowedOn(address) ? withWidgetSources(policy, vendor) : null;
}
