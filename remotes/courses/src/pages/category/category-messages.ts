/** What the page tells the user after a change: the product's wording, exactly, typo included. */
export const categoryMessages = {
  added: 'Category added successfully',
  updated: (name: string) => `Category "${name}" updated successfully`,
  activated: 'Successfully category activated',
  deactivated: 'Successfully category deactivated',
  // Saving falls back to the shared GENERIC_ERROR_MESSAGE; the toggle has its own fallback.
  toggleFailed: 'Something are wrong. Please try again!',
} as const;
