import { isAppError } from '@runtogether/shared/errors/app-error';
import { postMessages, type BusinessPost } from '@runtogether/shared/posts/post.schemas';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useDeletePost } from '../api/delete-post';

const destructive = 'bg-red-700 text-white hover:bg-red-800 focus-visible:ring-red-700';

/** 'Delete' with the spec's confirmation (§8); the server lets only the business that posted delete. */
export function DeletePostDialog({ post }: { post: Pick<BusinessPost, 'id' | 'title' | 'businessId'> }) {
  const [open, setOpen] = useState(false);
  const deletion = useDeletePost(post.businessId, {
    onDeleted: () => {
      setOpen(false);
      toast.success(postMessages.deleted);
    },
  });

  const confirm = () =>
    deletion.mutate(post.id, {
      onError: (error) => {
        setOpen(false);
        toast.error(
          isAppError(error) && error.status === 403
            ? postMessages.notAuthorizedDelete
            : postMessages.deleteFailed,
        );
      },
    });

  return (
    <Dialog open={open} onOpenChange={(next) => !deletion.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete post “${post.title}”`}
          className="text-red-800 hover:bg-red-50 hover:text-red-900"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent hideCloseButton={deletion.isPending}>
        <DialogHeader>
          <DialogTitle>Delete post</DialogTitle>
          <DialogDescription>{postMessages.confirmDelete}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={deletion.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button className={destructive} disabled={deletion.isPending} onClick={confirm}>
            <Trash2 aria-hidden="true" />
            {deletion.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
