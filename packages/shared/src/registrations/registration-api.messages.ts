import { msg } from '../i18n/keys';

/** What the registrations API answers (refusals) and what the web app toasts (docs/product.md §8 "Registration toasts"). */
export const registrationApiMessages = {
  mustLogIn: msg('validation.registration.mustLogIn'),
  runnerOnly: msg('validation.registration.runnerOnly'),
  alreadyRegistered: msg('validation.registration.alreadyRegistered'),
  runStarted: msg('validation.registration.runStarted'),
  runStartedCancel: msg('validation.registration.runStartedCancel'),
  notFound: msg('validation.registration.notFound'),
  hostOnlyExport: msg('validation.registration.hostOnlyExport'),
  registered: msg('validation.registration.registered'),
  waitlisted: (position: number) =>
    `The run is full: you're number ${position} on the waitlist. We'll e-mail you if a spot opens up.`,
  registerFailed: msg('validation.registration.registerFailed'),
  canceled: msg('validation.registration.canceled'),
  cancelFailed: msg('validation.registration.cancelFailed'),
} as const;
