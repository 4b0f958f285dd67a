import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { type Category, type CategoryBody, categoryBodySchema } from '@skillhub/shared/schemas/category';
import { ModalDialog } from '@skillhub/shared/ui/modal-dialog';
import { useNotify } from '@skillhub/shared/ui/notify';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Button, Flex } from 'antd';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { categoryMessages } from './category-messages.ts';
import { useSaveCategory } from './use-categories.ts';

export interface CategoryFormDialogProps {
  open: boolean;
  /** the category being edited; null adds a new one */
  category: Category | null;
  onClose: () => void;
}

const empty: CategoryBody = { name: '', description: '' };

/** Add or edit a course category: name and description, checked with the contract's schema. */
export function CategoryFormDialog({ open, category, onClose }: CategoryFormDialogProps) {
  const formId = useId();
  const notify = useNotify();
  const save = useSaveCategory();
  const { control, handleSubmit, reset, setError } = useForm<CategoryBody>({
    resolver: zodResolver(categoryBodySchema),
    defaultValues: empty,
  });

  useEffect(() => {
    if (open) reset(category ? { name: category.name, description: category.description } : empty);
  }, [open, category, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ categoryId: category?._id, body });
      notify.success(category ? categoryMessages.updated(body.name) : categoryMessages.added);
      onClose();
    } catch (error) {
      // A field the server rejected (a duplicate name) shows its message under the field instead.
      if (!applyServerErrors(error, setError)) notify.error(errorMessage(error));
    }
  });

  return (
    <ModalDialog
      open={open}
      title={category ? 'Edit Category' : 'Add Category'}
      onClose={onClose}
      closeOnBackdrop={!save.isPending}
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" form={formId} loading={save.isPending}>
            Save
          </Button>
        </Flex>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          control={control}
          name="name"
          label="Category Name"
          required
          placeholder="e.g. Data Science"
          maxLength={categoryBodySchema.shape.name.maxLength ?? undefined}
        />
        <TextField
          control={control}
          name="description"
          label="Description"
          type="textarea"
          required
          rows={4}
          placeholder="What learners will find in this category"
          maxLength={categoryBodySchema.shape.description.maxLength ?? undefined}
        />
      </form>
    </ModalDialog>
  );
}
