import { api } from '@/lib/api-client';

/**
 * DELETE /api/events/:id: 204 for the run's host, 403 for anyone else; the server e-mails the participants.
 * Here, below the features, because the run page and the dashboard both delete runs (each with its own cache
 * handling: the dashboard optimistically).
 */
export function deleteRun(id: number): Promise<void> {
  return api.delete(`/api/events/${id}`, null);
}
