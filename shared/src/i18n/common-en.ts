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
  },
  yes: 'Yes',
  no: 'No',
  loading: 'Loading…',
  loadingPage: 'Loading page',
  crash: {
    title: 'Oops! Something Went Wrong',
    advice: 'Please check your internet connection and refresh the page.',
    chunkAdvice: 'Part of this page could not be downloaded. Please check your internet connection and try again.',
  },
  table: {
    error: 'Something went wrong. Please check your internet connection.',
    empty: 'No records found.',
    actions: 'Actions',
    rowActions: 'Actions for row {{row}}',
  },
  search: {
    clear: 'Clear search',
  },
  select: {
    noOptions: 'No options',
    failed: 'Could not load the options.',
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
  },
  /** Course facts stored as English words (the API's values), as a reader sees them. */
  values: {
    language: { English: 'English', Hindi: 'Hindi', 'English & Hindi': 'English & Hindi' },
    mode: { Online: 'Online', Offline: 'Offline', Hybrid: 'Hybrid' },
    validity: { '1 Year': '1 Year', '2 Year': '2 Year', LifeTime: 'LifeTime' },
    level: { Beginner: 'Beginner', Intermediate: 'Intermediate', Advanced: 'Advanced' },
  },
  language: {
    en: 'English',
    hi: 'हिन्दी',
  },
};
