import { IMAGE_MAX_BYTES } from '@runtogether/shared/images/image.rules';
import { messages } from '@runtogether/shared/auth/auth.schemas';
import { reminderMessages } from '@runtogether/shared/reminders/reminder.schemas';
import { emailChangeMessages } from '@runtogether/shared/users/profile.schemas';
import type { User } from '@runtogether/shared/users/user.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { meQueryKey } from '@/lib/auth';
import { createTestQueryClient, renderWithProviders, testUser } from '@/testing/render';
import {
  readJson,
  readText,
  sendJson,
  setPageOrigin,
  startTestServer,
  type TestServer,
} from '@/testing/test-server';
import { Component as ProfilePage } from './profile';
import { translateText } from '@/lib/i18n';

const businessDetails = (overrides: Partial<NonNullable<User['businessDetails']>> = {}) => {
  const links = {
    website: 'https://cafecorre.example',
    instagram: null,
    facebook: null,
    twitter: null,
    linkedin: null,
    google_review: null,
  };
  return {
    businessName: 'Café Corre',
    businessLocation: 'Puerta del Sol, Madrid',
    businessPhone: '+34 612345678',
    description: 'Coffee and Saturday runs.',
    businessDescription: 'Coffee and Saturday runs.',
    address: 'Calle Mayor 1',
    businessType: 'Café',
    ...links,
    socialLinks: links,
    latitude: 40.416775,
    longitude: -3.70379,
    ...overrides,
  };
};

const host = (overrides: Partial<User> = {}) =>
  testUser({
    id: 'b-1',
    name: 'Marta Host',
    email: 'marta@example.com',
    role: 'business',
    businessDetails: businessDetails(),
    ...overrides,
  });

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

describe('/profile', () => {
  let server: TestServer;
  let patches: unknown[];
  let uploads: string[];
  let answerPatch: (res: ServerResponse, body: Record<string, unknown>) => void;
  let answerUpload: (res: ServerResponse) => void;

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/geocode') {
      sendJson(res, 200, {
        latitude: 41.385064,
        longitude: 2.173404,
        displayName: 'Barcelona',
        stale: false,
      });
    } else if (url.pathname === '/api/geocode/zone') {
      sendJson(res, 200, { timezone: 'Europe/Madrid' });
    } else if (req.method === 'PATCH' && url.pathname.startsWith('/api/users/')) {
      void readJson(req).then((body) => {
        patches.push(body);
        answerPatch(res, body as Record<string, unknown>);
      });
    } else if (req.method === 'POST' && url.pathname.endsWith('/avatar')) {
      void readText(req).then((body) => {
        uploads.push(body);
        answerUpload(res);
      });
    } else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    patches = [];
    uploads = [];
    server.requests.length = 0;
  });
  afterAll(() => server.close());

  /** Renders /profile for `user` through the real AuthProvider, so a save shows everywhere. */
  function renderProfile(user: User) {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(meQueryKey, user);
    answerPatch = (res, body) => sendJson(res, 200, { ...user, ...body });
    answerUpload = (res) => sendJson(res, 200, { profileImageUrl: '/files/profiles/user-new.webp' });
    return renderWithProviders(<ProfilePage />, { auth: 'live', path: '/profile', queryClient });
  }

  const accountCard = () =>
    screen.getByRole('heading', { name: 'Account Information' }).closest('div')?.parentElement as HTMLElement;

  it('shows a runner their account with the Runner badge, and no business fields', () => {
    renderProfile(testUser());
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    expect(within(accountCard()).getByText('Runner')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Rita Runner');
    expect(field('Email')).toHaveValue('rita@example.com');
    expect(screen.queryByLabelText('Business Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Business Location')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Website')).not.toBeInTheDocument();
  });

  it("offers the account's language among the settings", async () => {
    renderProfile(testUser({ language: 'en' }));
    expect(await screen.findByRole('heading', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(screen.getByRole('button', { name: 'Save language' })).toBeDisabled();
  });

  it('shows a business every business field, filled in, with the saved coordinates', () => {
    renderProfile(host());
    expect(within(accountCard()).getByText('Business')).toBeInTheDocument();
    expect(field('Business Name')).toHaveValue('Café Corre');
    expect(field('Business Location')).toHaveValue('Puerta del Sol, Madrid');
    expect(field('Phone Number')).toHaveValue('+34 612345678');
    expect(field('Description')).toHaveValue('Coffee and Saturday runs.');
    expect(field('Address')).toHaveValue('Calle Mayor 1');
    expect(field('Business Type')).toHaveValue('Café');
    expect(field('Website')).toHaveValue('https://cafecorre.example');
    for (const label of ['Instagram', 'Facebook', 'Twitter', 'LinkedIn', 'Google Review'])
      expect(field(label)).toHaveValue('');
    expect(screen.getByText('Coordinates: 40.4168, -3.7038')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it("says 'Name is required', focuses it, and sends nothing", async () => {
    const user = userEvent.setup();
    renderProfile(testUser());
    await user.clear(field('Name'));
    expect(await screen.findByText(translateText(messages.nameRequired))).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription(translateText(messages.nameRequired));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'not-an-email');
    expect(await screen.findByText(translateText(messages.email))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(patches).toEqual([]);
  });

  it('refuses a business phone too short to be a number, on its field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderProfile(host());
    await user.clear(field('Phone Number'));
    await user.type(field('Phone Number'), '12');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(field('Phone Number')).toHaveAccessibleDescription(translateText(messages.phoneMin)),
    );
    expect(field('Phone Number')).toHaveFocus();
    expect(patches).toEqual([]);
  });

  it('saves, says so, and the saved user replaces the signed-in one', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderProfile(testUser());
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Rita Rápida');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(patches).toEqual([{ name: 'Rita Rápida', email: 'rita@example.com', remindersEnabled: true }]);
    expect(server.requests).toContain('PATCH /api/users/u-1');
    expect(within(accountCard()).getByText('Rita Rápida')).toBeInTheDocument();
    expect(queryClient.getQueryData<User>(meQueryKey)?.name).toBe('Rita Rápida');
  });

  it("lets a runner turn run reminders off and on with 'Email me reminders before my runs'", async () => {
    const user = userEvent.setup();
    const { queryClient } = renderProfile(testUser({ remindersEnabled: true }));
    const box = screen.getByRole('checkbox', { name: translateText(reminderMessages.settingLabel) });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining(translateText(reminderMessages.settingHint)),
    );

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(patches).toEqual([{ name: 'Rita Runner', email: 'rita@example.com', remindersEnabled: false }]);
    expect(queryClient.getQueryData<User>(meQueryKey)?.remindersEnabled).toBe(false);
    expect(
      screen.getByRole('checkbox', { name: translateText(reminderMessages.settingLabel) }),
    ).not.toBeChecked();
  });

  it('shows the reminders setting off when the runner turned it off, and no such setting to a business', () => {
    const { unmount } = renderProfile(testUser({ remindersEnabled: false }));
    expect(
      screen.getByRole('checkbox', { name: translateText(reminderMessages.settingLabel) }),
    ).not.toBeChecked();
    unmount();
    renderProfile(host());
    expect(
      screen.queryByRole('checkbox', { name: translateText(reminderMessages.settingLabel) }),
    ).not.toBeInTheDocument();
  });

  it('shows "Updating..." while saving', async () => {
    const user = userEvent.setup();
    renderProfile(testUser());
    answerPatch = () => {
      // never answers
    };
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('geocodes a changed business location and saves its coordinates; emptied fields are cleared', async () => {
    const user = userEvent.setup();
    renderProfile(host());
    await user.clear(field('Business Location'));
    await user.type(field('Business Location'), 'Plaça de Catalunya, Barcelona');
    expect(
      await screen.findByText('Coordinates: 41.3851, 2.1734', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    await user.clear(field('Address'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(patches).toEqual([
      {
        name: 'Marta Host',
        email: 'marta@example.com',
        businessName: 'Café Corre',
        businessLocation: 'Plaça de Catalunya, Barcelona',
        businessPhone: '+34 612345678',
        businessDescription: 'Coffee and Saturday runs.',
        address: null,
        businessType: 'Café',
        website: 'https://cafecorre.example',
        instagram: null,
        facebook: null,
        twitter: null,
        linkedin: null,
        google_review: null,
        latitude: 41.385064,
        longitude: 2.173404,
      },
    ]);
  });

  it('lets a business whose location could not be placed drop its pin, and saves its coordinates', async () => {
    const user = userEvent.setup();
    renderProfile(host({ businessDetails: businessDetails({ latitude: null, longitude: null }) }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your location could not be placed on the map. Drop your pin, so your runs get your time zone.',
    );
    await user.type(field('Or type its coordinates (latitude, longitude)'), '40.4168, -3.7038');
    expect(await screen.findByText('Pin at 40.4168, -3.7038 · Madrid time')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(patches).toMatchObject([
      { businessLocation: 'Puerta del Sol, Madrid', latitude: 40.4168, longitude: -3.7038 },
    ]);
  });

  it('looks the new location up on save when the user did not wait for it', async () => {
    const user = userEvent.setup();
    renderProfile(host());
    await user.clear(field('Business Location'));
    await user.type(field('Business Location'), 'Plaça de Catalunya, Barcelona');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(patches).toMatchObject([{ latitude: 41.385064, longitude: 2.173404 }]);
  });

  it('checks links and puts server field messages on the fields when saving fails', async () => {
    const user = userEvent.setup();
    renderProfile(host());
    await user.type(field('Instagram'), 'instagram.com/cafe');
    expect(await screen.findByText('Please enter a valid URL (https://…)')).toBeInTheDocument();
    await user.clear(field('Instagram'));

    answerPatch = (res) =>
      sendJson(res, 409, {
        error: { code: 'CONFLICT', message: 'Another account already uses this e-mail address.' },
      });
    await user.clear(field('Email'));
    await user.type(field('Email'), 'taken@example.com');
    await user.type(field('Current password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription('Another account already uses this e-mail address.'),
    );
    expect(field('Email')).toHaveFocus();
    // Said once, where it can be fixed: no toast asking to try again what trying again will not change.
    expect(screen.queryByText('Failed to update profile. Please try again.')).not.toBeInTheDocument();
  });

  describe('changing the e-mail address', () => {
    it('asks for the current password only when the address changes, and sends nothing without it', async () => {
      const user = userEvent.setup();
      renderProfile(testUser());
      expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
      await user.clear(field('Email'));
      await user.type(field('Email'), 'rita@new.example');
      expect(field('Current password')).toHaveAccessibleDescription('Needed to change your e-mail address.');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(field('Current password')).toHaveFocus());
      expect(field('Current password')).toHaveAccessibleDescription(
        expect.stringContaining(translateText(emailChangeMessages.currentPasswordRequired)),
      );
      expect(patches).toEqual([]);
      // Back to the same address (in another case): no password asked.
      await user.clear(field('Email'));
      await user.type(field('Email'), 'RITA@example.com');
      expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    });

    it('sends the password with the new address and says to check the new inbox; the address stays', async () => {
      const user = userEvent.setup();
      const rita = testUser();
      const { queryClient } = renderProfile(rita);
      answerPatch = (res) => sendJson(res, 200, rita);
      await user.clear(field('Email'));
      await user.type(field('Email'), 'rita@new.example');
      await user.type(field('Current password'), 'correct horse');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(
        await screen.findByText(
          'Check your new inbox: we sent a link to rita@new.example. Your account keeps rita@example.com until you follow it.',
        ),
      ).toBeInTheDocument();
      expect(patches).toEqual([
        {
          name: 'Rita Runner',
          email: 'rita@new.example',
          currentPassword: 'correct horse',
          remindersEnabled: true,
        },
      ]);
      expect(field('Email')).toHaveValue('rita@example.com');
      expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
      expect(queryClient.getQueryData<User>(meQueryKey)?.email).toBe('rita@example.com');
    });

    it("puts the server's wrong-password message on the password field", async () => {
      const user = userEvent.setup();
      renderProfile(testUser());
      const wrong = translateText(emailChangeMessages.wrongPassword);
      answerPatch = (res) =>
        sendJson(res, 403, {
          error: { code: 'WRONG_PASSWORD', message: wrong, fields: { currentPassword: wrong } },
        });
      await user.clear(field('Email'));
      await user.type(field('Email'), 'rita@new.example');
      await user.type(field('Current password'), 'guess');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() =>
        expect(field('Current password')).toHaveAccessibleDescription(expect.stringContaining(wrong)),
      );
      expect(field('Current password')).toHaveFocus();
      expect(screen.queryByText(/Check your new inbox/)).not.toBeInTheDocument();
      // Said on the field only: no toast repeats it. Toasts show in the order they are made, so once a toast made
      // now is shown, one the failure had made would be too.
      toast.info('Checked after the failure');
      expect(await screen.findByText('Checked after the failure')).toBeInTheDocument();
      expect(screen.queryByText('Failed to update profile. Please try again.')).not.toBeInTheDocument();
      expect(screen.getAllByText(wrong)).toHaveLength(1);
    });
  });

  describe('profile image', () => {
    const pick = async (file: File) => {
      const user = userEvent.setup({ applyAccept: false });
      await user.upload(screen.getByLabelText('Change Photo'), file);
    };

    it('refuses a file that is not an image, before uploading', async () => {
      renderProfile(testUser());
      await pick(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please select an image file');
      expect(screen.getByLabelText('Change Photo')).toHaveAccessibleDescription(
        'Please select an image file',
      );
      expect(uploads).toEqual([]);
    });

    it('refuses an image over 5 MB, before uploading', async () => {
      renderProfile(testUser());
      await pick(new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Image size must be less than 5MB');
      expect(uploads).toEqual([]);
    });

    it('uploads an image and shows the new one', async () => {
      renderProfile(testUser());
      await pick(new File(['png-bytes'], 'me.png', { type: 'image/png' }));
      expect(await screen.findByText('Profile image updated successfully!')).toBeInTheDocument();
      expect(uploads).toHaveLength(1);
      expect(uploads[0]).toContain('name="file"; filename="me.png"');
      expect(server.requests).toContain('POST /api/users/u-1/avatar');
      expect(accountCard().querySelector('img')).toHaveAttribute('src', '/files/profiles/user-new.webp');
    });

    it('tells why the server refused it', async () => {
      renderProfile(testUser());
      answerUpload = (res) =>
        sendJson(res, 400, { error: { code: 'BAD_REQUEST', message: 'Please select an image file' } });
      await pick(new File(['not really'], 'fake.png', { type: 'image/png' }));
      expect(
        await screen.findByText('Profile image upload failed: Please select an image file'),
      ).toBeInTheDocument();
    });
  });
});
