import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BlogCategory,
  type BlogCategoryBody,
  blogCategoryBodySchema,
  blogTopicBodySchema,
} from '@skillhub/shared/schemas/blog';
import { slugify } from '@skillhub/shared/slug';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { TextField } from '@skillhub/shared/ui/text-field';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../i18n/index.ts';
import { type TaxonomyKind, useSaveTerm } from './taxonomy-queries.ts';

export interface TaxonomyFormDialogProps {
  kind: TaxonomyKind;
  open: boolean;
  /** the term being edited; none adds a new one */
  term: BlogCategory | undefined;
  onClose: () => void;
}

/**
 * Add or edit a blog category (name, slug, optional description) or topic (name, optional description). A
 * new category's slug follows its name until the slug is edited; a slug another category has comes back from
 * the server on the slug field.
 */
export function TaxonomyFormDialog({ kind, open, term, onClose }: TaxonomyFormDialogProps) {
  const save = useSaveTerm(kind);
  const { t } = useT();
  const schema = kind === 'category' ? blogCategoryBodySchema : blogTopicBodySchema;
  const form = useForm<BlogCategoryBody>({
    resolver: zodResolver(schema) as never,
    defaultValues: { name: '', slug: '', description: '' },
  });
  const { control, reset, watch, setValue, getFieldState } = form;
  const name = watch('name');

  useEffect(() => {
    if (open) reset({ name: term?.name ?? '', slug: term?.slug ?? '', description: term?.description ?? '' });
  }, [open, term, reset]);

  useEffect(() => {
    if (kind === 'category' && !term && !getFieldState('slug').isDirty) setValue('slug', slugify(name ?? '', ''));
  }, [kind, term, name, setValue, getFieldState]);

  return (
    <FormDialog
      open={open}
      title={term ? t(`taxonomy.${kind}.edit`) : t(`taxonomy.${kind}.add`)}
      onClose={onClose}
      form={form}
      onSubmit={async (body) => {
        await save.mutateAsync({
          id: term?._id,
          body: kind === 'category' ? body : { name: body.name, description: body.description },
        });
        return term ? t(`taxonomy.${kind}.updated`, { name: body.name }) : t(`taxonomy.${kind}.added`);
      }}
    >
      <TextField control={control} name="name" label={t('taxonomy.name')} required maxLength={100} />
      {kind === 'category' && (
        <TextField control={control} name="slug" label={t('taxonomy.slug')} required help={t('taxonomy.slugHelp')} />
      )}
      <TextField
        control={control}
        name="description"
        label={t('taxonomy.description')}
        type="textarea"
        rows={3}
        maxLength={1000}
      />
    </FormDialog>
  );
}
