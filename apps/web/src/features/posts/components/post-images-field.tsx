import { POST_MAX_IMAGES } from '@runtogether/shared/posts/post.schemas';
import { X } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { t, translateText } from '@/lib/i18n';
import { imageFileError } from '@runtogether/shared/images/image.rules';

interface PostImagesFieldProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

interface Problem {
  name: string;
  message: string;
}

/**
 * The post's pictures: several may be picked at once or one after another, each checked here (type, 5 MB)
 * before anything is sent and previewed; a refused file is named with the reason and the others stay.
 */
export function PostImagesField({ files, onChange, disabled }: PostImagesFieldProps) {
  const id = useId();
  const [problems, setProblems] = useState<Problem[]>([]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Choosing the same file again after removing it must still fire a change.
    event.target.value = '';
    const next = [...files];
    const refused: Problem[] = [];
    for (const file of chosen) {
      const error = imageFileError(file);
      if (error) refused.push({ name: file.name, message: translateText(error) });
      else if (next.length >= POST_MAX_IMAGES)
        refused.push({
          name: file.name,
          message: t('host.posts.form.tooManyImages', { max: POST_MAX_IMAGES }),
        });
      else next.push(file);
    }
    setProblems(refused);
    if (next.length !== files.length) onChange(next);
  };

  const remove = (file: File) => {
    setProblems([]);
    onChange(files.filter((other) => other !== file));
  };

  const full = files.length >= POST_MAX_IMAGES;
  const describedBy = [`${id}-hint`, problems.length > 0 ? `${id}-problems` : null].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t('host.posts.form.images')}</Label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        onChange={choose}
        disabled={disabled || full}
        aria-describedby={describedBy}
        aria-invalid={problems.length > 0 ? true : undefined}
        className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-900 hover:file:bg-slate-50"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('host.posts.form.imagesHint', { max: POST_MAX_IMAGES, count: files.length })}
      </p>
      {problems.length > 0 && (
        <ul
          id={`${id}-problems`}
          role="alert"
          className="flex flex-col gap-0.5 text-sm font-medium text-red-700"
        >
          {problems.map((problem, index) => (
            <li key={`${problem.name}-${index}`}>
              {problem.name}: {problem.message}
            </li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul
          aria-label={t('host.posts.form.chosenImages')}
          className="mt-1 grid grid-cols-3 gap-2 sm:grid-cols-6"
        >
          {files.map((file, index) => (
            <li key={`${file.name}-${file.lastModified}-${index}`} className="relative">
              <FilePreview file={file} />
              <Button
                variant="outline"
                size="icon"
                aria-label={t('host.posts.form.removeImage', { name: file.name })}
                onClick={() => remove(file)}
                disabled={disabled}
                className="absolute top-1 right-1 size-7 rounded-full bg-white/90"
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FilePreview({ file }: { file: File }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return (
    <div className="aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      {preview && (
        <img
          src={preview}
          alt={t('host.posts.form.preview', { name: file.name })}
          className="size-full object-cover"
        />
      )}
    </div>
  );
}
