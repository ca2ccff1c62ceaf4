/** The API path of a host's public feed of runs. */
export const hostCalendarPath = (businessId: string) =>
  `/api/businesses/${encodeURIComponent(businessId)}/calendar.ics`;

/** The API path of a runner's private feed. */
export const privateCalendarPath = (token: string) => `/api/calendar/${encodeURIComponent(token)}.ics`;

/**
 * The webcal:// twin of a feed's http(s) address: calendar apps open it as "subscribe", where the https one
 * would download a file once.
 */
export const toWebcalUrl = (url: string) => url.replace(/^https?:\/\//i, 'webcal://');
