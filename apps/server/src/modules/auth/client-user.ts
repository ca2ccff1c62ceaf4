import type { BusinessDetails, PublicUser, User } from '@runtogether/shared/users/user.schemas';
import type { SessionUser } from './session-user';

type UserRecord = Omit<SessionUser, 'isActive' | 'createdAt' | 'updatedAt'>;

/** The spec's "User (client form)": businessDetails exists for hosts and for anyone with business data. */
export function toClientUser(user: UserRecord): User {
  // A runner's own emergency contact, when set (docs/decisions/055).
  const emergencyContact = user.role === 'runner' ? emergencyContactOf(user) : null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    ...(user.role === 'business' || hasBusinessData(user)
      ? { businessDetails: toBusinessDetails(user) }
      : {}),
    // Only runners register for runs, so only they have reminders to turn off.
    ...(user.role === 'runner' ? { remindersEnabled: user.remindersEnabled } : {}),
    ...(emergencyContact ? { emergencyContact } : {}),
    language: user.language,
    // Only set for admins (docs/decisions/049): the web app shows them the admin screens.
    ...(user.isAdmin ? { isAdmin: true } : {}),
  };
}

/** What anyone may see of an account: no e-mail address, no settings. */
export function toPublicUser(user: UserRecord): PublicUser {
  const {
    email: _email,
    remindersEnabled: _reminders,
    language: _language,
    isAdmin: _admin,
    emergencyContact: _contact,
    ...visible
  } = toClientUser(user);
  return visible;
}

/** The account's emergency contact, both parts or none (docs/decisions/055). */
export const emergencyContactOf = (
  user: Pick<UserRecord, 'emergencyContactName' | 'emergencyContactPhone'>,
) =>
  user.emergencyContactName && user.emergencyContactPhone
    ? { name: user.emergencyContactName, phone: user.emergencyContactPhone }
    : null;

// Coordinates are left out on purpose: runners may have a location too.
function hasBusinessData(user: UserRecord): boolean {
  return [
    user.businessName,
    user.businessLocation,
    user.businessPhone,
    user.businessDescription,
    user.address,
    user.businessType,
    user.website,
    user.instagram,
    user.facebook,
    user.twitter,
    user.linkedin,
    user.googleReview,
  ].some((value) => value !== null && value.trim() !== '');
}

function toBusinessDetails(user: UserRecord): BusinessDetails {
  const socialLinks = {
    website: user.website,
    instagram: user.instagram,
    facebook: user.facebook,
    twitter: user.twitter,
    linkedin: user.linkedin,
    google_review: user.googleReview,
  };
  return {
    businessName: user.businessName,
    businessLocation: user.businessLocation,
    businessPhone: user.businessPhone,
    description: user.businessDescription,
    businessDescription: user.businessDescription,
    address: user.address,
    businessType: user.businessType,
    ...socialLinks,
    socialLinks,
    latitude: user.latitude,
    longitude: user.longitude,
  };
}
