import { isAppError } from '@runtogether/shared/errors/app-error';
import { toRunInput, type RunInput } from '@runtogether/shared/runs/run-input.schemas';
import { runApiMessages } from '@runtogether/shared/runs/run-api.messages';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { Repeat } from '@runtogether/shared/series/repeat.schemas';
import type { SeriesScope } from '@runtogether/shared/series/series.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { createRun } from '../api/create-run';
import { runQueryKey } from '../api/get-run';
import { updateRun } from '../api/update-run';
import { uploadRunImage } from '../api/upload-run-image';
import { changedRunFields, runToFormValues } from '../utils/run-form-values';
import { invalidateRunViews } from '@/lib/query-client';

/** Navigation state /business/home reads to refresh its data after a run was created (docs/product.md §2). */
export interface RunCreatedState {
  runCreated: true;
}

export interface SaveOptions {
  /** A new run that repeats weekly. */
  repeat?: Repeat;
  /** An edited run of a weekly series: this run only, or it and the later ones. */
  scope?: SeriesScope;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The server's reason, as a person reads it: a field's own sentence rather than the list naming every path. */
const reasonOf = (error: unknown) => {
  if (!isAppError(error) || error.status >= 500) return undefined;
  return (error.fields && Object.values(error.fields)[0]) || error.message;
};

/**
 * Says that saving failed, with the server's reason when the user can act on it (a server fault says nothing
 * more). The form calls it only for a failure none of its fields shows: one message for one problem.
 */
export function announceSaveFailure(error: unknown, editing: boolean) {
  if (editing && isAppError(error) && error.status === 403)
    toast.error(t(runApiMessages.notAuthorizedTitle), { description: t(runApiMessages.notAuthorizedEdit) });
  else
    toast.error(editing ? t(runApiMessages.updateFailed) : t(runApiMessages.createFailed), {
      description: reasonOf(error),
    });
}

/**
 * Creates the run (or saves the changes to `run`), then uploads its image, then says so and moves on: a new run
 * to /business/home with the run-created state, an edited one to its page. A failure is thrown to the form,
 * which puts the server's messages on its fields or else announces it (`announceSaveFailure`), and keeps every
 * value. A new run of `businessId` is made by a manager acting for that business (docs/decisions/057).
 */
export function useSaveRun(run?: Run, businessId?: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const uploadImage = async (id: number, image: File, scope: SeriesScope | undefined) => {
    try {
      await uploadRunImage({ id, file: image, scope });
    } catch (error) {
      // The run itself is saved: this is only about its picture.
      toast.warning(t('runs.save.imageFailed', { reason: messageOf(error) }), {
        description: run ? t('runs.save.imageFailedEdit') : t('runs.save.imageFailedCreate'),
      });
    }
  };

  const save = async (input: RunInput, { repeat, scope }: SaveOptions): Promise<Run> => {
    if (!run) return createRun(repeat ? { ...input, repeat } : input, businessId);
    const before = {
      ...toRunInput(runToFormValues(run), {
        timezone: run.timezone,
        latitude: run.latitude,
        longitude: run.longitude,
      }),
      questions: run.questions,
      requireEmergencyContact: run.requireEmergencyContact,
    };
    // "This and following" applies every value the form shows to each later run, not only what differs from
    // this one: a later run that differs in a field the host left alone takes this run's value too.
    const change = scope === 'following' ? input : changedRunFields(before, input);
    return updateRun({ id: run.id, input: change, scope });
  };

  return async (input: RunInput, image: File | null, options: SaveOptions = {}): Promise<void> => {
    const saved = await save(input, options);
    // A new series' photo is its first run's: the later runs are made without it, so they get it too.
    const imageScope = run ? options.scope : saved.seriesId === null ? undefined : 'following';
    if (image) await uploadImage(saved.id, image, imageScope);
    if (run) queryClient.setQueryData(runQueryKey(saved.id), saved);
    // Every list and detail that shows runs (the events cache of docs/product.md §4) is refetched when next shown.
    void invalidateRunViews(queryClient);

    if (run) {
      toast.success(t(runApiMessages.updated));
      await navigate(paths.run.getHref(saved.id));
    } else {
      toast.success(t(runApiMessages.created));

      const state: RunCreatedState = { runCreated: true };
      await navigate(paths.businessHome.getHref(), { state });
    }
  };
}
