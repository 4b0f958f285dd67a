import { zodResolver } from '@hookform/resolvers/zod';
import { type Category, type CategoryBody, categoryBodySchema } from '@skillhub/shared/schemas/category';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { TextField } from '@skillhub/shared/ui/text-field';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';
import { useSaveCategory } from './use-categories.ts';

export interface CategoryFormDialogProps {
  open: boolean;
  /** the category being edited; none adds a new one */
  category: Category | undefined;
  onClose: () => void;
}

const empty: CategoryBody = { name: '', description: '' };

/** Add or edit a course category: name and description, checked with the contract's schema. */
export function CategoryFormDialog({ open, category, onClose }: CategoryFormDialogProps) {
  const save = useSaveCategory();
  const { t } = useT();
  const form = useForm<CategoryBody>({ resolver: zodResolver(categoryBodySchema), defaultValues: empty });
  const { control, reset } = form;

  useEffect(() => {
    if (open) reset(category ? { name: category.name, description: category.description } : empty);
  }, [open, category, reset]);

  return (
    <FormDialog
      open={open}
      title={category ? t('category.edit') : t('category.add')}
      onClose={onClose}
      form={form}
      onSubmit={async (body) => {
        await save.mutateAsync({ categoryId: category?._id, body });
        return category ? t('category.updated', { name: body.name }) : t('category.added');
      }}
    >
      <TextField
        control={control}
        name="name"
        label={t('category.name')}
        required
        placeholder={t('category.namePlaceholder')}
        maxLength={categoryBodySchema.shape.name.maxLength ?? undefined}
      />
      <TextField
        control={control}
        name="description"
        label={t('category.description')}
        type="textarea"
        required
        rows={4}
        placeholder={t('category.descriptionPlaceholder')}
        maxLength={categoryBodySchema.shape.description.maxLength ?? undefined}
      />
    </FormDialog>
  );
}
