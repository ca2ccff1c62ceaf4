import { DAY_MS, dateKeyInZone } from '@runtogether/shared/dates/date.rules';
import type { LatLng } from '@runtogether/shared/geo/geo.rules';
import {
  RUN_TEXT_MAX,
  runFormDefaults,
  runFormMessages,
  toRunInput,
  type RunFormValues,
} from '@runtogether/shared/runs/run-input.schemas';
import {
  DEFAULT_MAX_PARTICIPANTS,
  DISTANCE_MAX,
  DISTANCE_MIN,
  MAX_PARTICIPANTS_MAX,
  MAX_PARTICIPANTS_MIN,
  RUN_HORIZON_DAYS,
} from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { SeriesScope } from '@runtogether/shared/series/series.schemas';
import type { BusinessDetails } from '@runtogether/shared/users/user.schemas';
import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { GeocodeStatus } from '@/components/geocode-status';
import { PinField } from '@/components/map/pin-field';
import { PaceSlider } from '@/components/ui/pace-slider';
import { buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { useAddressGeocode, type AddressGeocodeState } from '@/hooks/use-address-geocode';
import { useZoneAt } from '@/hooks/use-zone-at';
import { useAuth } from '@/lib/auth';
import { t, translateText } from '@/lib/i18n';
import { zoneLabel } from '@/lib/zone-caption';
import { runImageSrc } from '../../utils/run-image';
import { PACE_STEP, snapPace } from '../../utils/pace-step';
import {
  browserTimeZone,
  numberOrUndefined,
  runFormResolver,
  runToFormValues,
  startsInPast,
} from '../../utils/run-form-values';
import { RepeatFields } from './repeat-fields';
import { fromDrafts, questionFields, QuestionsFields, questionsProblem, toDrafts } from './questions-fields';
import { repeatDefaults, toRepeat } from './repeat-state';
import { RunImageField } from './run-image-field';
import { groupDrafts, groupProblems, toGroupsInput } from './pace-groups-state';
import { announceSaveFailure, useSaveRun } from '../../hooks/use-save-run';
import { serverProblems, type FieldName } from './server-problems';

// The pace groups editor loads after the form (decision 014): most runs have no groups.
const PaceGroupsFields = lazy(() =>
  import('./pace-groups-fields').then((module) => ({ default: module.PaceGroupsFields })),
);

// What a change of the clocks does to the run's time matters only once a date and a time are in (decision 045).
const ClockChangeHint = lazy(() => import('./clock-change-hint'));

// Only a run of a weekly series asks "This run / This and following runs": most edits never load it.
const SeriesScopeChoice = lazy(() =>
  import('@/components/series-scope-choice').then((module) => ({ default: module.SeriesScopeChoice })),
);

/** A field's message (a schema's key, or the server's text already in the page's language) as shown. */
const shown = (message: string | undefined) => (message === undefined ? undefined : translateText(message));

/**
 * The Create/Edit Run form (docs/product.md §2 /business/create-run, §5 "Create run"). The address is geocoded
 * through the server as the host types; when it cannot be placed the host can put the pin on the map by hand.
 * The run's zone is its pin's; without a pin, the run's own (editing) or the host's business location's
 * (creating); never the browser's: with none of them the form asks for the pin (decision 048).
 */
export function RunForm({
  run,
  businessId,
  actingFor,
}: {
  run?: Run;
  /** A manager creating a run for this business (docs/decisions/057); the business itself leaves it out. */
  businessId?: string;
  /** That business's details, whose location gives the zone until the run has a pin, as the business's own do. */
  actingFor?: BusinessDetails;
}) {
  const auth = useAuth();
  const business = actingFor ?? (auth.status === 'authenticated' ? auth.user.businessDetails : undefined);
  const hostPin: LatLng | null =
    business && business.latitude !== null && business.longitude !== null
      ? { latitude: business.latitude, longitude: business.longitude }
      : null;
  const [handPin, setHandPin] = useState<LatLng | null>(null);
  // How many times a save asked for the pin (each time, its field takes the focus).
  const [pinAsked, setPinAsked] = useState(0);
  const [image, setImage] = useState<File | null>(null);
  const [repeat, setRepeat] = useState(repeatDefaults);
  const [repeatError, setRepeatError] = useState<string | undefined>();
  const [scope, setScope] = useState<SeriesScope>('this');
  // Sign-up questions and the emergency contact switch (docs/decisions/055), kept beside the form's fields.
  const [questions, setQuestions] = useState(() => toDrafts(run?.questions ?? []));
  const [requireContact, setRequireContact] = useState(run?.requireEmergencyContact ?? false);
  const [questionsError, setQuestionsError] = useState<string | null>(null);
  const [groups, setGroups] = useState(() => groupDrafts(run));
  const [groupsError, setGroupsError] = useState<string | undefined>();
  // The groups' own problems, found before saving, and how many saves found some (each focuses the first).
  const [groupIssues, setGroupIssues] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [groupsAsked, setGroupsAsked] = useState(0);
  const inSeries = run !== undefined && run.seriesId !== null;
  const saveRun = useSaveRun(run, businessId);

  const form = useForm<RunFormValues>({
    resolver: runFormResolver,
    mode: 'onTouched',
    defaultValues: run ? runToFormValues(run) : runFormDefaults(),
  });
  const { errors, isSubmitting } = form.formState;
  // Registered in page order, before rendering: react-hook-form focuses the first invalid field in this order.
  const fields = {
    title: form.register('title'),
    description: form.register('description'),
    date: form.register('date'),
    time: form.register('time'),
    location: form.register('location'),
    address: form.register('address'),
    distance: form.register('distance', { setValueAs: numberOrUndefined }),
    pace: form.register('pace', { setValueAs: snapPace }),
    unlimited: form.register('unlimited', {
      // docs/product.md §4: ticking clears the maximum; unticking brings back the default 20.
      onChange: (event: { target: { checked: boolean } }) => {
        form.setValue('maxParticipants', event.target.checked ? undefined : DEFAULT_MAX_PARTICIPANTS, {
          shouldValidate: true,
        });
      },
    }),
    maxParticipants: form.register('maxParticipants', { setValueAs: numberOrUndefined }),
    tags: form.register('tags'),
    whatsappGroupLink: form.register('whatsappGroupLink'),
    askToConfirm: form.register('askToConfirm'),
  } satisfies Record<FieldName, unknown>;
  const paceValue = useWatch({ control: form.control, name: 'pace' });
  const dateValue = useWatch({ control: form.control, name: 'date' });
  const timeValue = useWatch({ control: form.control, name: 'time' });
  const unlimited = useWatch({ control: form.control, name: 'unlimited' });
  const titleValue = useWatch({ control: form.control, name: 'title' });
  const descriptionValue = useWatch({ control: form.control, name: 'description' });
  const locationValue = useWatch({ control: form.control, name: 'location' });
  const addressValue = useWatch({ control: form.control, name: 'address' });
  const whatsappValue = useWatch({ control: form.control, name: 'whatsappGroupLink' });

  const address = addressValue.trim();
  const addressChanged = !run || address !== run.address.trim();
  const geocode = useAddressGeocode(address, { enabled: addressChanged });
  const savedPin: LatLng | null =
    run && run.latitude !== null && run.longitude !== null
      ? { latitude: run.latitude, longitude: run.longitude }
      : null;
  const geocodedPin: LatLng | null =
    addressChanged && geocode.state.status === 'found'
      ? { latitude: geocode.state.latitude, longitude: geocode.state.longitude }
      : null;
  const pin = handPin ?? (addressChanged ? geocodedPin : savedPin);
  // An edited run keeps its zone until its pin moves; a new one takes its pin's, else its host's.
  const zoneFrom = (at: LatLng | null, moved: boolean) =>
    run && !moved ? 'run' : at ? 'pin' : run ? 'run' : hostPin ? 'host' : null;
  const zoneSource = zoneFrom(pin, handPin !== null || geocodedPin !== null);
  // Only the zone the form shows is fetched: an edited run's unmoved pin needs none (submitting resolves one).
  const pinZone = useZoneAt(zoneSource === 'pin' ? pin : null);
  const hostZone = useZoneAt(zoneSource === 'host' ? hostPin : null);
  const timezone =
    zoneSource === 'run'
      ? run!.timezone
      : zoneSource === 'pin'
        ? pinZone.zone
        : zoneSource === 'host'
          ? hostZone.zone
          : null;
  const today = dateKeyInZone(new Date(), timezone ?? browserTimeZone());
  // Two years ahead at most (docs/decisions/045), told as the date is chosen rather than by the server on saving.
  // An edited run's own date is not judged again, as for the past.
  const lastDay = new Date(Date.parse(today) + RUN_HORIZON_DAYS * DAY_MS).toISOString().slice(0, 10);
  const tooFar = dateValue > lastDay && dateValue !== run?.date;
  const zoneText = timezone === null ? null : zoneLabel(timezone);
  const pinNeeded =
    pin === null && (pinAsked > 0 || (zoneSource === null && geocode.state.status === 'error'))
      ? t('runs.form.pinNeeded')
      : undefined;

  // A start in the past and the groups' and questions' problems are told with the other fields' on the first
  // save, not after them. The past is judged in the zone the form shows, or, before it knows one, for a day that
  // has ended everywhere (UTC−12).
  const onInvalid = (invalid: FieldErrors<RunFormValues>) => {
    setGroupIssues(groupProblems(groups));
    setQuestionsError(questionsProblem(questions));
    const { date, time } = form.getValues();
    if (invalid.date || invalid.time || (run && date === run.date && time === run.time)) return;
    const past =
      timezone === null ? date < dateKeyInZone(new Date(), 'Etc/GMT+12') : startsInPast(date, time, timezone);
    if (past) form.setError('date', { type: 'past', message: runFormMessages.inPast });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    // The groups' and the questions' problems are told together, not one save after the other.
    const problem = questionsProblem(questions);
    setQuestionsError(problem);
    const issues = groupProblems(groups);
    setGroupIssues(issues);
    if (issues.size > 0) setGroupsAsked((count) => count + 1);
    if (problem || issues.size > 0) return;
    const repeating = run ? {} : toRepeat(repeat, values.date);
    setRepeatError(repeating.error);
    if (repeating.error) return;
    const at = handPin ?? (addressChanged ? await geocode.resolveCoordinates() : savedPin);
    if (at === null && addressChanged && geocode.lookupFailed()) {
      // The address could not be looked up now (the service is down or slow): saving would put the run off the
      // map, or take an edited run's pin away; the host puts the pin, or saves again later (docs/product.md §5).
      setPinAsked((count) => count + 1);
      return;
    }
    const source = zoneFrom(at, handPin !== null || (addressChanged && at !== null));
    if (source === null) {
      // Nothing places the run: ask for the pin rather than guess a zone (docs/product.md §5 "Create run").
      setPinAsked((count) => count + 1);
      return;
    }
    // A pin whose zone cannot be looked up now goes without one: the server takes the pin's.
    const zone =
      source === 'run'
        ? run!.timezone
        : source === 'pin'
          ? await pinZone.resolve(at)
          : await hostZone.resolve(hostPin);
    if (zone === null && source === 'host') {
      setPinAsked((count) => count + 1);
      return;
    }
    const startChanged =
      !run || values.date !== run.date || values.time !== run.time || zone !== run.timezone;
    if (zone !== null && startChanged && startsInPast(values.date, values.time, zone)) {
      form.setError('date', { type: 'past', message: runFormMessages.inPast }, { shouldFocus: true });
      return;
    }
    const input = {
      ...toRunInput(values, {
        timezone: zone,
        latitude: at?.latitude ?? null,
        longitude: at?.longitude ?? null,
      }),
      // Sent only when set or changed, so a run without questions sends what it always did.
      ...questionFields(fromDrafts(questions), requireContact, run),
      groups: toGroupsInput(groups, (run?.groups.length ?? 0) > 0),
    };
    setGroupsError(undefined);
    try {
      await saveRun(input, image, { repeat: repeating.repeat, scope: inSeries ? scope : undefined });
    } catch (error) {
      if (!showServerProblems(error)) announceSaveFailure(error, run !== undefined);
    }
  }, onInvalid);

  /** Puts a refusal's messages where the host fixes them; false when none fits (then a toast says it failed). */
  const showServerProblems = (error: unknown): boolean => {
    const problems = serverProblems(error);
    if (!problems) return false;
    problems.fields.forEach(([name, message], index) =>
      form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
    if (problems.groupFields.size > 0) {
      setGroupIssues(problems.groupFields);
      // The focus goes to the first problem in page order: the fields above the groups first.
      if (problems.fields.length === 0) setGroupsAsked((count) => count + 1);
    }
    if (problems.groups) setGroupsError(problems.groups);
    if (problems.repeat) setRepeatError(problems.repeat);
    if (problems.questions) setQuestionsError(problems.questions);
    return true;
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <FormField
        label={t('runs.form.title')}
        error={shown(errors.title?.message)}
        limit={{ length: titleValue.length, max: RUN_TEXT_MAX.title }}
      >
        {(control) => (
          <Input
            {...control}
            placeholder={t('runs.form.titlePlaceholder')}
            maxLength={RUN_TEXT_MAX.title}
            {...fields.title}
          />
        )}
      </FormField>
      <FormField
        label={t('runs.form.description')}
        error={shown(errors.description?.message)}
        limit={{ length: descriptionValue.length, max: RUN_TEXT_MAX.description }}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={RUN_TEXT_MAX.description}
            placeholder={t('runs.form.descriptionPlaceholder')}
            {...fields.description}
          />
        )}
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('runs.form.date')}
          error={shown(errors.date?.message ?? (tooFar ? runFormMessages.tooFar : undefined))}
        >
          {(control) => <Input {...control} type="date" min={today} max={lastDay} {...fields.date} />}
        </FormField>
        <FormField
          label={t('runs.form.time')}
          description={
            <>
              {zoneText === null
                ? zoneSource === null
                  ? t('runs.form.zoneUnknown')
                  : '…'
                : zoneSource === 'host'
                  ? t('runs.form.zoneFromHost', { zone: zoneText })
                  : zoneText}
              <Suspense>
                <ClockChangeHint date={dateValue} time={timeValue} timeZone={timezone} zone={zoneText} />
              </Suspense>
            </>
          }
          error={shown(errors.time?.message)}
        >
          {(control) => <Input {...control} type="time" {...fields.time} />}
        </FormField>
      </div>

      <FormField
        label={t('runs.form.location')}
        description={t('runs.form.locationDescription')}
        error={shown(errors.location?.message)}
        limit={{ length: locationValue.length, max: RUN_TEXT_MAX.location }}
      >
        {(control) => (
          <Input
            {...control}
            placeholder={t('runs.form.locationPlaceholder')}
            maxLength={RUN_TEXT_MAX.location}
            {...fields.location}
          />
        )}
      </FormField>
      <FormField
        label={t('runs.form.address')}
        status={
          <AddressStatus
            state={addressChanged ? geocode.state : null}
            hasSavedPin={savedPin !== null}
            hasHandPin={handPin !== null}
          />
        }
        error={shown(errors.address?.message)}
        limit={{ length: addressValue.length, max: RUN_TEXT_MAX.address }}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="street-address"
            placeholder={t('runs.form.addressPlaceholder')}
            maxLength={RUN_TEXT_MAX.address}
            {...fields.address}
          />
        )}
      </FormField>
      <PinField
        headingLevel="h2"
        pin={pin}
        around={hostPin}
        zone={timezone}
        onPlace={setHandPin}
        needed={pinNeeded}
        focusRequest={pinAsked}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('runs.form.distance')} error={shown(errors.distance?.message)}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={DISTANCE_MIN}
              max={DISTANCE_MAX}
              step={1}
              {...fields.distance}
            />
          )}
        </FormField>
        <FormField label={t('runs.form.pace')} error={shown(errors.pace?.message)}>
          {(control) => (
            <PaceSlider control={control} registration={fields.pace} pace={paceValue} step={PACE_STEP} />
          )}
        </FormField>
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('runs.form.spots')}</legend>
        <label className="flex w-fit cursor-pointer items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-brand-700" {...fields.unlimited} />
          {t('runs.form.unlimitedSpots')}
        </label>
        <FormField
          label={t('runs.form.maxParticipants')}
          // Editing: the runners with a spot keep it, so the maximum cannot go below them (the API says so too);
          // guests at check-in are not runners with a spot to keep (docs/decisions/057).
          description={
            run && run.currentParticipants > run.currentGuests
              ? t('runs.form.maxParticipantsRegistered', {
                  count: run.currentParticipants - run.currentGuests,
                })
              : undefined
          }
          error={shown(errors.maxParticipants?.message)}
          className="sm:max-w-xs"
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={MAX_PARTICIPANTS_MIN}
              max={MAX_PARTICIPANTS_MAX}
              step={1}
              disabled={unlimited}
              placeholder={unlimited ? t('runs.form.unlimited') : undefined}
              {...fields.maxParticipants}
            />
          )}
        </FormField>
        {/* "Ask to confirm" (docs/decisions/053): frequent no-shows are asked "Still coming?" before the start. */}
        <div className="flex flex-col gap-1">
          <label className="flex w-fit cursor-pointer items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              aria-describedby="ask-to-confirm-hint"
              {...fields.askToConfirm}
            />
            {t('runs.form.askToConfirm')}
          </label>
          <p id="ask-to-confirm-hint" className="text-sm text-slate-600">
            {t('runs.form.askToConfirmHint')}
          </p>
        </div>
      </fieldset>

      <Suspense fallback={null}>
        <PaceGroupsFields
          groups={groups}
          onChange={(next) => {
            setGroups(next);
            setGroupsError(undefined);
            if (groupIssues.size > 0) setGroupIssues(groupProblems(next));
          }}
          pace={paceValue}
          error={groupsError ?? shown(groupIssues.get(''))}
          problems={groupIssues}
          asked={groupsAsked}
          disabled={isSubmitting}
        />
      </Suspense>

      <FormField
        label={t('runs.form.tags')}
        description={t('runs.form.tagsDescription')}
        error={shown(errors.tags?.message)}
      >
        {(control) => <Input {...control} placeholder={t('runs.form.tagsPlaceholder')} {...fields.tags} />}
      </FormField>
      <FormField
        label={t('runs.form.whatsapp')}
        description={t('runs.form.whatsappDescription')}
        error={shown(errors.whatsappGroupLink?.message)}
        limit={{ length: whatsappValue.length, max: RUN_TEXT_MAX.whatsappGroupLink }}
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder={t('runs.form.whatsappPlaceholder')}
            maxLength={RUN_TEXT_MAX.whatsappGroupLink}
            {...fields.whatsappGroupLink}
          />
        )}
      </FormField>

      {!run && (
        <RepeatFields
          state={repeat}
          onChange={(next) => {
            setRepeat(next);
            setRepeatError(undefined);
          }}
          date={dateValue}
          time={timeValue}
          error={repeatError}
        />
      )}

      <QuestionsFields
        questions={questions}
        onQuestionsChange={(next) => {
          setQuestions(next);
          setQuestionsError(null);
        }}
        requireEmergencyContact={requireContact}
        onRequireEmergencyContactChange={setRequireContact}
        problem={questionsError}
      />

      <RunImageField
        currentUrl={run?.imageUrl ? runImageSrc(run) : null}
        onChange={setImage}
        disabled={isSubmitting}
      />

      {inSeries && (
        <Suspense fallback={null}>
          <SeriesScopeChoice
            legend={t('runs.form.scopeLegend')}
            value={scope}
            onChange={setScope}
            disabled={isSubmitting}
          />
        </Suspense>
      )}

      {/* Drawn in the order the keyboard visits them: Create (Save) first, on a phone too. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton
          busy={isSubmitting}
          busyLabel={run ? t('runs.form.saving') : t('runs.form.creating')}
          size="lg"
        >
          {run ? t('runs.form.saveChanges') : t('runs.form.create')}
        </SubmitButton>
        <Link
          to={run ? paths.run.getHref(run.id) : paths.businessHome.getHref()}
          className={buttonVariants({ variant: 'ghost', size: 'lg' })}
        >
          {t('runs.form.cancel')}
        </Link>
      </div>
    </form>
  );
}

/** What the address lookup found, or (editing, address untouched) whether the run already has a pin. */
function AddressStatus({
  state,
  hasSavedPin,
  hasHandPin,
}: {
  state: AddressGeocodeState | null;
  hasSavedPin: boolean;
  hasHandPin: boolean;
}) {
  if (!state)
    return hasSavedPin || hasHandPin ? null : (
      <p className="text-slate-600">{t('runs.form.savedWithoutPin')}</p>
    );
  return (
    <>
      <GeocodeStatus state={state} label={t('runs.form.locationFound')} />
      {state.status === 'error' && state.notFound && !hasHandPin && (
        <p className="mt-1 text-slate-700">{t('runs.form.noMapPin')}</p>
      )}
    </>
  );
}
