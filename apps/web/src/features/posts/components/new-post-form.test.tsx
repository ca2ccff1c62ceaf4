import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { IMAGE_MAX_BYTES, imageMessages } from '@runtogether/shared/images/image.rules';
import {
  POST_CONTENT_MAX,
  POST_MAX_IMAGES,
  POST_TITLE_MAX,
  postMessages,
  type BusinessPost,
  type CreatePostResponse,
} from '@runtogether/shared/posts/post.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setBrowserMessages, t } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { readText, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { NewPostForm } from './new-post-form-body';

const BUSINESS = '3f1c2d4e-0000-4000-8000-000000000001';

const savedPost = (overrides: Partial<BusinessPost> = {}): BusinessPost => ({
  id: 9,
  businessId: BUSINESS,
  title: 'Hill repeats',
  content: 'Tuesday 19:00',
  createdAt: '2026-05-05T12:00:00.000Z',
  images: [],
  ...overrides,
});

const png = (name: string) => new File(['png-bytes'], name, { type: 'image/png' });
const error = (code: string, message: string, fields?: Record<string, string>) => ({
  error: { code, message, ...(fields ? { fields } : {}) },
});

describe('NewPostForm', () => {
  let server: TestServer;
  let bodies: string[];
  let answerCreate: (res: ServerResponse) => void;

  const api = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url === `/api/businesses/${BUSINESS}/posts`) {
      void readText(req).then((body) => {
        bodies.push(body);
        answerCreate(res);
      });
    } else sendJson(res, 404, error('NOT_FOUND', 'Route not found'));
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    bodies = [];
    answerCreate = (res) => sendJson(res, 201, { post: savedPost(), failedImages: [] });
  });
  afterAll(() => server.close());

  const title = () => screen.getByLabelText('Title');
  const content = () => screen.getByLabelText('Content');
  const picker = () => screen.getByLabelText('Images (optional)');
  const submit = () => screen.getByRole('button', { name: 'Create Post' });

  async function fill(user: UserEvent, values: { title?: string; content?: string }) {
    if (values.title) await user.type(title(), values.title);
    if (values.content) await user.type(content(), values.content);
  }

  it('asks for both title and content before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewPostForm businessId={BUSINESS} />);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t(postMessages.required));
    // One message for the form, tied to each empty field.
    expect(screen.getAllByText(t(postMessages.required))).toHaveLength(1);
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(title()).toHaveAccessibleDescription(t(postMessages.required));
    expect(title()).toHaveFocus();

    await fill(user, { title: 'Hill repeats' });
    await user.click(submit());
    await waitFor(() => expect(title()).not.toHaveAttribute('aria-invalid'));
    expect(content()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(t(postMessages.required));

    // Whitespace is not content.
    await user.type(content(), '   ');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(t(postMessages.required));
    expect(bodies).toEqual([]);
  });

  it('counts the characters of the title and content, and stops at the limit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewPostForm businessId={BUSINESS} />);
    expect(title()).toHaveAttribute('maxLength', String(POST_TITLE_MAX));
    expect(content()).toHaveAttribute('maxLength', String(POST_CONTENT_MAX));
    expect(screen.getByText(`0 of ${POST_TITLE_MAX} characters`)).toBeInTheDocument();
    await user.type(title(), 'Hill repeats');
    expect(screen.getByText(`12/${POST_TITLE_MAX}`)).toBeInTheDocument();
    await user.click(title());
    await user.paste('x'.repeat(POST_TITLE_MAX + 50));
    expect(title()).toHaveValue(`Hill repeats${'x'.repeat(POST_TITLE_MAX - 12)}`);
    expect(screen.getByText(`${POST_TITLE_MAX}/${POST_TITLE_MAX}`)).toBeInTheDocument();
  });

  it('checks each picked file, previews the good ones, and lets one be removed', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<NewPostForm businessId={BUSINESS} />);
    await user.upload(picker(), [
      png('track.png'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }),
      png('finish.png'),
    ]);
    const problems = await screen.findByRole('alert');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`cv.pdf: ${t(imageMessages.notImage)}`, `huge.png: ${t(imageMessages.tooLarge)}`]);
    expect(picker()).toHaveAccessibleDescription(expect.stringContaining(t(imageMessages.notImage)));
    const preview = await screen.findByRole('img', { name: 'Preview of track.png' });
    await waitFor(() => expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    expect(screen.getByRole('img', { name: 'Preview of finish.png' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove track.png' }));
    expect(screen.queryByRole('img', { name: 'Preview of track.png' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/1 chosen/)).toBeInTheDocument();
  });

  it('counts the chosen images in the singular and the plural in Spanish', async () => {
    setBrowserMessages('es', CATALOGUES.es);
    try {
      const user = userEvent.setup();
      renderWithProviders(<NewPostForm businessId={BUSINESS} />);
      const spanishPicker = screen.getByLabelText('Imágenes (opcional)');
      await user.upload(spanishPicker, [png('track.png')]);
      expect(spanishPicker).toHaveAccessibleDescription(
        expect.stringContaining('Hasta 6 imágenes, 1 elegida.'),
      );
      await user.upload(spanishPicker, [png('finish.png')]);
      expect(spanishPicker).toHaveAccessibleDescription(
        expect.stringContaining('Hasta 6 imágenes, 2 elegidas.'),
      );
    } finally {
      setBrowserMessages('en', CATALOGUES.en);
    }
  });

  it(`stops at ${POST_MAX_IMAGES} images`, async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewPostForm businessId={BUSINESS} />);
    const files = Array.from({ length: POST_MAX_IMAGES + 1 }, (_, i) => png(`p${i}.png`));
    await user.upload(picker(), files);
    expect(await screen.findByRole('alert')).toHaveTextContent(`p6.png: ${t(postMessages.tooManyImages)}`);
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(POST_MAX_IMAGES);
    expect(picker()).toBeDisabled();
  });

  it('sends title, content and the images, says so, names each image left out, and clears the form', async () => {
    const user = userEvent.setup();
    let respond: () => void = () => {};
    answerCreate = (res) => {
      respond = () =>
        sendJson(res, 201, {
          post: savedPost({
            images: [{ id: 1, url: '/files/posts/post-9-a.webp', name: 'track.png', altText: null }],
          }),
          failedImages: [{ name: 'fake.png', message: t(imageMessages.notImage) }],
        } satisfies CreatePostResponse);
    };
    let created: BusinessPost | null = null;
    renderWithProviders(
      <NewPostForm
        businessId={BUSINESS}
        onCreated={(post) => {
          created = post;
        }}
      />,
    );
    await fill(user, { title: 'Hill repeats', content: 'Tuesday 19:00{Enter}Bring a light' });
    await user.upload(picker(), [png('track.png'), png('fake.png')]);
    await screen.findByRole('img', { name: 'Preview of fake.png' });
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Posting...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(bodies).toHaveLength(1));
    const body = bodies[0] ?? '';
    expect(body).toMatch(/name="title"\r\n\r\nHill repeats\r\n/);
    expect(body).toMatch(/name="content"\r\n\r\nTuesday 19:00\r?\nBring a light\r\n/);
    expect(body).toContain('name="images"; filename="track.png"');
    expect(body).toContain('name="images"; filename="fake.png"');
    expect(body.indexOf('name="title"')).toBeLessThan(body.indexOf('name="images"'));

    respond();
    expect(await screen.findByText(t(postMessages.created))).toBeInTheDocument();
    expect(
      await screen.findByText(
        t('host.posts.toast.imageFailed', { name: 'fake.png', message: t(imageMessages.notImage) }),
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(title()).toHaveValue(''));
    expect(content()).toHaveValue('');
    expect(screen.queryByRole('img', { name: /^Preview of/ })).toBeNull();
    expect(created).toMatchObject({ id: 9, title: 'Hill repeats' });
    expect(submit()).toBeEnabled();
  });

  it("says 'not authorized' on a 403 and 'Failed to create post' otherwise, keeping what was typed", async () => {
    const user = userEvent.setup();
    answerCreate = (res) => sendJson(res, 403, error('FORBIDDEN', t(postMessages.notAuthorizedCreate)));
    renderWithProviders(<NewPostForm businessId={BUSINESS} />);
    await fill(user, { title: 'Hill repeats', content: 'Tuesday' });
    await user.click(submit());
    expect(await screen.findByText(t(postMessages.notAuthorizedCreate))).toBeInTheDocument();
    expect(screen.queryByText(t(postMessages.created))).toBeNull();

    answerCreate = (res) => sendJson(res, 500, error('INTERNAL', 'Something went wrong'));
    await user.click(submit());
    expect(await screen.findByText(t(postMessages.createFailed))).toBeInTheDocument();
    expect(title()).toHaveValue('Hill repeats');
    expect(content()).toHaveValue('Tuesday');
  });

  it("puts the server's field message under the field", async () => {
    const user = userEvent.setup();
    answerCreate = (res) =>
      sendJson(
        res,
        400,
        error('VALIDATION_FAILED', t(postMessages.contentTooLong), {
          content: t(postMessages.contentTooLong),
        }),
      );
    renderWithProviders(<NewPostForm businessId={BUSINESS} />);
    await fill(user, { title: 'Hill repeats', content: 'Tuesday' });
    await user.click(submit());
    await waitFor(() =>
      expect(content()).toHaveAccessibleDescription(expect.stringContaining(t(postMessages.contentTooLong))),
    );
    expect(await screen.findByText(t(postMessages.createFailed))).toBeInTheDocument();
  });
});
