import { isAppError } from '@runtogether/shared/errors/app-error';
import { postMessages, type BusinessPost } from '@runtogether/shared/posts/post.schemas';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog';
import { useDeletePost } from '../api/delete-post';

/** 'Delete' with the confirmation of docs/product.md (§8); the server lets only the business that posted delete. */
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
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={setOpen}
      pending={deletion.isPending}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete post “${post.title}”`}
          className="text-red-800 hover:bg-red-50 hover:text-red-900"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete post"
      description={postMessages.confirmDelete}
      confirmLabel="Delete"
      onConfirm={confirm}
    />
  );
}
