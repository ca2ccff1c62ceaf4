import type { BusinessDetails, User } from '@runtogether/shared/users/user.schemas';
import type { SessionUser } from './session-user';

type UserRecord = Omit<SessionUser, 'isActive' | 'createdAt' | 'updatedAt'>;

/** The spec's "User (client form)": businessDetails exists for hosts and for anyone with business data. */
export function toClientUser(user: UserRecord): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    ...(user.role === 'business' || hasBusinessData(user)
      ? { businessDetails: toBusinessDetails(user) }
      : {}),
  };
}

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
