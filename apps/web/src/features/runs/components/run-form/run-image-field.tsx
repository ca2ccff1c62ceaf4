import { ImageIcon, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { t, translateText } from '@/lib/i18n';
import { imageFileError } from '@runtogether/shared/images/image.rules';

interface RunImageFieldProps {
  /** The run's current image (editing), shown until another is chosen. */
  currentUrl: string | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * The run's picture: checked here before anything is sent (type, 5 MB), previewed in the 4:5 frame it will be
 * shown in. A refused file leaves the earlier choice in place.
 */
export function RunImageField({ currentUrl, onChange, disabled }: RunImageFieldProps) {
  const id = useId();
  const [chosen, setChosen] = useState<{ file: File; preview: string | null } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again after removing it must still fire a change.
    event.target.value = '';
    if (!file) return;
    const error = imageFileError(file);
    setProblem(error);
    if (error) return;
    onChange(file);
    setChosen({ file, preview: null });
    const reader = new FileReader();
    reader.onload = () => {
      const preview = typeof reader.result === 'string' ? reader.result : null;
      // A later choice may have replaced this one while it was being read.
      setChosen((current) => (current?.file === file ? { file, preview } : current));
    };
    reader.readAsDataURL(file);
  };

  const remove = () => {
    setChosen(null);
    setProblem(null);
    onChange(null);
  };

  const preview = chosen ? chosen.preview : currentUrl;
  const describedBy = [`${id}-hint`, problem ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t('runs.form.imageLabel')}</Label>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex aspect-[4/5] w-40 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
          {preview ? (
            <img
              src={preview}
              alt={
                chosen ? t('runs.form.imagePreview', { name: chosen.file.name }) : t('runs.form.imageCurrent')
              }
              className="size-full object-cover"
            />
          ) : (
            <ImageIcon aria-hidden="true" className="size-10 text-slate-400" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <input
            id={id}
            type="file"
            accept="image/*"
            onChange={choose}
            disabled={disabled}
            aria-describedby={describedBy}
            aria-invalid={problem ? true : undefined}
            className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-900 hover:file:bg-slate-50"
          />
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {t('runs.form.imageHint')}
          </p>
          {chosen && (
            <div className="flex items-center gap-2 text-sm text-slate-700">
              <span className="truncate">{chosen.file.name}</span>
              <Button variant="ghost" size="sm" onClick={remove} disabled={disabled}>
                <X aria-hidden="true" />
                {t('runs.form.removeImage')}
              </Button>
            </div>
          )}
          {problem && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
              {translateText(problem)}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
