import { IMAGE_MAX_BYTES, imageMessages } from '@runtogether/shared/images/image.rules';
import { geocodeMessages } from '@runtogether/shared/geo/geocode.messages';
import { runFormDefaults, runFormMessages, toRunInput } from '@runtogether/shared/runs/run-input.schemas';
import { questionMessages } from '@runtogether/shared/registrations/questions.schemas';
import { runGroupMessages } from '@runtogether/shared/runs/run-groups.schemas';
import { seriesMessages } from '@runtogether/shared/series/series.messages';
import type { BusinessDetails } from '@runtogether/shared/users/user.schemas';
import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { Component as CreateRunPage } from './create-run';
import { setBrowserMessages, translateText } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
const location = () => screen.getByTestId('location');
const submit = () => screen.getByRole('button', { name: 'Create Run' });
const errorOf = (label: string) => field(label).getAttribute('aria-describedby') ?? '';

/** The description of a control ends with its error: check the message sits under that field. */
const expectFieldError = (label: string, message: string) =>
  waitFor(() => expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message)));

const barcelona = { latitude: 41.385064, longitude: 2.173404 };

const businessDetails = (pin: { latitude: number; longitude: number } | null): BusinessDetails => ({
  businessName: 'Marta Runs',
  businessLocation: pin ? 'Madrid' : 'Somewhere unknown',
  businessPhone: null,
  description: null,
  businessDescription: null,
  address: null,
  businessType: null,
  website: null,
  instagram: null,
  facebook: null,
  twitter: null,
  linkedin: null,
  google_review: null,
  socialLinks: {
    website: null,
    instagram: null,
    facebook: null,
    twitter: null,
    linkedin: null,
    google_review: null,
  },
  latitude: pin?.latitude ?? null,
  longitude: pin?.longitude ?? null,
});

describe('/business/create-run', () => {
  let server: TestServer;
  let created: unknown[];
  let uploads: { url: string; body: string }[];
  let answerCreate: (res: ServerResponse, body: Record<string, unknown>) => void;
  let answerUpload: (res: ServerResponse) => void;

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/geocode') {
      const q = url.searchParams.get('q') ?? '';
      if (q.includes('Nowhere')) {
        sendJson(res, 404, {
          error: { code: 'NOT_FOUND', message: translateText(geocodeMessages.notFound) },
        });
        return;
      }
      if (q.includes('Outage')) {
        sendJson(res, 502, {
          error: { code: 'GEOCODER_FAILED', message: translateText(geocodeMessages.unavailable) },
        });
        return;
      }
      sendJson(res, 200, { ...barcelona, displayName: q, stale: false });
    } else if (url.pathname === '/api/geocode/zone') {
      // Iberia is in Madrid's zone; anywhere else here is New York's.
      const lng = Number(url.searchParams.get('lng'));
      sendJson(res, 200, { timezone: lng > -10 && lng < 5 ? 'Europe/Madrid' : 'America/New_York' });
    } else if (url.pathname === '/api/businesses/b-9') {
      sendJson(res, 200, {
        id: 'b-9',
        name: 'Rosa Retiro',
        role: 'business',
        profileImageUrl: null,
        businessDetails: businessDetails({ latitude: 40.4168, longitude: -3.7038 }),
      });
    } else if (url.pathname === '/api/team/memberships') {
      sendJson(res, 200, {
        items: [{ businessId: 'b-9', businessName: 'Retiro Running Co.', role: 'manager' }],
      });
    } else if (req.method === 'POST' && url.pathname === '/api/events') {
      void readJson(req).then((body) => {
        created.push(body);
        answerCreate(res, body as Record<string, unknown>);
      });
    } else if (req.method === 'POST' && /^\/api\/events\/\d+\/image$/.test(url.pathname)) {
      void readText(req).then((body) => {
        uploads.push({ url: url.pathname, body });
        answerUpload(res);
      });
    } else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    // The clock's date only (timers stay real): a run may be two years ahead at most, counted from "today".
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2029-06-01T10:00:00Z') });
    created = [];
    uploads = [];
    server.requests.length = 0;
    answerCreate = (res, body) => sendJson(res, 201, testRun({ ...body, id: 42 }));
    answerUpload = (res) => sendJson(res, 200, { imageUrl: '/files/events/event-42.webp' });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => server.close());

  /**
   * A host whose business location is on the map (Madrid), or (default) one whose could not be placed; or a
   * runner managing Retiro Running Co. (`manager`).
   */
  function renderPage({
    hostPin = null,
    manager = false,
  }: { hostPin?: { latitude: number; longitude: number } | null; manager?: boolean } = {}) {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(queryKeys.runs.list({}), { items: [], nextCursor: null });
    return renderWithProviders(<CreateRunPage />, {
      auth: manager
        ? authenticated({ id: 'u-1', role: 'runner', name: 'Mia Manager' })
        : authenticated({
            id: 'b-1',
            role: 'business',
            name: 'Marta Host',
            businessDetails: businessDetails(hostPin),
          }),
      path: '/business/create-run',
      route: '/business/create-run',
      queryClient,
    });
  }

  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  /** A complete, valid run; the address is one the geocoder knows unless told otherwise. */
  async function fillValidRun(user: UserEvent, { address = 'Plaça de Catalunya, Barcelona' } = {}) {
    // A manager's form waits for the business it acts for.
    await screen.findByLabelText('Title');
    await user.type(field('Title'), 'Saturday Sunrise 5K');
    await user.type(field('Description'), 'An easy loop around the park, coffee afterwards.');
    fireEvent.change(field('Date'), { target: { value: '2030-05-18' } });
    fireEvent.change(field('Time'), { target: { value: '07:30' } });
    await user.type(field('Location'), 'Retiro Park');
    await user.type(field('Address'), address);
    await user.clear(field('Distance (km)'));
    await user.type(field('Distance (km)'), '8');
    fireEvent.change(field('Pace'), { target: { value: '5.5' } });
    await user.type(field('Tags'), 'social, coffee, social');
    await user.type(field('WhatsApp group link'), 'https://chat.whatsapp.com/abc');
  }

  const expectedValues = {
    ...runFormDefaults(),
    title: 'Saturday Sunrise 5K',
    description: 'An easy loop around the park, coffee afterwards.',
    date: '2030-05-18',
    time: '07:30',
    location: 'Retiro Park',
    address: 'Plaça de Catalunya, Barcelona',
    distance: 8,
    pace: 5.5,
    tags: 'social, coffee, social',
    whatsappGroupLink: 'https://chat.whatsapp.com/abc',
  };

  it('shows the heading, the note on geocoding and the 4:5 image, and the defaults', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Create a Run' })).toBeInTheDocument();
    expect(screen.getByText(/place your run on the map/)).toHaveTextContent(
      /4:5 ratio \(recommended 1080×1350\)/,
    );
    expect(field('Distance (km)')).toHaveValue(5);
    expect(field('Distance (km)')).toHaveAttribute('min', '1');
    expect(field('Distance (km)')).toHaveAttribute('max', '50');
    expect(field('Pace')).toHaveValue('6');
    expect(screen.getByText('6:00 min/km')).toBeInTheDocument();
    expect(screen.getByText('Fast (3:00)')).toBeInTheDocument();
    expect(screen.getByText('Slow (12:00)')).toBeInTheDocument();
    expect(field('Max participants')).toHaveValue(20);
    expect(field('Max participants')).toBeEnabled();
    // The server's limits (RUN_TEXT_MAX): typing stops there rather than end in its 400.
    expect(field('Location')).toHaveAttribute('maxLength', '200');
    expect(field('Address')).toHaveAttribute('maxLength', '300');
    expect(screen.getByRole('checkbox', { name: 'Unlimited spots' })).not.toBeChecked();
    expect(field('Run Image')).toHaveAttribute('accept', 'image/*');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: browserZone }).format(new Date());
    expect(field('Date')).toHaveAttribute('min', today);
    // Nothing places the run yet: no zone is guessed (the browser's may be UTC).
    expect(field('Time')).toHaveAccessibleDescription('Time zone not known yet: place the run on the map.');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/business/home');
    // Under the page's h1, the pin's section is an h2: no heading level is skipped.
    expect(screen.getByRole('heading', { level: 2, name: 'Map pin' })).toBeInTheDocument();
  });

  it('counts the characters of the location, the address and the WhatsApp link, and stops them at their limits', async () => {
    const user = userEvent.setup();
    renderPage();
    // The server's limits (RUN_TEXT_MAX): each field says how much it takes, and typing stops there.
    const limits = { Location: 200, Address: 300, 'WhatsApp group link': 500 };
    for (const [label, max] of Object.entries(limits)) {
      expect(field(label)).toHaveAttribute('maxLength', String(max));
      expect(screen.getByText(`0 of ${max} characters`)).toBeInTheDocument();
    }
    await user.type(field('Location'), 'Retiro');
    expect(screen.getByText('6/200')).toBeInTheDocument();
    await user.type(field('Address'), 'Calle Mayor 1');
    expect(screen.getByText('13/300')).toBeInTheDocument();
    await user.type(field('WhatsApp group link'), 'https://chat.whatsapp.com/abc');
    expect(screen.getByText('29/500')).toBeInTheDocument();
    fireEvent.change(field('WhatsApp group link'), { target: { value: 'x'.repeat(500) } });
    expect(screen.getByText('500 of 500 characters')).toBeInTheDocument();
  });

  it('shows the pace as min:sec as the slider moves, in steps of 10 seconds', () => {
    renderPage();
    const slider = field('Pace');
    expect(slider).toHaveAttribute('step', String(1 / 6));
    fireEvent.change(slider, { target: { value: '4.5' } });
    expect(screen.getByText('4:30 min/km')).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuetext', '4:30 min/km');
    fireEvent.change(slider, { target: { value: String(3 + 7 / 6) } });
    expect(screen.getByText('4:10 min/km')).toBeInTheDocument();
    fireEvent.change(slider, { target: { value: '12' } });
    expect(screen.getByText('12:00 min/km')).toBeInTheDocument();
  });

  it('shows every validation message under its field and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(submit());
    await expectFieldError('Title', translateText(runFormMessages.title));
    await expectFieldError('Description', translateText(runFormMessages.description));
    await expectFieldError('Date', translateText(runFormMessages.date));
    await expectFieldError('Time', translateText(runFormMessages.time));
    await expectFieldError('Location', translateText(runFormMessages.location));
    await expectFieldError('Address', translateText(runFormMessages.address));
    await waitFor(() => expect(field('Title')).toHaveFocus());

    await user.type(field('Title'), 'ab');
    await expectFieldError('Title', translateText(runFormMessages.title));
    await user.type(field('Title'), 'c');
    await waitFor(() => expect(errorOf('Title')).not.toMatch(/error/));

    await user.type(field('Location'), 'ab');
    await expectFieldError('Location', translateText(runFormMessages.location));
    await user.type(field('Address'), 'abcd');
    await expectFieldError('Address', translateText(runFormMessages.address));

    await user.clear(field('Distance (km)'));
    await expectFieldError('Distance (km)', translateText(runFormMessages.distance));
    await user.type(field('Distance (km)'), '51');
    await expectFieldError('Distance (km)', translateText(runFormMessages.distance));
    await user.clear(field('Distance (km)'));
    await user.type(field('Distance (km)'), '0');
    await expectFieldError('Distance (km)', translateText(runFormMessages.distance));

    await user.clear(field('Max participants'));
    await expectFieldError('Max participants', translateText(runFormMessages.maxRequired));
    await user.type(field('Max participants'), '1001');
    await expectFieldError('Max participants', translateText(runFormMessages.maxParticipants));
    await user.clear(field('Max participants'));
    await user.type(field('Max participants'), '0');
    await expectFieldError('Max participants', translateText(runFormMessages.maxParticipants));

    await user.type(field('Tags'), 'a,b,c,d,e,f,g,h,i,j,k');
    await expectFieldError('Tags', translateText(runFormMessages.tags));
    await user.type(field('WhatsApp group link'), 'chat.whatsapp.com/abc');
    await expectFieldError('WhatsApp group link', translateText(runFormMessages.whatsappGroupLink));

    expect(created).toEqual([]);
  });

  it('refuses a start in the past before sending anything', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillValidRun(user);
    fireEvent.change(field('Date'), { target: { value: '2020-01-01' } });
    await user.click(submit());
    await expectFieldError('Date', translateText(runFormMessages.inPast));
    await waitFor(() => expect(field('Date')).toHaveFocus());
    expect(created).toEqual([]);
  });

  it('says a start is in the past together with the other problems, on the first save', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(field('Title'), 'Ab');
    fireEvent.change(field('Date'), { target: { value: '2020-01-01' } });
    fireEvent.change(field('Time'), { target: { value: '07:00' } });
    await user.click(submit());
    await expectFieldError('Title', translateText(runFormMessages.title));
    await expectFieldError('Date', translateText(runFormMessages.inPast));
    await waitFor(() => expect(field('Title')).toHaveFocus());
    expect(created).toEqual([]);
  });

  it("says the questions' problem with the other fields' on the first save", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.click(submit());
    await expectFieldError('Title', translateText(runFormMessages.title));
    expect(screen.getByText(translateText(questionMessages.label))).toBeInTheDocument();

    // With the fields filled, the question still empty is what stops the save.
    await fillValidRun(user);
    await user.click(submit());
    expect(screen.getByText(translateText(questionMessages.label))).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it("puts the pace groups' problems under their fields and focuses the first, sending nothing", async () => {
    const user = userEvent.setup();
    renderPage();
    await fillValidRun(user);
    const add = await screen.findByRole('button', { name: 'Add a pace group' });
    await user.click(add);
    await user.click(add);
    await user.click(submit());
    const first = within(screen.getByRole('group', { name: 'Group 1' })).getByLabelText('Name');
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription(translateText(runGroupMessages.name));
    const second = within(screen.getByRole('group', { name: 'Group 2' })).getByLabelText('Name');
    expect(second).toHaveAccessibleDescription(translateText(runGroupMessages.name));

    // Two groups with one name: the list's own problem, said under the section; fixed, the run is sent.
    await user.type(first, 'Easy');
    await user.type(second, 'easy');
    expect(first).not.toHaveAttribute('aria-invalid');
    await user.click(submit());
    expect(await screen.findByText(translateText(runGroupMessages.sameName))).toBeInTheDocument();
    expect(created).toEqual([]);
    await user.clear(second);
    await user.type(second, 'Steady');
    await user.click(submit());
    await waitFor(() => expect(created).toHaveLength(1));
  });

  it('ticking unlimited clears and disables the maximum; unticking sets 20', async () => {
    const user = userEvent.setup();
    renderPage();
    const unlimited = screen.getByRole('checkbox', { name: 'Unlimited spots' });
    await user.clear(field('Max participants'));
    await user.type(field('Max participants'), '35');
    await user.click(unlimited);
    expect(field('Max participants')).toHaveValue(null);
    expect(field('Max participants')).toBeDisabled();
    await user.click(unlimited);
    expect(field('Max participants')).toHaveValue(20);
    expect(field('Max participants')).toBeEnabled();
  });

  it('sends "Ask to confirm" when the host ticks it, explained beside it (docs/decisions/053)', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillValidRun(user);
    const ask = screen.getByRole('checkbox', { name: 'Ask to confirm' });
    expect(ask).not.toBeChecked();
    expect(ask).toHaveAccessibleDescription(
      /runners who missed at least 2 of their last 5 runs are asked "Still coming\?"/,
    );
    ask.focus();
    await user.keyboard(' ');
    expect(ask).toBeChecked();
    expect(
      await screen.findByText('Location found: 41.3851, 2.1734', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('Time')).toHaveAccessibleDescription('Madrid time'));
    await user.click(submit());
    expect(await screen.findByText('Run created successfully!')).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ askToConfirm: true });
  });

  it("sends toRunInput of the form with tags, the pin's zone and the geocoded pin, then goes home", async () => {
    const user = userEvent.setup();
    const { queryClient } = renderPage();
    await fillValidRun(user);
    expect(
      await screen.findByText('Location found: 41.3851, 2.1734', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('Time')).toHaveAccessibleDescription('Madrid time'));
    await user.click(submit());

    expect(await screen.findByText('Run created successfully!')).toBeInTheDocument();
    const expected = toRunInput(expectedValues, { timezone: 'Europe/Madrid', ...barcelona });
    expect(created).toEqual([expected]);
    expect(created[0]).toMatchObject({
      tags: ['social', 'coffee'],
      timezone: 'Europe/Madrid',
      maxParticipants: 20,
      latitude: 41.385064,
      longitude: 2.173404,
    });
    await waitFor(() => expect(location()).toHaveTextContent('/business/home'));
    expect(location()).toHaveAttribute('data-state', JSON.stringify({ runCreated: true }));
    expect(queryClient.getQueryState(queryKeys.runs.list({}))?.isInvalidated).toBe(true);
    expect(uploads).toEqual([]);
  });

  it("sends no maximum for unlimited spots, and no pin (saying so) but the host's zone when the address cannot be found", async () => {
    const user = userEvent.setup();
    renderPage({ hostPin: { latitude: 40.4168, longitude: -3.7038 } });
    await fillValidRun(user, { address: 'Nowhere Street 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Unlimited spots' }));
    expect(
      await screen.findByText(translateText(geocodeMessages.notFound), undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(field('Address')).toHaveAccessibleDescription(
      expect.stringContaining('The run will be saved without a map pin.'),
    );
    expect(field('Time')).toHaveAccessibleDescription(
      'Madrid time, from your business location until the run has a pin',
    );
    await user.click(submit());

    expect(await screen.findByText('Run created successfully!')).toBeInTheDocument();
    expect(created).toMatchObject([
      { maxParticipants: null, latitude: null, longitude: null, timezone: 'Europe/Madrid' },
    ]);
  });

  it('asks for the pin, rather than create the run off the map, when the address cannot be looked up now', async () => {
    const user = userEvent.setup();
    renderPage({ hostPin: { latitude: 40.4168, longitude: -3.7038 } });
    await fillValidRun(user, { address: 'Outage Avenue 1' });
    expect(
      await screen.findByText(translateText(geocodeMessages.unavailable), undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(field('Address')).not.toHaveAccessibleDescription(
      expect.stringContaining('The run will be saved without a map pin.'),
    );
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Put the pin where the run starts/);
    await waitFor(() => expect(field('Or type its coordinates (latitude, longitude)')).toHaveFocus());
    expect(created).toEqual([]);
  });

  it('asks for the pin when nothing places the run, and takes the zone of a pin placed by hand', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillValidRun(user, { address: 'Nowhere Street 1' });
    const needed =
      "We couldn't place this address on the map. Put the pin where the run starts, so its time is in the right time zone.";
    expect(await screen.findByRole('alert', undefined, { timeout: 8000 })).toHaveTextContent(needed);
    await user.click(submit());
    const coordinates = field('Or type its coordinates (latitude, longitude)');
    await waitFor(() => expect(coordinates).toHaveFocus());
    expect(created).toEqual([]);

    await user.type(coordinates, '40.4168, -3.7038');
    expect(await screen.findByText('Pin at 40.4168, -3.7038 · Madrid time')).toBeInTheDocument();
    expect(field('Time')).toHaveAccessibleDescription('Madrid time');
    expect(screen.queryByText(needed)).not.toBeInTheDocument();
    expect(field('Address')).not.toHaveAccessibleDescription(
      expect.stringContaining('The run will be saved without a map pin.'),
    );
    await user.click(submit());

    expect(await screen.findByText('Run created successfully!')).toBeInTheDocument();
    expect(created).toMatchObject([{ timezone: 'Europe/Madrid', latitude: 40.4168, longitude: -3.7038 }]);
  });

  it('moves the zone with a pin placed by hand, and says when coordinates cannot be read', async () => {
    const user = userEvent.setup();
    renderPage({ hostPin: { latitude: 40.4168, longitude: -3.7038 } });
    await user.click(screen.getByRole('button', { name: 'Place the pin on the map' }));
    const coordinates = field('Or type its coordinates (latitude, longitude)');
    await user.type(coordinates, 'north of here');
    await user.tab();
    expect(coordinates).toHaveAccessibleDescription(
      'Write the coordinates as latitude, longitude, e.g. 40.4168, -3.7038.',
    );
    await user.clear(coordinates);
    await user.type(coordinates, '40.7128, -74.006');
    await waitFor(() => expect(field('Time')).toHaveAccessibleDescription('New York time'));
  });

  it('creates the run for the business a manager acts for (docs/decisions/057)', async () => {
    const user = userEvent.setup();
    renderPage({ manager: true });
    expect(await screen.findByText('Acting for Retiro Running Co.')).toBeInTheDocument();
    await fillValidRun(user);
    expect(
      await screen.findByText('Location found: 41.3851, 2.1734', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('Time')).toHaveAccessibleDescription('Madrid time'));
    await user.click(submit());
    expect(await screen.findByText('Run created successfully!')).toBeInTheDocument();
    expect(server.requests).toContain('POST /api/events?businessId=b-9');
    expect(created).toHaveLength(1);
    await waitFor(() => expect(location()).toHaveTextContent('/business/home'));
  });

  it("gives a manager the business location's zone when the address cannot be placed, as the business gets", async () => {
    const user = userEvent.setup();
    renderPage({ manager: true });
    expect(await screen.findByText('Acting for Retiro Running Co.')).toBeInTheDocument();
    await fillValidRun(user, { address: 'Nowhere Street 1' });
    expect(
      await screen.findByText(translateText(geocodeMessages.notFound), undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(field('Time')).toHaveAccessibleDescription(
        'Madrid time, from your business location until the run has a pin',
      ),
    );
    await user.click(submit());
    expect(await screen.findByText('Run created successfully!')).toBeInTheDocument();
    expect(created).toMatchObject([{ latitude: null, longitude: null, timezone: 'Europe/Madrid' }]);
  });

  it("shows 'Creating run...' while saving", async () => {
    const user = userEvent.setup();
    renderPage();
    answerCreate = () => {
      // never answers
    };
    await fillValidRun(user);
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Creating run...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  describe('image', () => {
    const pick = async (file: File) => {
      const user = userEvent.setup({ applyAccept: false });
      await user.upload(field('Run Image'), file);
    };

    it('refuses a file that is not an image or is over 5 MB, and previews an image in a 4:5 frame', async () => {
      renderPage();
      await pick(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(translateText(imageMessages.notImage));
      expect(field('Run Image')).toHaveAccessibleDescription(
        expect.stringContaining(translateText(imageMessages.notImage)),
      );
      await pick(new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(translateText(imageMessages.tooLarge));

      await pick(new File(['png-bytes'], 'sunrise.png', { type: 'image/png' }));
      const preview = await screen.findByRole('img', { name: 'Preview of sunrise.png' });
      await waitFor(() => expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/));
      expect(preview.parentElement).toHaveClass('aspect-[4/5]');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      await userEvent.setup().click(screen.getByRole('button', { name: 'Remove image' }));
      expect(screen.queryByRole('img', { name: 'Preview of sunrise.png' })).not.toBeInTheDocument();
    });

    it('uploads the chosen image to the new run after creating it', async () => {
      const user = userEvent.setup();
      renderPage();
      await fillValidRun(user);
      await pick(new File(['png-bytes'], 'sunrise.png', { type: 'image/png' }));
      await user.click(submit());

      expect(await screen.findByText('Run created successfully!')).toBeInTheDocument();
      expect(server.requests.filter((r) => r.startsWith('POST'))).toEqual([
        'POST /api/events',
        'POST /api/events/42/image',
      ]);
      expect(uploads).toHaveLength(1);
      expect(uploads[0]?.body).toContain('name="file"; filename="sunrise.png"');
      expect(uploads[0]?.body).toContain('png-bytes');
      await waitFor(() => expect(location()).toHaveTextContent('/business/home'));
    });

    it('keeps the run when its image is refused, and warns about the image only', async () => {
      const user = userEvent.setup();
      renderPage();
      answerUpload = (res) =>
        sendJson(res, 400, {
          error: { code: 'BAD_REQUEST', message: translateText(imageMessages.notImage) },
        });
      await fillValidRun(user);
      await pick(new File(['not really'], 'fake.png', { type: 'image/png' }));
      await user.click(submit());

      expect(
        await screen.findByText(`Run image upload failed: ${translateText(imageMessages.notImage)}`),
      ).toBeInTheDocument();
      expect(screen.getByText('Run created successfully!')).toBeInTheDocument();
      expect(screen.queryByText('Failed to create run. Please try again.')).not.toBeInTheDocument();
      expect(created).toHaveLength(1);
      await waitFor(() => expect(location()).toHaveTextContent('/business/home'));
      expect(location()).toHaveAttribute('data-state', JSON.stringify({ runCreated: true }));
    });
  });

  describe('when creating fails', () => {
    it('says so, stays on the page and keeps every value', async () => {
      const user = userEvent.setup();
      renderPage();
      answerCreate = (res) =>
        sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Internal Server Error' } });
      await fillValidRun(user);
      await user.click(submit());

      expect(await screen.findByText('Failed to create run. Please try again.')).toBeInTheDocument();
      expect(location()).toHaveTextContent('/business/create-run');
      expect(field('Title')).toHaveValue('Saturday Sunrise 5K');
      expect(field('Date')).toHaveValue('2030-05-18');
      expect(field('Tags')).toHaveValue('social, coffee, social');
      expect(screen.getByText('5:30 min/km')).toBeInTheDocument();
      expect(submit()).toBeEnabled();
    });

    it("puts a 400's field messages under their fields (a start in the past under the date)", async () => {
      const user = userEvent.setup();
      renderPage();
      answerCreate = (res) =>
        sendJson(res, 400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid input',
            fields: {
              date: translateText(runFormMessages.inPast),
              whatsappGroupLink: translateText(runFormMessages.whatsappGroupLink),
              'tags.1': translateText(runFormMessages.tags),
            },
          },
        });
      await fillValidRun(user);
      await user.click(submit());

      await expectFieldError('Date', translateText(runFormMessages.inPast));
      await expectFieldError('WhatsApp group link', translateText(runFormMessages.whatsappGroupLink));
      await expectFieldError('Tags', translateText(runFormMessages.tags));
      await waitFor(() => expect(field('Date')).toHaveFocus());
      expect(field('Title')).toHaveValue('Saturday Sunrise 5K');
      // The messages under the fields say it all: no "Failed to create run" beside them.
      expect(screen.queryByText('Failed to create run. Please try again.')).not.toBeInTheDocument();
    });

    it("puts a group's refusal under that group's field and focuses it, with no toast beside it", async () => {
      const user = userEvent.setup();
      renderPage();
      const sentence = 'Steady has 4 runners, so its maximum cannot be lower than 4.';
      answerCreate = (res) =>
        sendJson(res, 409, {
          error: { code: 'CONFLICT', message: sentence, fields: { 'groups.1.maxParticipants': sentence } },
        });
      await fillValidRun(user);
      const add = await screen.findByRole('button', { name: 'Add a pace group' });
      await user.click(add);
      await user.click(add);
      await user.type(within(screen.getByRole('group', { name: 'Group 1' })).getByLabelText('Name'), 'Easy');
      await user.type(
        within(screen.getByRole('group', { name: 'Group 2' })).getByLabelText('Name'),
        'Steady',
      );
      await user.click(submit());

      const max = within(screen.getByRole('group', { name: 'Group 2' })).getByLabelText(/^Max runners/);
      await waitFor(() => expect(max).toHaveFocus());
      expect(max).toHaveAttribute('aria-invalid', 'true');
      expect(max).toHaveAccessibleDescription(sentence);
      expect(screen.queryByText('Failed to create run. Please try again.')).not.toBeInTheDocument();
      expect(field('Title')).toHaveValue('Saturday Sunrise 5K');
    });

    it('says that creating failed, with the reason, when no field can show it', async () => {
      const user = userEvent.setup();
      renderPage();
      answerCreate = (res) =>
        sendJson(res, 409, { error: { code: 'CONFLICT', message: 'This business cannot create runs now.' } });
      await fillValidRun(user);
      await user.click(submit());

      expect(await screen.findByText('Failed to create run. Please try again.')).toBeInTheDocument();
      expect(screen.getByText('This business cannot create runs now.')).toBeInTheDocument();
      expect(location()).toHaveTextContent('/business/create-run');
    });
  });

  describe('repeating weekly', () => {
    it('sends repeat with the interval and the end, and says which weekday it repeats on', async () => {
      const user = userEvent.setup();
      renderPage();
      await fillValidRun(user);
      expect(screen.queryByLabelText('Number of runs')).not.toBeInTheDocument();
      // Ticking it says nothing of how often yet: "weekly" beside "Every 2 weeks" read as a contradiction.
      expect(screen.queryByRole('checkbox', { name: /weekly/i })).not.toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'Repeat this run' }));
      // 18 May 2030 is a Saturday. (The options load when ticked.)
      expect(await screen.findByText('Every Saturday at 07:30.')).toBeInTheDocument();
      const often = screen.getByRole('combobox', { name: 'How often' });
      expect(
        within(often)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Every week', 'Every 2 weeks', 'Every 3 weeks', 'Every 4 weeks']);
      await user.selectOptions(often, 'Every 2 weeks');
      expect(screen.getByText('Every 2 weeks on Saturday at 07:30.')).toBeInTheDocument();
      await user.clear(field('Number of runs'));
      await user.type(field('Number of runs'), '6');
      await user.click(submit());

      expect(
        await screen.findByText('Run created successfully!', undefined, { timeout: 8000 }),
      ).toBeInTheDocument();
      expect(created[0]).toMatchObject({ title: 'Saturday Sunrise 5K', repeat: { everyWeeks: 2, count: 6 } });
    });

    it('ends on a date, and refuses a count of 0 or an end before the start without sending', async () => {
      const user = userEvent.setup();
      renderPage();
      await fillValidRun(user);
      await user.click(screen.getByRole('checkbox', { name: 'Repeat this run' }));
      await screen.findByLabelText('Number of runs');
      await user.clear(field('Number of runs'));
      await user.type(field('Number of runs'), '0');
      await user.click(submit());
      await expectFieldError('Number of runs', translateText(seriesMessages.count));

      await user.selectOptions(screen.getByLabelText('Ends'), 'On a date');
      fireEvent.change(field('Date of the last run'), { target: { value: '2030-05-01' } });
      await user.click(submit());
      await expectFieldError('Date of the last run', translateText(seriesMessages.untilBeforeStart));
      expect(created).toEqual([]);

      fireEvent.change(field('Date of the last run'), { target: { value: '2030-08-31' } });
      await user.click(submit());
      expect(
        await screen.findByText('Run created successfully!', undefined, { timeout: 8000 }),
      ).toBeInTheDocument();
      expect(created[0]).toMatchObject({ repeat: { everyWeeks: 1, until: '2030-08-31' } });
    });

    it("shows the server's refusal of the repeat under its field and keeps the values", async () => {
      const user = userEvent.setup();
      renderPage();
      answerCreate = (res) =>
        sendJson(res, 400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: translateText(seriesMessages.tooMany),
            fields: { 'repeat.until': translateText(seriesMessages.tooMany) },
          },
        });
      await fillValidRun(user);
      await user.click(screen.getByRole('checkbox', { name: 'Repeat this run' }));
      await user.selectOptions(await screen.findByLabelText('Ends'), 'On a date');
      fireEvent.change(field('Date of the last run'), { target: { value: '2032-05-01' } });
      await user.click(submit());
      await expectFieldError('Date of the last run', translateText(seriesMessages.tooMany));
      expect(field('Date of the last run')).toHaveValue('2032-05-01');
      expect(field('Title')).toHaveValue('Saturday Sunrise 5K');
    });
  });
  describe('as the date and time are chosen', () => {
    const madrid = { latitude: 40.4168, longitude: -3.7038 };

    it('says a time the clocks skip that night does not exist, and when the run starts instead', async () => {
      renderPage({ hostPin: madrid });
      await waitFor(() => expect(field('Time')).toHaveAccessibleDescription(/^Madrid time/));
      fireEvent.change(field('Date'), { target: { value: '2030-03-31' } });
      fireEvent.change(field('Time'), { target: { value: '02:30' } });
      expect(
        await screen.findByText(
          '02:30 does not exist on that night in Madrid time: clocks jump from 02:00 to 03:00, so the run starts at 03:30.',
        ),
      ).toBeInTheDocument();
      expect(field('Time')).toHaveAccessibleDescription(
        expect.stringContaining('so the run starts at 03:30.'),
      );
      // Another time, or another night, is as it reads.
      fireEvent.change(field('Time'), { target: { value: '03:30' } });
      await waitFor(() => expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument());
      fireEvent.change(field('Time'), { target: { value: '02:30' } });
      fireEvent.change(field('Date'), { target: { value: '2030-03-30' } });
      expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument();
    });

    it('says which of a time the clocks pass twice the run starts at', async () => {
      renderPage({ hostPin: madrid });
      await waitFor(() => expect(field('Time')).toHaveAccessibleDescription(/^Madrid time/));
      fireEvent.change(field('Date'), { target: { value: '2030-10-27' } });
      fireEvent.change(field('Time'), { target: { value: '02:30' } });
      expect(
        await screen.findByText(
          '02:30 happens twice that night: the run starts at the first 02:30 (summer time).',
        ),
      ).toBeInTheDocument();
    });

    it('says it in Spanish on a Spanish page', async () => {
      setBrowserMessages('es', CATALOGUES.es);
      try {
        renderPage({ hostPin: madrid });
        await waitFor(() => expect(field('Hora')).toHaveAccessibleDescription(/^hora de Madrid/));
        fireEvent.change(field('Fecha'), { target: { value: '2030-03-31' } });
        fireEvent.change(field('Hora'), { target: { value: '02:30' } });
        expect(
          await screen.findByText(
            'Esa noche las 02:30 no existen en hora de Madrid: los relojes saltan de las 02:00 a las 03:00, así que la quedada empieza a las 03:30.',
          ),
        ).toBeInTheDocument();
        fireEvent.change(field('Fecha'), { target: { value: '2030-10-27' } });
        expect(
          await screen.findByText(
            'Esa noche las 02:30 pasan dos veces: la quedada empieza a las primeras 02:30 (horario de verano).',
          ),
        ).toBeInTheDocument();
      } finally {
        setBrowserMessages('en', CATALOGUES.en);
      }
    });

    it('offers dates up to two years ahead and says a later one is too far as soon as it is chosen', async () => {
      renderPage({ hostPin: madrid });
      await waitFor(() => expect(field('Time')).toHaveAccessibleDescription(/^Madrid time/));
      // Today is 2029-06-01 in Madrid: 730 days on is 2031-06-01.
      expect(field('Date')).toHaveAttribute('min', '2029-06-01');
      expect(field('Date')).toHaveAttribute('max', '2031-06-01');
      fireEvent.change(field('Date'), { target: { value: '2031-06-02' } });
      await expectFieldError('Date', translateText(runFormMessages.tooFar));
      fireEvent.change(field('Date'), { target: { value: '2031-06-01' } });
      await waitFor(() => expect(errorOf('Date')).not.toMatch(/error/));
    });
  });
});
