// Turns a validated PATCH body into column changes, applying the rules the schema alone cannot express.
import { authApiMessages } from '@runtogether/shared/auth/auth.schemas';
import { type ProfileUpdateInput } from '@runtogether/shared/users/profile.schemas';
import { invalidRequest } from '../../plugins/errors';
import type { SessionUser } from '../auth/session-user';
import type { UserChanges } from './users.repository';

/** Body field → column, for the fields only business accounts have (docs/product.md §2 Profile; issue "businesses only"). */
const BUSINESS_TEXT_FIELDS = [
  ['businessName', 'businessName'],
  ['businessLocation', 'businessLocation'],
  ['businessPhone', 'businessPhone'],
  ['businessDescription', 'businessDescription'],
  ['address', 'address'],
  ['businessType', 'businessType'],
  ['website', 'website'],
  ['instagram', 'instagram'],
  ['facebook', 'facebook'],
  ['twitter', 'twitter'],
  ['linkedin', 'linkedin'],
  ['google_review', 'googleReview'],
] as const;

export function profileChanges(user: SessionUser, input: ProfileUpdateInput): UserChanges {
  const changes: UserChanges = {};
  const problems: Record<string, string> = {};
  if (input.name !== undefined) changes.name = input.name;
  // A new e-mail address is never set here: it waits for proof (users.service, requestEmailChange).
  if (input.remindersEnabled !== undefined) changes.remindersEnabled = input.remindersEnabled;
  if (input.language !== undefined) changes.language = input.language;
  if (input.emergencyContact !== undefined) {
    changes.emergencyContactName = input.emergencyContact?.name ?? null;
    changes.emergencyContactPhone = input.emergencyContact?.phone ?? null;
  }

  const isBusiness = user.role === 'business';
  for (const [field, column] of BUSINESS_TEXT_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    // Cleared fields are stored as null, not as empty text.
    const cleaned = value === null || value === '' ? null : value;
    if (isBusiness) changes[column] = cleaned;
    // A runner's form may send the business fields empty; a value is an attempt to set them.
    else if (cleaned !== null) problems[field] = authApiMessages.businessFieldsOnly;
  }

  const { latitude, longitude } = input;
  if (latitude !== undefined || longitude !== undefined) {
    if (!isBusiness && (latitude != null || longitude != null)) {
      problems.latitude = authApiMessages.businessFieldsOnly;
    } else if ((latitude == null) !== (longitude == null)) {
      problems.latitude = authApiMessages.coordinatesTogether;
    } else if (isBusiness) {
      changes.latitude = latitude ?? null;
      changes.longitude = longitude ?? null;
    }
  } else if (changes.businessLocation !== undefined && changes.businessLocation !== user.businessLocation) {
    // A new address without coordinates must not keep pointing at the old place (decision 007).
    changes.latitude = null;
    changes.longitude = null;
  }

  if (Object.keys(problems).length > 0) throw invalidBody(problems);
  return changes;
}

/** The same shape as a schema validation failure, so the web form shows each message by its field. */
function invalidBody(fields: Record<string, string>) {
  return invalidRequest('body', fields);
}
