import { UploadOutlined } from '@ant-design/icons';
import { errorMessage, request } from '@skillhub/shared/api-client';
import { uploadEndpoints } from '@skillhub/shared/endpoints/uploads';
import type { FilePurpose } from '@skillhub/shared/schemas/upload';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';
import type { CourseFormValues } from './course-form-values.ts';

export interface FileUploadFieldProps {
  control: Control<CourseFormValues>;
  setValue: UseFormSetValue<CourseFormValues>;
  name: 'thumbnail' | 'brouchure';
  label: string;
  required?: boolean;
  purpose: FilePurpose;
  /** what the file picker offers; the server decides by the file's content */
  accept: string;
  maxBytes: number;
  /** e.g. 'JPEG, PNG or WebP up to 5 MB' */
  hint: string;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * A URL field that can also be filled by uploading a file (POST /course/file): the stored file's URL goes
 * into the field. The size is checked here to spare a long upload; the type is checked by the server.
 */
export function FileUploadField({
  control,
  setValue,
  name,
  label,
  required,
  purpose,
  accept,
  maxBytes,
  hint,
}: FileUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ uploading: boolean; text: string }>();
  const [error, setError] = useState<string>();
  const { t } = useT();

  const upload = async (file: File) => {
    setError(undefined);
    if (file.size > maxBytes) {
      setError(t('courseBuilder.upload.tooLarge', { size: megabytes(maxBytes) }));
      return;
    }
    setStatus({ uploading: true, text: t('courseBuilder.upload.uploading', { file: file.name }) });
    // The server reads the fields before the file, so the file goes last.
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file, file.name);
    try {
      // No upload progress events: fetch reports them only for a streamed body, which Chromium refuses over
      // HTTP/1.1. These files are small (at most 20 MB); the button spins while they go up.
      const body = await request(uploadEndpoints.file, { body: form, timeout: 5 * 60_000 });
      setValue(name, body.data.url, { shouldValidate: true, shouldDirty: true });
      setStatus({
        uploading: false,
        text: t('courseBuilder.upload.uploaded', {
          file: file.name,
          kilobytes: Math.max(1, Math.round(body.data.size / 1024)),
        }),
      });
    } catch (failure) {
      setStatus(undefined);
      setError(errorMessage(failure));
    }
  };

  const uploading = status?.uploading === true;
  return (
    <Flex vertical gap={4} style={{ marginBottom: 24 }}>
      <TextField
        control={control}
        name={name}
        label={label}
        required={required}
        placeholder="https://…"
        inputMode="url"
        help={hint}
      />
      <Flex gap="small" align="center" wrap>
        <Button icon={<UploadOutlined aria-hidden />} loading={uploading} onClick={() => input.current?.click()}>
          {t('courseBuilder.upload.button', { label: label.toLowerCase() })}
        </Button>
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          aria-label={t('courseBuilder.upload.file', { label })}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        {status && (
          <Typography.Text type="secondary" role="status" aria-label={t('courseBuilder.upload.status', { label })}>
            {status.text}
          </Typography.Text>
        )}
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
