import { isAppError } from '@runtogether/shared/errors/app-error';
import { RUN_MESSAGE_MAX, runMessageInputSchema } from '@runtogether/shared/run-messages/run-message.schemas';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { t, translateText } from '@/lib/i18n';
import { useHydrated } from '@/lib/hydration';
import { toast } from '@/components/ui/toast';
import { useRunMessages, useSendRunMessage } from '../../api/run-messages';

/**
 * The host's short message to everyone registered ("Meet at the north gate"), e-mailed at once; at most 3 per
 * run a day, and the form says how many are left. The shared schema checks it here and on the server.
 */
export function RunMessageForm({ runId }: { runId: number }) {
  const messages = useRunMessages(runId);
  const send = useSendRunMessage(runId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remaining = messages.data?.remainingToday;
  const none = remaining === 0;
  // Server-rendered for the host: what is typed before the page hydrates would be lost, so wait for it.
  const hydrated = useHydrated();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = runMessageInputSchema.safeParse({ body });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message === undefined ? undefined : translateText(message));
      return;
    }
    setError(undefined);
    send.mutate(parsed.data, {
      onSuccess: (sent) => {
        setBody('');
        // The same words, minutes after they went out: the server mailed nobody again.
        const title = sent.alreadySent
          ? t('runs.message.alreadySent')
          : t('runs.message.sent', { count: sent.recipients });
        toast.success(title, {
          description: t('runs.message.remaining', { count: sent.remainingToday }),
        });
      },
      onError: (failure) => {
        const message = isAppError(failure) && failure.status < 500 ? failure.message : undefined;
        if (isAppError(failure) && failure.fields?.body) setError(failure.fields.body);
        toast.error(t('runs.message.failed'), { description: message });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <FormField
        label={t('runs.message.label')}
        description={t('runs.message.description')}
        limit={{ length: body.trim().length, max: RUN_MESSAGE_MAX }}
        status={remaining === undefined ? null : t('runs.message.remaining', { count: remaining })}
        error={error}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={RUN_MESSAGE_MAX + 20}
            placeholder={t('runs.message.placeholder')}
            value={body}
            disabled={none || !hydrated}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </FormField>
      <SubmitButton
        busy={send.isPending}
        busyLabel={t('runs.message.sending')}
        disabled={none || !hydrated}
        className="self-start"
      >
        {t('runs.message.send')}
      </SubmitButton>
    </form>
  );
}
