import type { User } from '@runtogether/shared/users/user.schemas';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { lazyPart } from '@/components/ui/lazy-part';
import { t } from '@/lib/i18n';
import { AvatarUpload } from './avatar-upload';

// The form (react-hook-form, zod) loads when the dialog is about to open, not with the page (decision 014).
const profileForm = lazyPart(() => import('./profile-form').then((module) => module.ProfileForm));
const preloadForm = () => void profileForm.preload();

export interface EditProfileDialogProps {
  user: User;
  /** Called with the user as saved: after 'Save Changes' (the dialog then closes) or a new picture. */
  onUserChange?: (user: User) => void;
}

/**
 * 'Edit Profile' on the business's own profile: the picture and the same form as /profile (every business
 * field, the location geocoded), in a dialog.
 */
export function EditProfileDialog({ user, onUserChange }: EditProfileDialogProps) {
  const [open, setOpen] = useState(false);
  const name = user.businessDetails?.businessName?.trim() || user.name;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          onPointerEnter={preloadForm}
          onPointerDown={preloadForm}
          onFocus={preloadForm}
        >
          <Pencil aria-hidden="true" />
          {t('auth.profile.editTitle')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl" load={profileForm.preload}>
        <DialogHeader>
          <DialogTitle>{t('auth.profile.editTitle')}</DialogTitle>
          <DialogDescription>{t('auth.profile.editDescription')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-4">
          <Avatar name={name} src={user.profileImageUrl} className="size-16 text-xl" />
          <AvatarUpload
            userId={user.id}
            onUploaded={(profileImageUrl) => onUserChange?.({ ...user, profileImageUrl })}
          />
        </div>
        <profileForm.Part
          key={user.id}
          user={user}
          onSaved={(saved) => {
            onUserChange?.(saved);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
