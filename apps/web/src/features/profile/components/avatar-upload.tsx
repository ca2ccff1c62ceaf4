import { Camera, Loader2 } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { buttonVariants } from '@/components/ui/button';
import { t, translateText } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useUploadAvatar } from '../api/upload-avatar';
import { imageFileError } from '@runtogether/shared/images/image.rules';

export interface AvatarUploadProps {
  userId: string;
  /** Called with the new picture's URL after the success toast. */
  onUploaded?: (profileImageUrl: string) => void;
}

/** 'Change Photo': picks an image, checks it here first (type, 5 MB), then uploads it. */
export function AvatarUpload({ userId, onUploaded }: AvatarUploadProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must still fire a change.
    event.target.value = '';
    if (!file) return;
    const error = imageFileError(file);
    setProblem(error);
    if (error) return;
    upload.mutate(
      { id: userId, file },
      {
        onSuccess: ({ profileImageUrl }) => {
          toast.success(t('auth.profile.avatarUpdated'));
          onUploaded?.(profileImageUrl);
        },
        onError: (failure) => {
          toast.error(t('auth.profile.avatarFailed', { message: failure.message }));
        },
      },
    );
  };

  return (
    <div className="flex flex-col items-start gap-1.5">
      <input
        id={id}
        type="file"
        accept="image/*"
        onChange={onChange}
        disabled={upload.isPending}
        aria-describedby={problem ? `${id}-error` : `${id}-hint`}
        aria-invalid={problem ? true : undefined}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2',
          upload.isPending && 'pointer-events-none opacity-60',
        )}
      >
        {upload.isPending ? (
          <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <Camera aria-hidden="true" />
        )}
        {upload.isPending ? t('auth.profile.uploading') : t('auth.profile.changePhoto')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('auth.profile.photoHint')}
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {translateText(problem)}
        </p>
      )}
    </div>
  );
}
