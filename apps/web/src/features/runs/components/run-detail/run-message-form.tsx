import { isAppError } from '@runtogether/shared/errors/app-error';
import {
  RUN_MESSAGE_MAX,
  runMessageInputSchema,
  runMessageMessages,
} from '@runtogether/shared/run-messages/run-message.schemas';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { useHydrated } from '@/lib/server-render';
import { toast } from '@/components/ui/toast';
import { useRunMessages, useSendRunMessage } from '../../api/run-messages';

export const RUN_MESSAGE_FAILED = 'Your message was not sent';

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
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data, {
      onSuccess: (sent) => {
        setBody('');
        toast.success(runMessageMessages.sent(sent.recipients), {
          description: runMessageMessages.remaining(sent.remainingToday),
        });
      },
      onError: (failure) => {
        const message = isAppError(failure) && failure.status < 500 ? failure.message : undefined;
        if (isAppError(failure) && failure.fields?.body) setError(failure.fields.body);
        toast.error(RUN_MESSAGE_FAILED, { description: message });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <FormField
        label="Message your runners"
        description={`Everyone registered gets it by e-mail. ${body.trim().length}/${RUN_MESSAGE_MAX}`}
        status={remaining === undefined ? null : runMessageMessages.remaining(remaining)}
        error={error}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={RUN_MESSAGE_MAX + 20}
            placeholder="Meet at the north gate"
            value={body}
            disabled={none || !hydrated}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </FormField>
      <SubmitButton
        busy={send.isPending}
        busyLabel="Sending..."
        disabled={none || !hydrated}
        className="self-start"
      >
        Send message
      </SubmitButton>
    </form>
  );
}
