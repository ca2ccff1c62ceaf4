import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailChangeMessages,
  PROFILE_LINK_MAX,
  PROFILE_TEXT_MAX,
  profileUpdateSchema,
  type ProfileUpdateInput,
} from '@runtogether/shared/users/profile.schemas';
import { isAppError } from '@runtogether/shared/errors/app-error';
import type { User } from '@runtogether/shared/users/user.schemas';
import { reminderMessages } from '@runtogether/shared/reminders/reminder.schemas';
import { msg, type MessageKey } from '@runtogether/shared/i18n/keys';
import type { LatLng } from '@runtogether/shared/geo/geo.rules';
import { useId, useState, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { GeocodeStatus } from '@/components/geocode-status';
import { PinField } from '@/components/map/pin-field';
import { EmailField } from '@/components/ui/credential-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { useAddressGeocode, type AddressGeocodeState } from '@/hooks/use-address-geocode';
import { useZoneAt } from '@/hooks/use-zone-at';
import { applyServerFieldErrors, registerInOrder } from '@/lib/form';
import { t, translateText } from '@/lib/i18n';
import { useUpdateProfile } from '../api/update-profile';
import {
  businessFieldNames,
  profileFieldNames,
  profileFormValues,
  profilePayload,
  type ProfileFormValues,
} from '../utils/profile-values';

const personalFieldNames = ['name', 'email'] as const;

interface TextFieldSpec {
  label: MessageKey;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  /** An example the same in every language (an address, a number)… */
  placeholder?: string;
  /** …or one in words. */
  placeholderKey?: MessageKey;
}

// Business name, location and description are laid out by hand; the rest are plain one-line fields.
const detailFields = ['businessPhone', 'address', 'businessType'] as const;
const linkFields = ['website', 'instagram', 'facebook', 'twitter', 'linkedin', 'google_review'] as const;
const textFields: Record<(typeof detailFields)[number] | (typeof linkFields)[number], TextFieldSpec> = {
  businessPhone: {
    label: msg('auth.profile.phone'),
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+34 612 345 678',
  },
  address: { label: msg('auth.profile.address'), autoComplete: 'street-address' },
  businessType: {
    label: msg('auth.profile.businessType'),
    placeholderKey: msg('auth.profile.businessTypePlaceholder'),
  },
  website: { label: msg('auth.profile.website'), type: 'url', autoComplete: 'url', placeholder: 'https://' },
  instagram: { label: msg('auth.profile.instagram'), type: 'url', placeholder: 'https://instagram.com/…' },
  facebook: { label: msg('auth.profile.facebook'), type: 'url', placeholder: 'https://facebook.com/…' },
  twitter: { label: msg('auth.profile.twitter'), type: 'url', placeholder: 'https://x.com/…' },
  linkedin: { label: msg('auth.profile.linkedin'), type: 'url', placeholder: 'https://linkedin.com/…' },
  google_review: { label: msg('auth.profile.googleReview'), type: 'url', placeholder: 'https://g.page/…' },
};

export interface ProfileFormProps {
  user: User;
  /** Called with the saved user after the success toast (the business profile's dialog closes then). */
  onSaved?: (user: User) => void;
}

/**
 * docs/product.md §2 /profile: name and e-mail for everyone; a business also edits its business details, with the
 * location geocoded as in sign-up ('Coordinates: …'). Saving replaces the signed-in user.
 */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const isBusiness = user.role === 'business';
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    mode: 'onChange',
    defaultValues: profileFormValues(user),
  });
  const { errors } = form.formState;
  const fields = registerInOrder(form.register, personalFieldNames);
  // A new address needs the current password and waits for the link sent to it (docs/decisions/047).
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const email = (useWatch({ control: form.control, name: 'email' }) ?? '').trim();
  const emailChanged = email.toLowerCase() !== user.email.toLowerCase();
  const nameValue = useWatch({ control: form.control, name: 'name' });

  const savedLocation = (user.businessDetails?.businessLocation ?? '').trim();
  const location = (useWatch({ control: form.control, name: 'businessLocation' }) ?? '').trim();
  const locationChanged = isBusiness && location !== savedLocation;
  const geocode = useAddressGeocode(location, { enabled: locationChanged });
  const saved = user.businessDetails;
  const locationState: AddressGeocodeState = locationChanged
    ? geocode.state
    : saved && saved.latitude !== null && saved.longitude !== null
      ? {
          status: 'found',
          latitude: saved.latitude,
          longitude: saved.longitude,
          displayName: '',
          stale: false,
        }
      : { status: 'idle' };
  // A location the geocoder cannot place gets its pin by hand: it gives the host's runs their zone.
  const [handPin, setHandPin] = useState<LatLng | null>(null);
  const pin: LatLng | null = handPin ?? (locationState.status === 'found' ? locationState : null);
  const pinZone = useZoneAt(pin);
  const pinNeeded =
    isBusiness && pin === null && (locationState.status === 'error' || (!locationChanged && location !== ''))
      ? t('auth.profile.pinNeeded')
      : undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    if (emailChanged && !values.currentPassword) {
      const message = translateText(emailChangeMessages.currentPasswordRequired);
      form.setError('currentPassword', { type: 'required', message }, { shouldFocus: true });
      return;
    }
    const coordinates = handPin ?? (locationChanged ? await geocode.resolveCoordinates() : undefined);
    try {
      const savedUser = await update.mutateAsync({
        id: user.id,
        input: profilePayload(values, { isBusiness, location: coordinates, emailChanged }),
      });
      toast.success(t('auth.profile.updated'));
      setPendingEmail(emailChanged ? (values.email ?? null) : null);
      form.reset(profileFormValues(savedUser));
      setHandPin(null);
      onSaved?.(savedUser);
    } catch (error) {
      const names = [...(isBusiness ? profileFieldNames : personalFieldNames), 'currentPassword'] as const;
      // A message the server gave a field (a wrong current password, an address taken…) is said there, and only
      // there: a toast saying "try again" would not help.
      if (applyServerFieldErrors(error, names, form.setError)) return;
      if (isAppError(error) && error.status === 409) {
        form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      const description = isAppError(error) && error.status < 500 ? error.message : undefined;
      toast.error(t('auth.profile.failed'), { description });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('auth.profile.name')}
          error={errors.name?.message}
          limit={{ length: (nameValue ?? '').length, max: PROFILE_TEXT_MAX.name }}
        >
          {(control) => (
            <Input {...control} autoComplete="name" maxLength={PROFILE_TEXT_MAX.name} {...fields.name} />
          )}
        </FormField>
        <EmailField registration={fields.email} error={errors.email?.message} />
        {emailChanged && (
          <FormField
            label={t('auth.profile.currentPassword')}
            description={t('auth.profile.currentPasswordHint')}
            error={errors.currentPassword?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
          </FormField>
        )}
      </div>
      {pendingEmail && (
        <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-slate-900">
          {t('auth.profile.checkNewInbox', { email: pendingEmail, current: user.email })}
        </p>
      )}

      {isBusiness ? (
        <BusinessFields
          form={form}
          locationState={locationState}
          pin={
            <PinField
              pin={pin ? { latitude: pin.latitude, longitude: pin.longitude } : null}
              around={null}
              zone={pinZone.zone}
              onPlace={setHandPin}
              needed={pinNeeded}
            />
          }
        />
      ) : (
        <RemindersSetting form={form} />
      )}

      <SubmitButton busy={update.isPending} busyLabel={t('auth.profile.busy')} className="self-start">
        {t('auth.profile.save')}
      </SubmitButton>
    </form>
  );
}

/** A runner's reminders before their runs; every reminder also has a one-click unsubscribe link. */
function RemindersSetting({ form }: { form: UseFormReturn<ProfileFormValues, unknown, ProfileUpdateInput> }) {
  const hintId = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-base font-bold text-slate-900">{t('auth.profile.notifications')}</legend>
      <label className="flex items-start gap-3 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          aria-describedby={hintId}
          {...form.register('remindersEnabled')}
        />
        {translateText(reminderMessages.settingLabel)}
      </label>
      <p id={hintId} className="ml-8 text-xs text-slate-600">
        {translateText(reminderMessages.settingHint)} {t('auth.profile.alwaysSent')}
      </p>
    </fieldset>
  );
}

interface BusinessFieldsProps {
  form: UseFormReturn<ProfileFormValues, unknown, ProfileUpdateInput>;
  locationState: AddressGeocodeState;
  /** The business's map pin, placed by hand when its location cannot be. */
  pin: ReactNode;
}

/** The business part of the profile form: the business itself, then its website and social links. */
function BusinessFields({ form, locationState, pin }: BusinessFieldsProps) {
  const { errors } = form.formState;
  const fields = registerInOrder(form.register, businessFieldNames);
  const values = useWatch({ control: form.control });
  /** A counter and a stop for the fields with a length limit (docs/product.md §5 "Messages"). */
  const limitOf = (name: keyof typeof PROFILE_TEXT_MAX) => ({
    length: String(values[name] ?? '').length,
    max: PROFILE_TEXT_MAX[name],
  });
  const hasLimit = (name: string): name is keyof typeof PROFILE_TEXT_MAX =>
    Object.hasOwn(PROFILE_TEXT_MAX, name);

  const textField = (name: keyof typeof textFields) => {
    const spec = textFields[name];
    // Every one-line field has a limit: its own, or the links' (the API's, so typing stops before its 400).
    const max = hasLimit(name) ? PROFILE_TEXT_MAX[name] : PROFILE_LINK_MAX;
    return (
      <FormField
        key={name}
        label={t(spec.label)}
        error={errors[name]?.message}
        limit={{ length: String(values[name] ?? '').length, max }}
      >
        {(control) => (
          <Input
            {...control}
            type={spec.type}
            maxLength={max}
            autoComplete={spec.autoComplete}
            placeholder={spec.placeholderKey ? t(spec.placeholderKey) : spec.placeholder}
            {...fields[name]}
          />
        )}
      </FormField>
    );
  };

  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-bold text-slate-900">
          {t('auth.profile.businessDetails')}
        </legend>
        <FormField
          label={t('auth.profile.businessName')}
          error={errors.businessName?.message}
          limit={limitOf('businessName')}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="organization"
              maxLength={PROFILE_TEXT_MAX.businessName}
              {...fields.businessName}
            />
          )}
        </FormField>
        <FormField
          label={t('auth.profile.businessLocation')}
          status={<GeocodeStatus state={locationState} label={t('auth.profile.coordinates')} />}
          error={errors.businessLocation?.message}
          limit={limitOf('businessLocation')}
        >
          {(control) => (
            <Input {...control} maxLength={PROFILE_TEXT_MAX.businessLocation} {...fields.businessLocation} />
          )}
        </FormField>
        <div className="sm:col-span-2">{pin}</div>
        {detailFields.map(textField)}
        <FormField
          label={t('auth.profile.description')}
          error={errors.businessDescription?.message}
          limit={limitOf('businessDescription')}
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea
              {...control}
              maxLength={PROFILE_TEXT_MAX.businessDescription}
              {...fields.businessDescription}
            />
          )}
        </FormField>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-bold text-slate-900">{t('auth.profile.links')}</legend>
        {linkFields.map(textField)}
      </fieldset>
    </>
  );
}
