import { zodResolver } from '@hookform/resolvers/zod';
import { fieldMessage } from '@skillhub/shared/i18n';
import type { Coupon } from '@skillhub/shared/schemas/coupon';
import { FormDialog } from '@skillhub/shared/ui/form-dialog';
import { SearchableSelect } from '@skillhub/shared/ui/searchable-select';
import { TextField } from '@skillhub/shared/ui/text-field';
import { Checkbox, Flex, Form, Input, Radio } from 'antd';
import { useEffect, useId, useMemo } from 'react';
import { type Control, Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';
import {
  type CouponFormValues,
  couponBodyOf,
  couponFormOf,
  couponFormSchema,
  emptyCouponForm,
} from './coupon-form-values.ts';
import { useSaveCoupon, useScopeChoices } from './use-coupons.ts';

export interface CouponFormDialogProps {
  open: boolean;
  /** the coupon being edited; none adds a new one */
  coupon: Coupon | undefined;
  onClose: () => void;
}

/** A date and time typed as India's wall clock (datetime-local), whatever the browser's zone. */
function IndiaTimeField({
  control,
  name,
  label,
  required,
}: {
  control: Control<CouponFormValues>;
  name: Path<CouponFormValues>;
  label: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldMessage(fieldState.error);
        return (
          <Form.Item
            layout="vertical"
            label={label}
            htmlFor={id}
            required={required}
            validateStatus={message ? 'error' : undefined}
            help={message ? <span id={`${id}-error`}>{message}</span> : undefined}
          >
            <Input
              id={id}
              type="datetime-local"
              value={(field.value as string) ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              aria-invalid={Boolean(message)}
              aria-describedby={message ? `${id}-error` : undefined}
            />
          </Form.Item>
        );
      }}
    />
  );
}

/** A yes/no choice of the form. */
function CheckboxField({
  control,
  name,
  label,
}: {
  control: Control<CouponFormValues>;
  name: 'firstPurchaseOnly' | 'isActive';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)}>
          {label}
        </Checkbox>
      )}
    />
  );
}

/**
 * Add or edit a coupon or automatic offer: amounts in rupees, times in India's time, checked on the page with
 * the same rules the server applies (and the server's own messages put back on their fields).
 */
export function CouponFormDialog({ open, coupon, onClose }: CouponFormDialogProps) {
  const save = useSaveCoupon();
  const { t } = useT();
  const form = useForm<CouponFormValues>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: emptyCouponForm(new Date()),
  });
  const { control, reset } = form;
  const [discountType, scope] = useWatch({ control, name: ['discountType', 'scope'] });
  const choices = useScopeChoices();
  const courseOptions = useMemo(
    () =>
      (choices.data ?? []).flatMap((category) =>
        category.courses.map((course) => ({ label: course.title, value: course._id })),
      ),
    [choices.data],
  );
  const categoryOptions = useMemo(
    () => (choices.data ?? []).map((category) => ({ label: category.name, value: category._id })),
    [choices.data],
  );

  useEffect(() => {
    if (open) reset(coupon ? couponFormOf(coupon) : emptyCouponForm(new Date()));
  }, [open, coupon, reset]);

  return (
    <FormDialog
      open={open}
      width={640}
      title={coupon ? t('coupons.edit') : t('coupons.add')}
      onClose={onClose}
      form={form}
      onSubmit={async (values) => {
        const body = couponBodyOf(values);
        await save.mutateAsync({ couponId: coupon?._id, body });
        return coupon ? t('coupons.updated', { name: body.code ?? body.title }) : t('coupons.added');
      }}
    >
      <TextField
        control={control}
        name="code"
        label={t('coupons.form.code')}
        placeholder={t('coupons.form.codePlaceholder')}
        autoComplete="off"
        maxLength={32}
        help={t('coupons.form.codeHelp')}
      />
      <TextField
        control={control}
        name="title"
        label={t('coupons.form.title')}
        required
        placeholder={t('coupons.form.titlePlaceholder')}
        maxLength={100}
      />
      <Form.Item layout="vertical" label={t('coupons.form.discountType')}>
        <Controller
          control={control}
          name="discountType"
          render={({ field }) => (
            <Radio.Group
              aria-label={t('coupons.form.discountType')}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              options={[
                { label: t('coupons.form.percent'), value: 'percent' },
                { label: t('coupons.form.flat'), value: 'flat' },
              ]}
            />
          )}
        />
      </Form.Item>
      <Flex gap="middle" wrap>
        <div style={{ flex: '1 1 180px' }}>
          <TextField
            control={control}
            name="discountValue"
            type="number"
            required
            label={discountType === 'flat' ? t('coupons.form.discountRupees') : t('coupons.form.discountPercent')}
          />
        </div>
        {discountType === 'percent' && (
          <div style={{ flex: '1 1 180px' }}>
            <TextField
              control={control}
              name="maxDiscountRupees"
              type="number"
              label={t('coupons.form.maxDiscount')}
              placeholder={t('coupons.form.noLimit')}
            />
          </div>
        )}
        <div style={{ flex: '1 1 180px' }}>
          <TextField control={control} name="minOrderRupees" type="number" label={t('coupons.form.minOrder')} />
        </div>
      </Flex>
      <Flex gap="middle" wrap>
        <div style={{ flex: '1 1 240px' }}>
          <IndiaTimeField control={control} name="startsAt" label={t('coupons.form.startsAt')} required />
        </div>
        <div style={{ flex: '1 1 240px' }}>
          <IndiaTimeField control={control} name="endsAt" label={t('coupons.form.endsAt')} />
        </div>
      </Flex>
      <Flex gap="middle" wrap>
        <div style={{ flex: '1 1 180px' }}>
          <TextField
            control={control}
            name="totalUses"
            type="number"
            label={t('coupons.form.totalUses')}
            placeholder={t('coupons.form.noLimit')}
          />
        </div>
        <div style={{ flex: '1 1 180px' }}>
          <TextField
            control={control}
            name="usesPerLearner"
            type="number"
            label={t('coupons.form.usesPerLearner')}
            placeholder={t('coupons.form.noLimit')}
          />
        </div>
      </Flex>
      <Form.Item layout="vertical" label={t('coupons.form.scope')}>
        <Controller
          control={control}
          name="scope"
          render={({ field }) => (
            <Radio.Group
              aria-label={t('coupons.form.scope')}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              options={[
                { label: t('coupons.form.scopeAll'), value: 'all' },
                { label: t('coupons.form.scopeCourses'), value: 'courses' },
                { label: t('coupons.form.scopeCategories'), value: 'categories' },
              ]}
            />
          )}
        />
      </Form.Item>
      {scope === 'courses' && (
        <SearchableSelect
          control={control}
          name="courseIds"
          label={t('coupons.form.courses')}
          options={courseOptions}
          multiple
          required
        />
      )}
      {scope === 'categories' && (
        <SearchableSelect
          control={control}
          name="categoryIds"
          label={t('coupons.form.categories')}
          options={categoryOptions}
          multiple
          required
        />
      )}
      <Flex gap="large" wrap>
        <CheckboxField control={control} name="firstPurchaseOnly" label={t('coupons.form.firstPurchaseOnly')} />
        <CheckboxField control={control} name="isActive" label={t('coupons.form.isActive')} />
      </Flex>
    </FormDialog>
  );
}
