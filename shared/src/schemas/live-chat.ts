import { z } from 'zod';
import { LIVE_CHAT_URL_MAX, widgetUrlProblem } from '../live-chat.ts';
import { singleLine } from './fields.ts';

/** The live-chat setting of the Settings page (GET/PUT /settings/live-chat). */

export const liveChatSettingsSchema = z.object({
  /** The vendor widget's script; null: the WhatsApp button is shown instead. */
  widgetUrl: z.string().nullable(),
  /** The origin the Content-Security-Policy lets in for the widget (script, connections, frames, styles, fonts). */
  widgetOrigin: z.string().nullable(),
  /** The WhatsApp button's business number (LIVE_CHAT_WHATSAPP_NUMBER, or the company phone). */
  whatsAppNumber: z.string(),
  /** When the widget address was last set or cleared; null when it never was. */
  updatedAt: z.string().nullable(),
});
export type LiveChatSettings = z.infer<typeof liveChatSettingsSchema>;

const widgetUrlField = z
  .string({ error: 'Enter the full address of the widget script, starting with https://' })
  .check(singleLine)
  .trim()
  .max(LIVE_CHAT_URL_MAX, `The address must not exceed ${LIVE_CHAT_URL_MAX} characters`)
  .superRefine((value, ctx) => {
    const problem = value ? widgetUrlProblem(value) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** An empty address (or null) removes the widget, which brings the WhatsApp button back. */
export const updateLiveChatBodySchema = z.object({
  widgetUrl: widgetUrlField.nullable().transform((value) => value || null),
});
export type UpdateLiveChatBody = z.output<typeof updateLiveChatBodySchema>;
