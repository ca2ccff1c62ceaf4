import { zodResolver } from '@hookform/resolvers/zod';
import { businessSignupSchema } from '@runtogether/shared/auth/auth.schemas';
import { countryCodes, DEFAULT_COUNTRY_CODE } from '@runtogether/shared/users/user.schemas';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { GeocodeStatus } from '@/components/geocode-status';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useAddressGeocode } from '@/hooks/use-address-geocode';
import { applyServerFieldErrors, registerInOrder } from '@/lib/form';
import { t } from '@/lib/i18n';
import { useSignupSubmit } from '../hooks/use-signup-submit';
import { SignupCredentials } from './signup-credentials';

type BusinessValues = z.input<typeof businessSignupSchema>;
const fieldNames = [
  'name',
  'businessName',
  'businessLocation',
  'countryCode',
  'businessPhone',
  'email',
  'password',
] as const;

/**
 * docs/product.md §5 "Business sign-up": the person, the business, its location (geocoded as the user types, spec
 * "Address geocoding"), a phone with its country code (+34 first), e-mail and password.
 * Coordinates are sent only when the location was found (decision 007: none are invented), and always
 * for the address as submitted.
 */
export function BusinessSignupForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { submit, formError, isPending } = useSignupSubmit();
  const form = useForm<BusinessValues, unknown, z.output<typeof businessSignupSchema>>({
    resolver: zodResolver(businessSignupSchema),
    mode: 'onChange',
    defaultValues: {
      role: 'business',
      name: '',
      businessName: '',
      businessLocation: '',
      countryCode: DEFAULT_COUNTRY_CODE,
      businessPhone: '',
      email: initialEmail,
      password: '',
    },
  });
  const { errors } = form.formState;
  const fields = registerInOrder(form.register, fieldNames);
  const location = useWatch({ control: form.control, name: 'businessLocation' });
  const geocode = useAddressGeocode(location);

  const onSubmit = form.handleSubmit(async (values) => {
    const coordinates = await geocode.resolveCoordinates();
    return submit({ ...values, ...coordinates }, (error) =>
      applyServerFieldErrors(error, fieldNames, form.setError),
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField label={t('auth.signup.yourName')} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...fields.name} />}
      </FormField>
      <FormField label={t('auth.signup.businessName')} error={errors.businessName?.message}>
        {(control) => <Input {...control} autoComplete="organization" {...fields.businessName} />}
      </FormField>
      <FormField
        label={t('auth.signup.businessLocation')}
        description={t('auth.signup.locationHint')}
        status={<GeocodeStatus state={geocode.state} label={t('auth.signup.locationFound')} />}
        error={errors.businessLocation?.message}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="street-address"
            placeholder={t('auth.signup.locationPlaceholder')}
            {...fields.businessLocation}
          />
        )}
      </FormField>
      <div className="grid grid-cols-[7rem_1fr] gap-3">
        <FormField label={t('auth.signup.countryCode')} error={errors.countryCode?.message}>
          {(control) => (
            <Select {...control} autoComplete="tel-country-code" {...fields.countryCode}>
              {countryCodes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('auth.signup.phone')} error={errors.businessPhone?.message}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              placeholder={t('auth.signup.phonePlaceholder')}
              {...fields.businessPhone}
            />
          )}
        </FormField>
      </div>
      <SignupCredentials
        email={fields.email}
        password={fields.password}
        errors={{ email: errors.email?.message, password: errors.password?.message }}
        formError={formError}
        isPending={isPending}
      />
    </form>
  );
}
