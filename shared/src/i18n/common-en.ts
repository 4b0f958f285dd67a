/**
 * The English texts of the pieces every app shares (`shared/src/ui`): the `common` namespace, which each app's
 * instance carries beside its own. English is also what a missing Hindi text falls back to.
 */
export const commonEn = {
  actions: {
    save: 'Save',
    cancel: 'Cancel',
    confirm: 'Confirm',
    retry: 'Retry',
    refresh: 'Refresh',
    tryAgain: 'Try again',
    close: 'Close',
    delete: 'Delete',
  },
  yes: 'Yes',
  no: 'No',
  loading: 'Loading…',
  loadingPage: 'Loading page',
  /** While a public form's proof of work is being solved (form-proof.ts). */
  checkingBrowser: 'Checking your browser…',
  uploadProgress: 'Upload progress',
  crash: {
    title: 'Oops! Something Went Wrong',
    advice: 'Please check your internet connection and refresh the page.',
    chunkAdvice:
      'Part of this page could not be downloaded: it may have been updated, or the connection dropped. Refresh to get the latest version.',
  },
  table: {
    sno: 'S.No.',
    error: 'Something went wrong. Please check your internet connection.',
    empty: 'No records found.',
    actions: 'Actions',
    rowActions: 'Actions for row {{row}}',
    selectPage: 'Select every row on this page',
  },
  search: {
    clear: 'Clear search',
  },
  select: {
    noOptions: 'No options',
    failed: 'Could not load the options.',
    loading: 'Loading options…',
  },
  password: {
    show: 'Show password',
    hide: 'Hide password',
  },
  editor: {
    bold: 'Bold',
    italic: 'Italic',
    heading: 'Heading',
    subheading: 'Subheading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    formatting: '{{label}} formatting',
    image: 'Insert image',
    uploading: 'Uploading image…',
  },
  unsaved: {
    title: 'Discard changes?',
    text: 'This page has changes that are not saved. Leave without saving?',
    leave: 'Leave',
  },
  /** Facts stored as English words (the API's values), as a reader sees them. */
  values: {
    language: { English: 'English', Hindi: 'Hindi', 'English & Hindi': 'English & Hindi' },
    mode: { Online: 'Online', Offline: 'Offline', Hybrid: 'Hybrid' },
    validity: { '1 Year': '1 Year', '2 Year': '2 Year', LifeTime: 'LifeTime' },
    level: { Beginner: 'Beginner', Intermediate: 'Intermediate', Advanced: 'Advanced' },
    skillArea: {
      foundational: 'Foundational skills',
      entrepreneurial: 'Entrepreneurial skills',
      employability: 'Employability skills',
    },
    /** the form a lead came from */
    leadSource: {
      Course: 'Course enquiry',
      'Contact Us': 'Contact Us',
      Event: 'Event',
      CCFS: 'Career counselling',
    },
  },
  /** The video players' menus and seek bar (a learner's lecture, a course page's free preview). */
  video: {
    captions: 'Captions',
    captionsOff: 'Captions off',
    captionLanguages: { en: 'English', hi: 'Hindi' },
    seek: 'Seek',
    seekAt: '{{time}} of {{duration}}',
  },
  language: {
    en: 'English',
    hi: 'हिन्दी',
  },
};
