// The registrations' response checks, loaded with the first answer that needs them (lib/api-client.ts): a run
// page hydrates without zod.
const registrationSchemas = () => import('@runtogether/shared/registrations/registration.schemas');

export const myRegistrationResponseParser = () =>
  registrationSchemas().then(({ myRegistrationResponseSchema }) => myRegistrationResponseSchema);
export const myRegistrationParser = () =>
  registrationSchemas().then(({ myRegistrationSchema }) => myRegistrationSchema);
