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
import { AvatarUpload } from './avatar-upload';
import { ProfileForm } from './profile-form';

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
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>How runners see your business on its profile and runs.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-4">
          <Avatar name={name} src={user.profileImageUrl} className="size-16 text-xl" />
          <AvatarUpload
            userId={user.id}
            onUploaded={(profileImageUrl) => onUserChange?.({ ...user, profileImageUrl })}
          />
        </div>
        <ProfileForm
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
