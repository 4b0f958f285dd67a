import { z } from 'zod';

/**
 * The hidden field of every public lead form (enquiry, contact, event): named to attract form-filling bots
 * and hidden from people (off screen, from screen readers, from the tab order, from autofill). The server
 * answers a post that fills it like a success and stores nothing, so the bot learns nothing either.
 */
export const HONEYPOT_FIELD = 'website';

export const honeypotShape = {
  website: z
    .preprocess((v) => (v === '' ? undefined : v), z.string().optional())
    .describe('Leave empty. Hidden on the forms; a post that fills it is answered like a success and dropped.'),
};
