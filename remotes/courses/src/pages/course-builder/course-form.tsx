import {
  BROCHURE_MAX_BYTES,
  CONTENT_STATUSES,
  COURSE_LEVELS,
  COURSE_MODES,
  COURSE_VALIDITIES,
  IMAGE_MAX_BYTES,
  LANGUAGES,
} from '@skillhub/shared/constants';
import { formatRupees } from '@skillhub/shared/format';
import type { Category } from '@skillhub/shared/schemas/category';
import type { CourseBody } from '@skillhub/shared/schemas/course';
import { SKILL_AREAS } from '@skillhub/shared/skill-areas';
import { SearchableSelect } from '@skillhub/shared/ui/searchable-select';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Alert, Button, Card, Col, Flex, Form, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { type CourseFormValues, courseFormResolver, liveFinalPrice } from './course-form-values.ts';
import { FileUploadField } from './file-upload-field.tsx';
import { TextListField } from './text-list-field.tsx';

export interface CourseFormProps {
  initialValues: CourseFormValues;
  /** editing shows the status; a new course always starts as a draft */
  editing: boolean;
  categories: Pick<Category, '_id' | 'name'>[];
  submitLabel: string;
  /** resolves when saved; rejects with the ApiError, whose field messages the form then shows */
  onSubmit: (
    body: CourseBody,
    form: ReturnType<typeof useForm<CourseFormValues, unknown, CourseBody>>,
  ) => Promise<void>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
      }
    >
      {children}
    </Card>
  );
}

/** The course builder's form: basics, details and pricing, checked by the contract's schema. */
export function CourseForm({ initialValues, editing, categories, submitLabel, onSubmit }: CourseFormProps) {
  const form = useForm<CourseFormValues, unknown, CourseBody>({
    resolver: courseFormResolver(editing),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { handleSubmit, setValue, formState } = form;
  // The shared fields take a form whose submitted values are its field values; this one submits the
  // schema's parsed body instead, which the fields never see.
  const control = form.control as unknown as Control<CourseFormValues>;
  const price = useWatch({ control, name: 'price' });
  const finalPrice = liveFinalPrice(price);
  const finalPriceError = formState.errors.price?.finalPrice?.message;

  const submit = handleSubmit((body) => onSubmit(body, form));
  const { t } = useT();
  const { t: common } = useTranslation('common');

  return (
    <form onSubmit={submit} noValidate aria-label={t('courseBuilder.form')}>
      <Flex vertical gap="middle">
        <Section title={t('courseBuilder.sections.basics')}>
          <TextField
            control={control}
            name="title"
            label={t('courseBuilder.fields.title')}
            required
            placeholder={t('courseBuilder.fields.titlePlaceholder')}
          />
          <TextField
            control={control}
            name="subtitle"
            label={t('courseBuilder.fields.subtitle')}
            type="textarea"
            rows={2}
            required
            placeholder={t('courseBuilder.fields.subtitlePlaceholder')}
          />
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <SearchableSelect
                control={control}
                name="language"
                label={t('courseBuilder.fields.language')}
                required
                options={LANGUAGES.map((value) => ({ label: common(`values.language.${value}`), value }))}
              />
            </Col>
            <Col xs={24} md={12}>
              <SearchableSelect
                control={control}
                name="category"
                label={t('courseBuilder.fields.category')}
                required
                options={categories.map((c) => ({ label: c.name, value: c._id }))}
              />
            </Col>
            <Col xs={24} md={12}>
              <SearchableSelect
                control={control}
                name="courseMode"
                label={t('courseBuilder.fields.mode')}
                required
                options={COURSE_MODES.map((value) => ({ label: common(`values.mode.${value}`), value }))}
              />
            </Col>
            <Col xs={24} md={12}>
              <SearchableSelect
                control={control}
                name="courseLevel"
                label={t('courseBuilder.fields.level')}
                required
                options={COURSE_LEVELS.map((value) => ({ label: common(`values.level.${value}`), value }))}
              />
            </Col>
          </Row>
          <SearchableSelect
            control={control}
            name="skillAreas"
            label={t('courseBuilder.fields.skillAreas')}
            multiple
            options={SKILL_AREAS.map((value) => ({ label: common(`values.skillArea.${value}`), value }))}
          />
          <FileUploadField
            control={control}
            setValue={setValue}
            name="thumbnail"
            label={t('courseBuilder.fields.thumbnail')}
            required
            purpose="thumbnail"
            accept="image/jpeg,image/png,image/webp"
            maxBytes={IMAGE_MAX_BYTES}
            hint={t('courseBuilder.fields.thumbnailHint')}
          />
          <FileUploadField
            control={control}
            setValue={setValue}
            name="brouchure"
            label={t('courseBuilder.fields.brochure')}
            purpose="brochure"
            accept="application/pdf"
            maxBytes={BROCHURE_MAX_BYTES}
            hint={t('courseBuilder.fields.brochureHint')}
          />
        </Section>

        <Section title={t('courseBuilder.sections.details')}>
          <TextListField
            control={control}
            errors={formState.errors}
            name="keypoints"
            label={t('courseBuilder.fields.keyPoints')}
            itemLabel={t('courseBuilder.fields.keyPoint')}
            placeholder={t('courseBuilder.fields.keyPointPlaceholder')}
          />
          <TextListField
            control={control}
            errors={formState.errors}
            name="tags"
            label={t('courseBuilder.fields.tags')}
            itemLabel={t('courseBuilder.fields.tag')}
            placeholder={t('courseBuilder.fields.tagPlaceholder')}
          />
          <TextListField
            control={control}
            errors={formState.errors}
            name="whatWillYouLearn"
            label={t('courseBuilder.fields.learn')}
            itemLabel={t('courseBuilder.fields.learnPoint')}
            placeholder={t('courseBuilder.fields.learnPlaceholder')}
          />
          <TextField
            control={control}
            name="description"
            label={t('courseBuilder.fields.description')}
            type="textarea"
            rows={6}
            required
          />
          <TextField
            control={control}
            name="duration"
            label={t('courseBuilder.fields.duration')}
            required
            placeholder={t('courseBuilder.fields.durationPlaceholder')}
          />
        </Section>

        <Section title={t('courseBuilder.sections.pricing')}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <TextField
                control={control}
                name="price.actualPrice"
                label={t('courseBuilder.fields.actualPrice')}
                type="number"
                required
              />
            </Col>
            <Col xs={24} md={8}>
              <TextField
                control={control}
                name="price.discountPercentage"
                label={t('courseBuilder.fields.discount')}
                type="number"
              />
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                layout="vertical"
                label={t('courseBuilder.fields.finalPrice')}
                validateStatus={finalPriceError ? 'error' : undefined}
                help={finalPriceError}
              >
                <output
                  aria-label={t('courseBuilder.fields.finalPriceOutput')}
                  aria-live="polite"
                  style={{ fontSize: 18, fontWeight: 600 }}
                >
                  {finalPrice === undefined ? '—' : formatRupees(finalPrice)}
                </output>
              </Form.Item>
            </Col>
            <Col xs={24} md={editing ? 12 : 24}>
              <SearchableSelect
                control={control}
                name="validity"
                label={t('courseBuilder.fields.validity')}
                required
                options={COURSE_VALIDITIES.map((value) => ({ label: common(`values.validity.${value}`), value }))}
              />
            </Col>
            {editing && (
              <Col xs={24} md={12}>
                <SearchableSelect
                  control={control}
                  name="courseStatus"
                  label={t('courseBuilder.fields.status')}
                  required
                  options={CONTENT_STATUSES.map((s) => ({ label: t(`status.${s}`), value: s }))}
                />
              </Col>
            )}
          </Row>
        </Section>

        {formState.errors.root?.server?.message && (
          <Alert type="error" showIcon title={formState.errors.root.server.message} />
        )}
        <Flex justify="end">
          <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
