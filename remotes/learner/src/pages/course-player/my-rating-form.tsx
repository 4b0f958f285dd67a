import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@skillhub/shared/api-client';
import { REVIEW_MAX } from '@skillhub/shared/constants';
import { type Rating, type RatingBodyInput, ratingBodySchema } from '@skillhub/shared/schemas/rating';
import { useNotify } from '@skillhub/shared/ui/notify';
import { applyServerErrors } from '@skillhub/shared/ui/server-errors';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Button, Card, Form, Rate } from 'antd';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';
import { rateCourse } from './use-ratings.ts';

/** The learner's own stars (antd Rate: arrow keys move, Enter is not needed) and an optional review. */
export function MyRatingForm({
  courseId,
  mine,
  onSaved,
}: {
  courseId: string;
  mine: Rating | null;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const labelId = useId();
  const { t } = useT();
  const { control, handleSubmit, setError, formState } = useForm<RatingBodyInput>({
    resolver: zodResolver(ratingBodySchema),
    // No stars until the learner picks some, so an unrated submit says 'Rating is required'.
    defaultValues: { rating: mine?.rating, review: mine?.review ?? '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await rateCourse(courseId, ratingBodySchema.parse(values));
      notify.success(answer.message ?? t('player.rating.thanks'));
      onSaved();
    } catch (error) {
      if (!applyServerErrors(error, setError)) notify.error(errorMessage(error));
    }
  });

  return (
    <Card size="small" title={mine ? t('player.rating.yours') : t('player.rating.rate')}>
      <form onSubmit={submit} noValidate aria-label={t('player.rating.yours')}>
        <Controller
          control={control}
          name="rating"
          render={({ field, fieldState }) => (
            <Form.Item
              layout="vertical"
              label={<span id={labelId}>{t('player.rating.starsLabel')}</span>}
              required
              validateStatus={fieldState.error ? 'error' : undefined}
              help={fieldState.error?.message}
            >
              <Rate
                value={typeof field.value === 'number' ? field.value : 0}
                onChange={(value) => field.onChange(value)}
                tooltips={t('player.rating.stars', { returnObjects: true })}
                aria-labelledby={labelId}
              />
            </Form.Item>
          )}
        />
        <TextField
          control={control}
          name="review"
          label={t('player.rating.review')}
          type="textarea"
          rows={3}
          maxLength={REVIEW_MAX}
        />
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          {mine ? t('player.rating.update') : t('player.rating.submit')}
        </Button>
      </form>
    </Card>
  );
}
