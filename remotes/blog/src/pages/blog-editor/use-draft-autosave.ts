import { errorMessage } from '@skillhub/shared/api-client';
import { type BlogPostBody, blogPostBodySchema } from '@skillhub/shared/schemas/blog';
import { useEffect, useRef, useState } from 'react';
import { type Control, useFormState, useWatch } from 'react-hook-form';

/** How long the editor waits after the last change before saving a draft by itself. */
export const AUTOSAVE_DELAY_MS = 3000;

export type AutosaveStatus =
  | { state: 'idle' }
  | { state: 'incomplete' }
  | { state: 'saving' }
  | { state: 'saved'; at: Date }
  | { state: 'failed'; message: string };

export interface DraftAutosave {
  control: Control<BlogPostBody>;
  /** Only drafts (and posts not yet saved) save themselves; a live post changes when Publish is pressed. */
  enabled: boolean;
  /** A save is already running (the buttons' or an earlier autosave): wait for the next change. */
  busy: boolean;
  /** Saves the values as a draft; the editor decides what a save means for its form and its URL. */
  save: (values: BlogPostBody) => Promise<void>;
}

/**
 * Saves a draft AUTOSAVE_DELAY_MS after its last change, as soon as it holds what a draft needs (title, slug,
 * meta description, a category and a topic, author, thumbnail). Answers what happened for the page to show.
 */
export function useDraftAutosave({ control, enabled, busy, save }: DraftAutosave): AutosaveStatus {
  const values = useWatch({ control });
  const { isDirty } = useFormState({ control });
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'idle' });
  const saveRef = useRef(save);
  saveRef.current = save;
  // Every change restarts the wait; the values themselves are compared, not the object that carries them.
  const snapshot = JSON.stringify(values);

  useEffect(() => {
    if (!enabled || !isDirty || busy) return;
    const timer = setTimeout(async () => {
      const draft = blogPostBodySchema.safeParse({ ...JSON.parse(snapshot), isDraft: true });
      if (!draft.success) {
        setStatus({ state: 'incomplete' });
        return;
      }
      setStatus({ state: 'saving' });
      try {
        await saveRef.current(draft.data);
        setStatus({ state: 'saved', at: new Date() });
      } catch (error) {
        setStatus({ state: 'failed', message: errorMessage(error) });
      }
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, isDirty, busy, snapshot]);

  return enabled ? status : { state: 'idle' };
}
