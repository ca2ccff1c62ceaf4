import { isAppError } from '@runtogether/shared/errors/app-error';
import type { BusinessPost } from '@runtogether/shared/posts/post.schemas';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog';
import { t } from '@/lib/i18n';
import { useDeletePost } from '../api/delete-post';

/** 'Delete' with the confirmation of docs/product.md (§8); the server lets only the business that posted delete. */
export function DeletePostDialog({ post }: { post: Pick<BusinessPost, 'id' | 'title' | 'businessId'> }) {
  const [open, setOpen] = useState(false);
  const deletion = useDeletePost(post.businessId, {
    onDeleted: () => {
      setOpen(false);
      toast.success(t('host.posts.delete.deleted'));
    },
  });

  const confirm = () =>
    deletion.mutate(post.id, {
      onError: (error) => {
        setOpen(false);
        toast.error(
          isAppError(error) && error.status === 403
            ? t('host.posts.delete.notAuthorized')
            : t('host.posts.delete.failed'),
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
          aria-label={t('host.posts.delete.label', { title: post.title })}
          className="text-red-800 hover:bg-red-50 hover:text-red-900"
        >
          <Trash2 aria-hidden="true" />
          {t('host.posts.delete.button')}
        </Button>
      }
      title={t('host.posts.delete.title')}
      description={t('host.posts.delete.confirm')}
      confirmLabel={t('host.posts.delete.button')}
      onConfirm={confirm}
    />
  );
}
