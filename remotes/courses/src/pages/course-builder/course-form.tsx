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
import { SearchableSelect } from '@skillhub/shared/ui/searchable-select';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Alert, Button, Card, Col, Flex, Form, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { STATUS_LABELS } from '../../courses/course-status.ts';
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

  return (
    <form onSubmit={submit} noValidate aria-label="Course">
      <Flex vertical gap="middle">
        <Section title="Basics">
          <TextField
            control={control}
            name="title"
            label="Title"
            required
            placeholder="e.g. Full Stack Web Development"
          />
          <TextField
            control={control}
            name="subtitle"
            label="Subtitle"
            type="textarea"
            rows={2}
            required
            placeholder="One sentence on what the course gives a learner"
          />
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <SearchableSelect control={control} name="language" label="Language" required options={[...LANGUAGES]} />
            </Col>
            <Col xs={24} md={12}>
              <SearchableSelect
                control={control}
                name="category"
                label="Category"
                required
                options={categories.map((c) => ({ label: c.name, value: c._id }))}
              />
            </Col>
            <Col xs={24} md={12}>
              <SearchableSelect
                control={control}
                name="courseMode"
                label="Course Mode"
                required
                options={[...COURSE_MODES]}
              />
            </Col>
            <Col xs={24} md={12}>
              <SearchableSelect
                control={control}
                name="courseLevel"
                label="Course Level"
                required
                options={[...COURSE_LEVELS]}
              />
            </Col>
          </Row>
          <FileUploadField
            control={control}
            setValue={setValue}
            name="thumbnail"
            label="Thumbnail"
            required
            purpose="thumbnail"
            accept="image/jpeg,image/png,image/webp"
            maxBytes={IMAGE_MAX_BYTES}
            hint="A link to the image, or upload a JPEG, PNG or WebP up to 5 MB"
          />
          <FileUploadField
            control={control}
            setValue={setValue}
            name="brouchure"
            label="Brochure"
            purpose="brochure"
            accept="application/pdf"
            maxBytes={BROCHURE_MAX_BYTES}
            hint="Optional: a link to the brochure, or upload a PDF up to 20 MB"
          />
        </Section>

        <Section title="Details">
          <TextListField
            control={control}
            errors={formState.errors}
            name="keypoints"
            label="Key Points"
            itemLabel="Key point"
            placeholder="e.g. 40 hours of live classes"
          />
          <TextListField
            control={control}
            errors={formState.errors}
            name="tags"
            label="Tags"
            itemLabel="Tag"
            placeholder="e.g. react"
          />
          <TextListField
            control={control}
            errors={formState.errors}
            name="whatWillYouLearn"
            label="What You Will Learn"
            itemLabel="Learning point"
            placeholder="e.g. Build REST APIs with Node.js"
          />
          <TextField control={control} name="description" label="Description" type="textarea" rows={6} required />
          <TextField control={control} name="duration" label="Duration" required placeholder="e.g. 12 weeks" />
        </Section>

        <Section title="Pricing">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <TextField control={control} name="price.actualPrice" label="Actual Price (₹)" type="number" required />
            </Col>
            <Col xs={24} md={8}>
              <TextField control={control} name="price.discountPercentage" label="Discount (%)" type="number" />
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                layout="vertical"
                label="Final Price"
                validateStatus={finalPriceError ? 'error' : undefined}
                help={finalPriceError}
              >
                <output aria-label="Final price" aria-live="polite" style={{ fontSize: 18, fontWeight: 600 }}>
                  {finalPrice === undefined ? '—' : formatRupees(finalPrice)}
                </output>
              </Form.Item>
            </Col>
            <Col xs={24} md={editing ? 12 : 24}>
              <SearchableSelect
                control={control}
                name="validity"
                label="Validity"
                required
                options={[...COURSE_VALIDITIES]}
              />
            </Col>
            {editing && (
              <Col xs={24} md={12}>
                <SearchableSelect
                  control={control}
                  name="courseStatus"
                  label="Status"
                  required
                  options={CONTENT_STATUSES.map((s) => ({ label: STATUS_LABELS[s], value: s }))}
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
