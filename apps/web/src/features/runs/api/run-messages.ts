import {
  runMessagesSchema,
  sentRunMessageSchema,
  type RunMessageInput,
  type RunMessages,
  type SentRunMessage,
} from '@runtogether/shared/run-messages/run-message.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/events/:id/messages (the run's host): the messages sent and how many are left today. */
export function getRunMessages(runId: number, signal?: AbortSignal): Promise<RunMessages> {
  return api.get(`/api/events/${encodeURIComponent(runId)}/messages`, runMessagesSchema, { signal });
}

export const runMessagesQueryOptions = (runId: number) =>
  queryOptions({
    queryKey: queryKeys.runs.messages(runId),
    queryFn: ({ signal }) => getRunMessages(runId, signal),
  });

export const useRunMessages = (runId: number) => useQuery(runMessagesQueryOptions(runId));

/** POST /api/events/:id/messages: e-mails everyone registered; answers the message and what is left today. */
export function sendRunMessage(runId: number, input: RunMessageInput): Promise<SentRunMessage> {
  return api.post(`/api/events/${encodeURIComponent(runId)}/messages`, sentRunMessageSchema, { body: input });
}

export function useSendRunMessage(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RunMessageInput) => sendRunMessage(runId, input),
    onSuccess: (sent) => {
      queryClient.setQueryData<RunMessages>(queryKeys.runs.messages(runId), (previous) =>
        previous
          ? { ...previous, remainingToday: sent.remainingToday, items: [sent.message, ...previous.items] }
          : previous,
      );
    },
  });
}
