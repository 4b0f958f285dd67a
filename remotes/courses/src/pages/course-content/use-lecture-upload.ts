import { errorMessage } from '@skillhub/shared/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { courseKeys } from '../../courses/course-queries.ts';
import { useT } from '../../i18n/index.ts';
import {
  abortUploadSession,
  ChunkedUpload,
  type LectureTarget,
  sameFile,
  UploadCancelledError,
  type UploadProgress,
} from './chunked-upload.ts';
import { forgetUpload, type RememberedUpload, rememberedUpload, rememberUpload } from './upload-resume-store.ts';

export type LectureUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; progress: UploadProgress | undefined }
  | { phase: 'failed'; fileName: string; message: string };

export interface LectureUpload {
  state: LectureUploadState;
  /** an earlier upload of this lecture that did not finish, waiting for the same file to be picked again */
  interrupted: RememberedUpload | undefined;
  start: (file: File) => void;
  /** continues a failed upload with the file still in memory (no need to pick it again) */
  retry: () => void;
  cancel: () => Promise<void>;
  /** gives up on the interrupted upload, on the server too */
  discard: () => Promise<void>;
}

/** One lecture's video upload: runs the chunk engine, remembers the session, and reports what happened. */
export function useLectureUpload(
  target: LectureTarget,
  courseTitle: string,
  notify: { success: (m: string) => void; error: (m: string) => void },
): LectureUpload {
  const lectureId = target.subSectionId;
  const queryClient = useQueryClient();
  const { t } = useT();
  const [state, setState] = useState<LectureUploadState>({ phase: 'idle' });
  const [interrupted, setInterrupted] = useState(() => rememberedUpload(lectureId));
  const running = useRef<ChunkedUpload | null>(null);
  const lastFile = useRef<File | null>(null);

  // Leaving the page stops sending; the remembered session lets the user continue later.
  useEffect(() => () => running.current?.stop(), []);

  const start = useCallback(
    (file: File) => {
      const earlier = rememberedUpload(lectureId);
      if (earlier && !sameFile(earlier, file)) {
        notify.error(t('content.lecture.notTheInterruptedFile', { file: earlier.fileName }));
        return;
      }
      const upload = new ChunkedUpload({
        target,
        file,
        courseTitle,
        resume: earlier,
        onSession: (session) => rememberUpload(lectureId, session),
        onProgress: (progress) => setState({ phase: 'uploading', fileName: file.name, progress }),
      });
      running.current = upload;
      lastFile.current = file;
      setInterrupted(undefined);
      setState({ phase: 'uploading', fileName: file.name, progress: undefined });
      upload
        .run()
        .then(() => {
          forgetUpload(lectureId);
          setState({ phase: 'idle' });
          notify.success(t('content.lecture.fileUploaded', { file: file.name }));
          return queryClient.invalidateQueries({ queryKey: courseKeys.content(target.courseId) });
        })
        .catch((error: unknown) => {
          if (error instanceof UploadCancelledError) return;
          // The session stays remembered: picking the same file again continues where this stopped.
          setInterrupted(rememberedUpload(lectureId));
          setState({ phase: 'failed', fileName: file.name, message: errorMessage(error) });
        })
        .finally(() => {
          if (running.current === upload) running.current = null;
        });
    },
    [lectureId, target, courseTitle, notify, queryClient, t],
  );

  const retry = useCallback(() => {
    if (lastFile.current) start(lastFile.current);
  }, [start]);

  const cancel = useCallback(async () => {
    const upload = running.current;
    forgetUpload(lectureId);
    setState({ phase: 'idle' });
    setInterrupted(undefined);
    try {
      await upload?.cancel();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }, [lectureId, notify]);

  const discard = useCallback(async () => {
    const earlier = rememberedUpload(lectureId);
    forgetUpload(lectureId);
    setInterrupted(undefined);
    setState({ phase: 'idle' });
    if (!earlier) return;
    try {
      await abortUploadSession(target, earlier.uploadId);
    } catch {
      // A session the server already dropped needs no abort; its parts are cleaned up there.
    }
  }, [lectureId, target]);

  return { state, interrupted, start, retry, cancel, discard };
}
