import { App } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { TOAST_DURATION_MS, TOAST_MAX_WIDTH_PX } from '../constants.ts';

export interface Notify {
  success(message: ReactNode): void;
  error(message: ReactNode): void;
  /** Shows until the returned function is called. */
  loading(message: ReactNode): () => void;
  /** Plain text without an icon. */
  blank(message: ReactNode): void;
  custom(content: ReactNode): void;
}

export const TOAST_CLASS_NAME = 'skillhub-toast';

/**
 * The product's toasts (kinds blank, error, success, loading, custom; at most 350px wide),
 * on the antd App of the nearest RemoteRoot, which caps them at 20 at once.
 */
export function useNotify(): Notify {
  const { message } = App.useApp();
  return useMemo(() => {
    const open = (content: ReactNode, durationMs: number, type?: 'success' | 'error' | 'loading') =>
      message.open({
        content,
        type,
        // antd counts seconds, and 0 means "until closed".
        duration: durationMs / 1000,
        className: TOAST_CLASS_NAME,
        style: { maxWidth: TOAST_MAX_WIDTH_PX, overflowWrap: 'anywhere' },
      });
    return {
      success: (text) => void open(text, TOAST_DURATION_MS.success, 'success'),
      error: (text) => void open(text, TOAST_DURATION_MS.error, 'error'),
      loading: (text) => {
        const close = open(text, TOAST_DURATION_MS.loading, 'loading');
        return () => close();
      },
      blank: (text) => void open(text, TOAST_DURATION_MS.blank),
      custom: (content) => void open(content, TOAST_DURATION_MS.custom),
    };
  }, [message]);
}
