import type { ProfileUpdateInput } from '@runtogether/shared/users/profile.schemas';
import type { LatLng } from '@runtogether/shared/geo/geo.rules';
import type { User } from '@runtogether/shared/users/user.schemas';
import type { z } from 'zod';
import type { profileUpdateSchema } from '@runtogether/shared/users/profile.schemas';

export type ProfileFormValues = z.input<typeof profileUpdateSchema>;

/** The business fields of the profile form, in the order they are shown. */
export const businessFieldNames = [
  'businessName',
  'businessLocation',
  'businessPhone',
  'businessDescription',
  'address',
  'businessType',
  'website',
  'instagram',
  'facebook',
  'twitter',
  'linkedin',
  'google_review',
] as const;

export const profileFieldNames = ['name', 'email', ...businessFieldNames] as const;

/**
 * The form's starting values: name and e-mail for everyone, the reminders setting for a runner, the business
 * fields only for a business.
 */
export function profileFormValues(user: User): ProfileFormValues {
  const values: ProfileFormValues = { name: user.name, email: user.email };
  if (user.role !== 'business') return { ...values, remindersEnabled: user.remindersEnabled ?? true };
  const details = user.businessDetails;
  for (const name of businessFieldNames) values[name] = details?.[name] ?? '';
  values.businessDescription = details?.businessDescription ?? details?.description ?? '';
  return values;
}

/**
 * What PATCH /api/users/:id gets: emptied fields become null (cleared). Coordinates go only when the location
 * changed: the new place, or null when it cannot be placed (decision 007: never invented).
 */
export function profilePayload(
  values: ProfileUpdateInput,
  {
    isBusiness,
    location,
    emailChanged = false,
  }: { isBusiness: boolean; location?: LatLng | null; emailChanged?: boolean },
): ProfileUpdateInput {
  const payload: ProfileUpdateInput = { name: values.name, email: values.email };
  // The password goes only with a new address, the one change that needs it.
  if (emailChanged) payload.currentPassword = values.currentPassword;
  if (!isBusiness) {
    return values.remindersEnabled === undefined
      ? payload
      : { ...payload, remindersEnabled: values.remindersEnabled };
  }
  for (const name of businessFieldNames) payload[name] = values[name] || null;
  if (location !== undefined) {
    payload.latitude = location?.latitude ?? null;
    payload.longitude = location?.longitude ?? null;
  }
  return payload;
}
