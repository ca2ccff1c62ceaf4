import { zodResolver } from '@hookform/resolvers/zod';
import { isAppError } from '@runtogether/shared/errors/app-error';
import {
  POST_CONTENT_MAX,
  POST_TITLE_MAX,
  postInputSchema,
  postMessages,
  type BusinessPost,
  type PostFormValues,
  type PostInput,
} from '@runtogether/shared/posts/post.schemas';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/alert';
import { FormField, type FieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors, registerInOrder } from '@/lib/form';
import { t, translateText } from '@/lib/i18n';
import { useCreatePost } from '../api/create-post';
import { PostImagesField } from './post-images-field';

export interface NewPostFormProps {
  /** The business posting; the server accepts only that business itself. */
  businessId: string;
  /** Called with the saved post, after the form has been cleared. */
  onCreated?: (post: BusinessPost) => void;
}

const fieldNames = ['title', 'content'] as const;
const emptyValues: PostFormValues = { title: '', content: '' };

/**
 * docs/product.md §5 "New post": title and content both required, several images. An image the server cannot use is
 * named in its own toast; the post is saved without it.
 */
export function NewPostForm({ businessId, onCreated }: NewPostFormProps) {
  const missingId = useId();
  const create = useCreatePost();
  const [images, setImages] = useState<File[]>([]);
  const form = useForm<PostFormValues, unknown, PostInput>({
    resolver: zodResolver(postInputSchema),
    defaultValues: emptyValues,
  });
  const { errors } = form.formState;
  const fields = registerInOrder(form.register, fieldNames);
  const [title, content] = useWatch({ control: form.control, name: fieldNames });

  // 'Please fill in both title and content' is one message for the form, not one under each empty field.
  const isMissing = (message: string | undefined) => message === postMessages.required;
  const missing = isMissing(errors.title?.message) || isMissing(errors.content?.message);
  // A schema's message is a key (or the server's words, already translated): shown in the page's language.
  const ownError = (message: string | undefined) =>
    isMissing(message) || message === undefined ? undefined : translateText(message);
  const withMissing = (control: FieldControlProps, message: string | undefined) =>
    isMissing(message)
      ? {
          ...control,
          'aria-invalid': true as const,
          'aria-describedby': [control['aria-describedby'], missingId].filter(Boolean).join(' '),
        }
      : control;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { post, failedImages } = await create.mutateAsync({ businessId, ...values, images });
      toast.success(t('host.posts.toast.created'));
      for (const failed of failedImages) {
        toast.error(
          t('host.posts.toast.imageFailed', { name: failed.name, message: translateText(failed.message) }),
        );
      }
      form.reset(emptyValues);
      setImages([]);
      onCreated?.(post);
    } catch (error) {
      if (isAppError(error) && error.status === 403) {
        toast.error(t('host.posts.toast.notAuthorizedCreate'));
        return;
      }
      applyServerFieldErrors(error, fieldNames, form.setError);
      const description = isAppError(error) && error.status < 500 ? error.message : undefined;
      toast.error(t('host.posts.toast.createFailed'), { description });
    }
  });

  const busy = create.isPending;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField
        label={t('host.posts.form.title')}
        error={ownError(errors.title?.message)}
        limit={{ length: title.length, max: POST_TITLE_MAX }}
      >
        {(control) => (
          <Input
            {...withMissing(control, errors.title?.message)}
            maxLength={POST_TITLE_MAX}
            {...fields.title}
          />
        )}
      </FormField>
      <FormField
        label={t('host.posts.form.content')}
        error={ownError(errors.content?.message)}
        limit={{ length: content.length, max: POST_CONTENT_MAX }}
      >
        {(control) => (
          <Textarea
            {...withMissing(control, errors.content?.message)}
            rows={5}
            maxLength={POST_CONTENT_MAX}
            {...fields.content}
          />
        )}
      </FormField>
      <PostImagesField files={images} onChange={setImages} disabled={busy} />
      {missing && <Alert id={missingId}>{t('host.posts.form.required')}</Alert>}
      <SubmitButton busy={busy} busyLabel={t('host.posts.form.posting')} className="self-start">
        {t('host.posts.form.submit')}
      </SubmitButton>
    </form>
  );
}
