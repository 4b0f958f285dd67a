import { type LiveChatVendor, liveChatVendor, widgetOrigin } from '@skillhub/shared/live-chat';
import type { LiveChatSettings, UpdateLiveChatBody } from '@skillhub/shared/schemas/live-chat';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { siteSettings } from '../../db/schema/site-settings.ts';
import type { ServiceContext } from '../../http/service-context.ts';

const LIVE_CHAT_KEY = 'live_chat';

interface StoredLiveChat {
  widgetUrl: string | null;
}

/**
 * The vendor widget's script address as stored, or null. A stored value that is not a known vendor's https
 * address (written by hand, or before the vendor allow-list) counts as none: it is neither served nor let into
 * the Content-Security-Policy.
 */
async function readWidget(db: Database): Promise<{ widgetUrl: string | null; updatedAt: Date | null }> {
  const [row] = await db
    .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, LIVE_CHAT_KEY));
  if (!row) return { widgetUrl: null, updatedAt: null };
  const stored = (row.value as Partial<StoredLiveChat> | null)?.widgetUrl;
  const widgetUrl = typeof stored === 'string' && widgetOrigin(stored) ? stored : null;
  return { widgetUrl, updatedAt: row.updatedAt };
}

/** Public pages read the widget through the public-content cache, which a change here clears in every process. */
type PublicReadContext = Pick<ServiceContext, 'db'> & Pick<FastifyInstance, 'publicContent'>;
const publicWidget = (ctx: PublicReadContext) => ctx.publicContent.read('settings:live-chat', () => readWidget(ctx.db));

/**
 * The cached read behind liveChatRuntimeConfig: the same promise for as long as the public-content cache keeps it
 * (every change drops it), so a caller can tell that the setting did not change without waiting on it.
 */
export const liveChatSettingRead = (ctx: PublicReadContext): Promise<unknown> => publicWidget(ctx);

/**
 * What `/runtime-config.json` says about live chat: the widget's script when one is set, and the WhatsApp
 * button's number either way. Through the public-content cache, which every change clears in every process.
 */
export async function liveChatRuntimeConfig(
  ctx: PublicReadContext & Pick<ServiceContext, 'config'>,
): Promise<{ liveChatUrl?: string; liveChatWhatsApp: string }> {
  const { widgetUrl } = await publicWidget(ctx);
  return { ...(widgetUrl ? { liveChatUrl: widgetUrl } : {}), liveChatWhatsApp: ctx.config.liveChat.whatsAppNumber };
}

/** The vendor of the widget set, whose hosts the public pages' Content-Security-Policy lets in; null: none. */
export async function liveChatWidgetVendor(ctx: PublicReadContext): Promise<LiveChatVendor | null> {
  return liveChatVendor((await publicWidget(ctx)).widgetUrl);
}

/** The live-chat card of the Settings page. */
export function createLiveChatSettingsService(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'clock'> & Pick<FastifyInstance, 'publicContent'>,
) {
  const { db } = ctx;

  async function get(): Promise<LiveChatSettings> {
    const { widgetUrl, updatedAt } = await readWidget(db);
    return {
      widgetUrl,
      widgetOrigin: widgetOrigin(widgetUrl),
      whatsAppNumber: ctx.config.liveChat.whatsAppNumber,
      updatedAt: updatedAt?.toISOString() ?? null,
    };
  }

  async function update(userId: string, body: UpdateLiveChatBody): Promise<LiveChatSettings> {
    const value: StoredLiveChat = { widgetUrl: body.widgetUrl };
    const now = ctx.clock.now();
    // The pages' runtime config and Content-Security-Policy show it: the commit clears the public cache everywhere.
    await ctx.publicContent.change('settings', (tx) =>
      tx
        .insert(siteSettings)
        .values({ key: LIVE_CHAT_KEY, value, updatedAt: now, updatedBy: userId })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now, updatedBy: userId } }),
    );
    return get();
  }

  return { get, update };
}
