import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { ApiError, errorMessage } from '@skillhub/shared/api-client';
import {
  type Attachment,
  WHATSAPP_DOCUMENT_MAX_BYTES,
  WHATSAPP_IMAGE_MAX_BYTES,
} from '@skillhub/shared/schemas/whatsapp';
import { Button, Flex, Form, Spin, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { useUploadAttachment } from './attachment-queries.ts';

export type MediaKind = 'IMAGE' | 'DOCUMENT';

/** What a header's file shows in the preview: its name, and the picture itself for an image. */
export interface ChosenMedia {
  attachment: Attachment;
  /** An object URL of the chosen image, for the preview; null for a document or a file chosen earlier. */
  imageUrl: string | null;
}

const RULES: Record<MediaKind, { accept: string; types: string[]; maxBytes: number }> = {
  IMAGE: {
    accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
    types: ['image/jpeg', 'image/png'],
    maxBytes: WHATSAPP_IMAGE_MAX_BYTES,
  },
  DOCUMENT: { accept: '.pdf,application/pdf', types: ['application/pdf'], maxBytes: WHATSAPP_DOCUMENT_MAX_BYTES },
};

const megabytes = (bytes: number) => bytes / (1024 * 1024);

/**
 * Chooses an image (JPEG, PNG) or a PDF and uploads it at once through POST /whatsapp/attachments; the form
 * keeps the answered id. The type and size are checked here first, so a wrong file is not sent for nothing;
 * the server checks the bytes again and its message shows under the field.
 */
export function AttachmentPicker({
  kind,
  label,
  value,
  fileName,
  required,
  error,
  onChange,
}: {
  kind: MediaKind;
  label: string;
  /** the attachment's id, when one is chosen */
  value: string | undefined;
  /** the chosen file's name, when known (an edited template knows only the id) */
  fileName?: string;
  required?: boolean;
  /** a message from the form's check or the server */
  error?: string;
  onChange: (media: ChosenMedia | null) => void;
}) {
  const { t } = useT();
  const upload = useUploadAttachment();
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const rules = RULES[kind];
  const shown = problem ?? error;
  const errorId = `${ids}-error`;
  const objectUrl = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!rules.types.includes(file.type)) {
      setProblem(kind === 'IMAGE' ? t('media.notImage') : t('media.notPdf'));
      return;
    }
    if (file.size > rules.maxBytes) {
      setProblem(t('media.tooLarge', { size: megabytes(rules.maxBytes) }));
      return;
    }
    try {
      const attachment = await upload.mutateAsync(file);
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
      objectUrl.current = kind === 'IMAGE' ? URL.createObjectURL(file) : null;
      onChange({ attachment, imageUrl: objectUrl.current });
    } catch (failure) {
      setProblem((failure instanceof ApiError && failure.fieldErrors.file) || errorMessage(failure));
    }
  };

  return (
    <Form.Item
      layout="vertical"
      label={label}
      required={required}
      validateStatus={shown ? 'error' : undefined}
      help={
        shown ? (
          <span id={errorId} role="alert">
            {shown}
          </span>
        ) : undefined
      }
      extra={
        kind === 'IMAGE'
          ? t('media.imageRules', { size: megabytes(rules.maxBytes) })
          : t('media.pdfRules', { size: megabytes(rules.maxBytes) })
      }
    >
      <Flex gap="small" align="center" wrap>
        <input
          ref={input}
          type="file"
          accept={rules.accept}
          style={{ display: 'none' }}
          aria-label={label}
          aria-describedby={shown ? errorId : undefined}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          icon={<PaperClipOutlined aria-hidden />}
          loading={upload.isPending}
          aria-describedby={shown ? errorId : undefined}
          onClick={() => input.current?.click()}
        >
          {value ? t('media.chooseAnother') : kind === 'IMAGE' ? t('media.chooseImage') : t('media.choosePdf')}
        </Button>
        <span role="status">
          {upload.isPending ? (
            <Flex gap="small" align="center">
              <Spin size="small" />
              <Typography.Text>{t('media.uploading')}</Typography.Text>
            </Flex>
          ) : (
            value && (
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>{fileName ?? t('media.chosen')}</Typography.Text>
            )
          )}
        </span>
        {value && !upload.isPending && (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('media.remove')}
            onClick={() => onChange(null)}
          />
        )}
      </Flex>
    </Form.Item>
  );
}
