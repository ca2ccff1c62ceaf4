import { geocodeMessages } from '@runtogether/shared/geo/geocode.messages';
import { runFormMessages, toRunInput } from '@runtogether/shared/runs/run-input.schemas';
import { runApiMessages } from '@runtogether/shared/runs/run-api.messages';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authenticated, createTestQueryClient, renderWithProviders } from '@/testing/render';
import { testRun } from '@/testing/run-fixtures';
import {
  readJson,
  readText,
  sendJson,
  setPageOrigin,
  startTestServer,
  type TestServer,
} from '@/testing/test-server';
import { Component as EditRunPage } from './edit-run';
import { translateText } from '@/lib/i18n';
import { runToFormValues } from '@/features/runs/utils/run-form-values';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
const location = () => screen.getByTestId('location');
const save = () => screen.getByRole('button', { name: 'Save Changes' });

describe('/business/runs/:id/edit', () => {
  let server: TestServer;
  let stored: Run;
  let patches: unknown[];
  let uploads: string[];
  let answerPatch: (res: ServerResponse, body: Record<string, unknown>) => void;
  let geocoderDown: boolean;

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/geocode' && geocoderDown) {
      sendJson(res, 502, {
        error: { code: 'GEOCODER_FAILED', message: translateText(geocodeMessages.unavailable) },
      });
    } else if (url.pathname === '/api/geocode') {
      sendJson(res, 200, {
        latitude: 41.385064,
        longitude: 2.173404,
        displayName: 'Barcelona',
        stale: false,
      });
    } else if (url.pathname === '/api/geocode/zone') {
      sendJson(res, 200, { timezone: 'Europe/Madrid' });
    } else if (req.method === 'GET' && url.pathname === '/api/events/7') {
      sendJson(res, 200, stored);
    } else if (req.method === 'PATCH' && url.pathname === '/api/events/7') {
      void readJson(req).then((body) => {
        patches.push(body);
        answerPatch(res, body as Record<string, unknown>);
      });
    } else if (req.method === 'POST' && url.pathname === '/api/events/7/image') {
      void readText(req).then((body) => {
        uploads.push(body);
        sendJson(res, 200, { imageUrl: '/files/events/event-7.webp' });
      });
    } else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Run not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    stored = testRun({ id: 7, hostId: 'b-1', timezone: 'America/New_York' });
    patches = [];
    uploads = [];
    geocoderDown = false;
    server.requests.length = 0;
    answerPatch = (res, body) => sendJson(res, 200, { ...stored, ...body });
  });
  afterAll(() => server.close());

  function renderPage(id: number | string = 7, userId = 'b-1') {
    return renderWithProviders(<EditRunPage />, {
      auth: authenticated({ id: userId, role: 'business' }),
      path: `/business/runs/${id}/edit`,
      route: '/business/runs/:id/edit',
      queryClient: createTestQueryClient(),
    });
  }

  it("loads the run and fills the form with it, in the run's own time zone", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Run' })).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Saturday Sunrise 5K');
    expect(field('Description')).toHaveValue('An easy loop around the park, coffee afterwards.');
    expect(field('Date')).toHaveValue('2030-05-18');
    expect(field('Time')).toHaveValue('07:30');
    expect(field('Time')).toHaveAccessibleDescription('New York time');
    expect(field('Location')).toHaveValue('Retiro Park');
    expect(field('Address')).toHaveValue('Puerta de Alcalá, Madrid');
    expect(field('Distance (km)')).toHaveValue(5);
    expect(screen.getByText('5:30 min/km')).toBeInTheDocument();
    expect(field('Max participants')).toHaveValue(20);
    expect(field('Tags')).toHaveValue('social, coffee');
    expect(field('WhatsApp group link')).toHaveValue('');
    expect(server.requests).toEqual(['GET /api/events/7']);
  });

  it('shows an unlimited run with the box ticked and no maximum', async () => {
    stored = testRun({
      id: 7,
      hostId: 'b-1',
      maxParticipants: null,
      whatsappGroupLink: 'https://chat.whatsapp.com/x',
    });
    renderPage();
    expect(await screen.findByRole('checkbox', { name: 'Unlimited spots' })).toBeChecked();
    expect(field('Max participants')).toHaveValue(null);
    expect(field('Max participants')).toBeDisabled();
    expect(field('WhatsApp group link')).toHaveValue('https://chat.whatsapp.com/x');
  });

  it('PATCHes only what changed, says so and opens the run', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.clear(await screen.findByLabelText('Title'));
    await user.type(field('Title'), 'Sunday Sunrise 10K');
    await user.clear(field('Tags'));
    await user.type(field('Tags'), 'long, coffee');
    await user.click(save());

    expect(await screen.findByText('Run updated successfully!')).toBeInTheDocument();
    expect(patches).toEqual([{ title: 'Sunday Sunrise 10K', tags: ['long', 'coffee'] }]);
    await waitFor(() => expect(location()).toHaveTextContent('/runs/7'));
  });

  it('asks for a run of a weekly series whether the later runs change too, and says so in the PATCH', async () => {
    const user = userEvent.setup();
    stored = testRun({ id: 7, hostId: 'b-1', seriesId: 3 });
    renderPage();
    await user.clear(await screen.findByLabelText('Title'));
    await user.type(field('Title'), 'Club Run');
    expect(await screen.findByRole('radio', { name: 'This run' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'This and following runs' }));
    await user.click(save());
    expect(await screen.findByText('Run updated successfully!')).toBeInTheDocument();
    expect(server.requests).toContain('PATCH /api/events/7?scope=following');
    // Every value the form shows goes to the later runs, not only the one that differs from this run.
    expect(patches).toEqual([
      toRunInput(
        { ...runToFormValues(stored), title: 'Club Run' },
        {
          timezone: stored.timezone,
          latitude: stored.latitude,
          longitude: stored.longitude,
        },
      ),
    ]);
    // Creating offers a repeat; editing does not (a series is edited run by run or from one on).
    expect(screen.queryByRole('checkbox', { name: 'Repeat this run' })).not.toBeInTheDocument();
  });

  it('sends no scope for a one-off run and does not ask', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.clear(await screen.findByLabelText('Title'));
    await user.type(field('Title'), 'Solo Run');
    expect(screen.queryByRole('radio', { name: 'This run' })).not.toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Run updated successfully!')).toBeInTheDocument();
    expect(server.requests).toContain('PATCH /api/events/7');
  });

  it("sends a new start in the run's stored zone while its pin stays", async () => {
    const user = userEvent.setup();
    renderPage();
    fireEvent.change(await screen.findByLabelText('Time'), { target: { value: '08:15' } });
    await user.click(save());
    expect(await screen.findByText('Run updated successfully!')).toBeInTheDocument();
    expect(patches).toEqual([{ date: '2030-05-18', time: '08:15', timezone: 'America/New_York' }]);
  });

  it("sends a new start in the zone of the run's new pin when its address moves", async () => {
    const user = userEvent.setup();
    renderPage();
    fireEvent.change(await screen.findByLabelText('Time'), { target: { value: '08:15' } });
    await user.clear(field('Address'));
    await user.type(field('Address'), 'Plaça de Catalunya, Barcelona');
    await user.click(save());

    expect(await screen.findByText('Run updated successfully!')).toBeInTheDocument();
    expect(patches).toEqual([
      {
        date: '2030-05-18',
        time: '08:15',
        timezone: 'Europe/Madrid',
        address: 'Plaça de Catalunya, Barcelona',
        latitude: 41.385064,
        longitude: 2.173404,
      },
    ]);
  });

  it("keeps the run's pin when its new address cannot be looked up now: asks for the pin, then saves the new one", async () => {
    const user = userEvent.setup();
    geocoderDown = true;
    renderPage();
    await user.clear(await screen.findByLabelText('Address'));
    await user.type(field('Address'), 'Plaça de Catalunya, Barcelona');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Put the pin where the run starts/);
    expect(patches).toEqual([]);

    geocoderDown = false;
    await user.click(save());
    expect(await screen.findByText('Run updated successfully!')).toBeInTheDocument();
    expect(patches).toMatchObject([
      { address: 'Plaça de Catalunya, Barcelona', latitude: 41.385064, longitude: 2.173404 },
    ]);
  });

  it('uploads a newly chosen image after saving', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.upload(
      await screen.findByLabelText('Run Image'),
      new File(['png'], 'new.png', { type: 'image/png' }),
    );
    await user.click(save());
    expect(await screen.findByText('Run updated successfully!')).toBeInTheDocument();
    expect(patches).toEqual([{}]);
    expect(uploads[0]).toContain('filename="new.png"');
  });

  it("shows 'Saving...' while saving", async () => {
    const user = userEvent.setup();
    renderPage();
    answerPatch = () => {
      // never answers
    };
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("says 'Not authorized' when the server refuses the edit, keeping the changes", async () => {
    const user = userEvent.setup();
    renderPage();
    answerPatch = (res) =>
      sendJson(res, 403, {
        error: { code: 'FORBIDDEN', message: translateText(runApiMessages.notAuthorizedEdit) },
      });
    await user.type(await screen.findByLabelText('Title'), ' (changed)');
    await user.click(save());

    expect(await screen.findByText(translateText(runApiMessages.notAuthorizedTitle))).toBeInTheDocument();
    expect(screen.getByText(translateText(runApiMessages.notAuthorizedEdit))).toBeInTheDocument();
    expect(location()).toHaveTextContent('/business/runs/7/edit');
    expect(field('Title')).toHaveValue('Saturday Sunrise 5K (changed)');
  });

  it('puts server field messages under the fields when saving fails, with no toast beside them', async () => {
    const user = userEvent.setup();
    renderPage();
    answerPatch = (res) =>
      sendJson(res, 400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid input',
          fields: { date: translateText(runFormMessages.inPast) },
        },
      });
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2030-05-19' } });
    await user.click(save());
    await waitFor(() =>
      expect(field('Date')).toHaveAccessibleDescription(
        expect.stringContaining(translateText(runFormMessages.inPast)),
      ),
    );
    expect(screen.queryByText(translateText(runApiMessages.updateFailed))).not.toBeInTheDocument();
  });

  it('says that saving failed when the server fails, keeping the changes', async () => {
    const user = userEvent.setup();
    renderPage();
    answerPatch = (res) =>
      sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Internal Server Error' } });
    await user.type(await screen.findByLabelText('Title'), ' (changed)');
    await user.click(save());
    expect(await screen.findByText(translateText(runApiMessages.updateFailed))).toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
    expect(field('Title')).toHaveValue('Saturday Sunrise 5K (changed)');
  });

  it('says how many runners have a spot, and why the maximum cannot go below them', async () => {
    const user = userEvent.setup();
    stored = testRun({ id: 7, hostId: 'b-1', timezone: 'America/New_York', currentParticipants: 12 });
    renderPage();
    const sentence =
      "12 runners already have a spot, so the maximum can't be lower than 12. Runners keep their spots: to take fewer, ask some to cancel first.";
    answerPatch = (res) =>
      sendJson(res, 409, {
        error: {
          code: 'CONFLICT',
          message: sentence,
          fields: { maxParticipants: sentence },
          details: { registered: 12 },
        },
      });
    const max = await screen.findByLabelText('Max participants');
    expect(max).toHaveAccessibleDescription(
      expect.stringContaining("12 runners already have a spot: the maximum can't be lower."),
    );
    await user.clear(max);
    await user.type(max, '5');
    await user.click(save());
    await waitFor(() =>
      expect(field('Max participants')).toHaveAccessibleDescription(expect.stringContaining(sentence)),
    );
    expect(patches).toEqual([{ maxParticipants: 5 }]);
  });

  it('says registered runners will be e-mailed a new date, time, place or distance; not when only guests came', async () => {
    const notice =
      'Runners are registered for this run: if you change its date, time, place or distance, they will all be e-mailed the change.';
    const first = renderPage();
    await screen.findByLabelText('Max participants');
    expect(screen.getByText(notice)).toBeVisible();
    first.unmount();
    stored = testRun({ id: 7, hostId: 'b-1', currentParticipants: 2, currentGuests: 2 });
    renderPage();
    await screen.findByLabelText('Max participants');
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('counts only the registered runners as keeping a spot, as the API does, not the guests', async () => {
    stored = testRun({ id: 7, hostId: 'b-1', currentParticipants: 12, currentGuests: 2 });
    renderPage();
    expect(await screen.findByLabelText('Max participants')).toHaveAccessibleDescription(
      expect.stringContaining("10 runners already have a spot: the maximum can't be lower."),
    );
  });

  it("does not offer the form for another host's run", async () => {
    renderPage(7, 'b-2');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: translateText(runApiMessages.notAuthorizedTitle),
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(translateText(runApiMessages.notAuthorizedEdit))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it("shows 'Run not found' for a run that does not exist, or an id that is no number", async () => {
    const { unmount } = renderPage(999);
    expect(await screen.findByRole('heading', { level: 1, name: 'Run not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Runs' })).toHaveAttribute('href', '/runs');
    unmount();

    renderPage('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Run not found' })).toBeInTheDocument();
    expect(server.requests).toEqual(['GET /api/events/999']);
  });
});
