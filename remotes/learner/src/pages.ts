import { definePages } from '@skillhub/shared/routes';

/**
 * The pages this remote serves, as it publishes them to the shell (remote.json beside remoteEntry.js). Every
 * learner page but a payment link's checkout needs a sign-in; none has a sidebar entry (the public header links My courses).
 */
export const pages = definePages({
  myCourses: { area: 'public', access: 'signed-in' },
  coursePayment: { area: 'public', access: 'signed-in' },
  coursePlayer: { area: 'public', access: 'signed-in' },
  // Opened from the link staff sent to a lead: the token is the credential, and paying makes the account.
  paymentLink: { area: 'public', access: 'public' },
});
