/**
 * A lecture video's captions in the content editor: English (the `captions` key of en.ts; Hindi in
 * captions-hi.ts).
 */
export const captionsEn = {
  open: 'Captions',
  openNamed: 'Captions of {{title}}',
  count_one: '{{count}} caption file',
  count_other: '{{count}} caption files',
  dialogTitle: 'Captions · {{title}}',
  intro:
    'Upload a WebVTT (.vtt) file for each language. Learners choose captions in the player. Replacing the video removes its captions.',
  languages: { en: 'English', hi: 'Hindi' },
  missing: 'No captions',
  uploadedAt: '{{size}} · updated {{date}}',
  upload: 'Upload',
  uploadNamed: 'Upload {{language}} captions',
  replace: 'Replace',
  replaceNamed: 'Replace {{language}} captions',
  remove: 'Remove',
  removeNamed: 'Remove {{language}} captions',
  removeConfirm: 'Remove the {{language}} captions?',
  removeConfirmText: 'Learners will no longer see them. You can upload a file again later.',
  fileLabel: '{{language}} caption file (.vtt)',
  notVtt: 'Choose a WebVTT file ending in .vtt',
  tooLarge: 'The caption file must not exceed {{size}} KB',
  saved: '{{language}} captions saved',
  removed: '{{language}} captions removed',
  loading: 'Loading the captions',
  loadFailed: 'The captions could not be loaded.',
  readOnly: 'Only staff who may update courses can change captions.',
};
