import { download } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import { saveBlob } from '@skillhub/shared/save-blob';

export const POSTER_FILE_NAME = 'training_program_qrcode.pdf';

/**
 * POST /training/programs/download-link/{id}: the program's notice-board poster with the QR code of its
 * application link, saved as a file. Answers the name it was saved under.
 */
export async function downloadProgramPoster(id: string): Promise<string> {
  const file = await download(buildPath(apiPaths.training.programPoster, { id }), { method: 'post' });
  const fileName = file.fileName ?? POSTER_FILE_NAME;
  saveBlob(file.blob, fileName);
  return fileName;
}
