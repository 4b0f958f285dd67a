import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Select, Spin } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { request } from '../api-client.ts';
import type { EndpointSpec } from '../endpoint.ts';
import { fieldMessage } from '../i18n.ts';

export interface SelectOption {
  label: string;
  value: string;
  /** listed but not pickable */
  disabled?: boolean;
}

/** An item of an endpoint-driven select's response: a category, with its courses. */
export interface SelectEndpointItem {
  _id: string;
  name: string;
  courses?: unknown[] | number;
  isDeleted?: boolean;
}

/** A GET call without path parameters whose `{ data: [...] }` lists the options (e.g. categoryEndpoints.list). */
export type SelectOptionsEndpoint = EndpointSpec & {
  method: 'GET';
  response: z.ZodType<{ data: SelectEndpointItem[] }>;
};

export interface SearchableSelectProps<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
  label: string;
  options?: Array<string | SelectOption>;
  /** The call that supplies the options, made the first time they are needed. */
  endpoint?: SelectOptionsEndpoint;
  multiple?: boolean;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
}

export const selectOptionsQueryKey = (endpoint: SelectOptionsEndpoint | undefined) =>
  ['select-options', endpoint?.path ?? ''] as const;

/** Only active items that hold at least one course are offered. */
export function endpointOptions(items: readonly SelectEndpointItem[]): SelectOption[] {
  return items
    .filter((item) => {
      const courses = typeof item.courses === 'number' ? item.courses : (item.courses?.length ?? 0);
      return courses > 0 && item.isDeleted !== true;
    })
    .map((item) => ({ label: item.name, value: item._id }));
}

const toOption = (option: string | SelectOption): SelectOption =>
  typeof option === 'string' ? { label: option, value: option } : option;

const matchesSearch = (input: string, option: SelectOption | undefined) =>
  (option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase());

function hasValue(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '';
}

/**
 * A searchable single or multi select bound to a react-hook-form field. With `endpoint`,
 * nothing is requested until the list is opened or the field already holds a value (an edit form), so a
 * page with many selects does not fire a request per select on load.
 */
export function SearchableSelect<F extends FieldValues>({
  control,
  name,
  label,
  options,
  endpoint,
  multiple,
  required,
  placeholder,
  disabled,
}: SearchableSelectProps<F>) {
  const id = useId();
  const errorId = `${id}-error`;
  const [opened, setOpened] = useState(false);

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
            help={message ? <span id={errorId}>{message}</span> : undefined}
          >
            <OptionsSelect
              id={id}
              endpoint={endpoint}
              enabled={opened || hasValue(field.value)}
              staticOptions={options}
              multiple={multiple}
              placeholder={placeholder}
              disabled={disabled}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onOpen={() => setOpened(true)}
              selectRef={field.ref}
              ariaProps={{
                'aria-invalid': Boolean(message),
                'aria-required': required || undefined,
                'aria-describedby': message ? errorId : undefined,
              }}
            />
          </Form.Item>
        );
      }}
    />
  );
}

interface OptionsSelectProps {
  id: string;
  endpoint: SelectOptionsEndpoint | undefined;
  enabled: boolean;
  staticOptions: Array<string | SelectOption> | undefined;
  multiple: boolean | undefined;
  placeholder: string | undefined;
  disabled: boolean | undefined;
  value: unknown;
  onChange: (value: string | string[] | undefined) => void;
  onBlur: () => void;
  onOpen: () => void;
  selectRef: (instance: { focus: () => void } | null) => void;
  ariaProps: Record<`aria-${string}`, string | boolean | undefined>;
}

function OptionsSelect({
  id,
  endpoint,
  enabled,
  staticOptions,
  multiple,
  placeholder,
  disabled,
  value,
  onChange,
  onBlur,
  onOpen,
  selectRef,
  ariaProps,
}: OptionsSelectProps) {
  const query = useQuery({
    queryKey: selectOptionsQueryKey(endpoint),
    // enabled only with an endpoint, so it is set here.
    queryFn: ({ signal }) => request(endpoint as SelectOptionsEndpoint, { signal }),
    select: (body) => endpointOptions(body.data),
    enabled: Boolean(endpoint) && enabled,
  });

  const options = endpoint ? (query.data ?? []) : (staticOptions ?? []).map(toOption);
  const waiting = Boolean(endpoint) && (query.isPending || query.isFetching) && enabled;
  const { t } = useTranslation();

  let notFound: ReactNode = t('select.noOptions');
  if (endpoint && query.isError) {
    notFound = (
      <Flex vertical align="center" gap="small">
        <span role="alert">{t('select.failed')}</span>
        <Button size="small" onMouseDown={(event) => event.preventDefault()} onClick={() => query.refetch()}>
          {t('actions.retry')}
        </Button>
      </Flex>
    );
  } else if (waiting) {
    notFound = (
      <Flex align="center" gap="small" role="status">
        <Spin size="small" /> {t('select.loading')}
      </Flex>
    );
  }

  const selected = multiple
    ? Array.isArray(value)
      ? (value as string[])
      : []
    : hasValue(value)
      ? (value as string)
      : undefined;

  return (
    <Select<string | string[], SelectOption>
      {...ariaProps}
      id={id}
      ref={selectRef}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: matchesSearch }}
      options={options}
      value={selected}
      onChange={(next) => onChange(next ?? (multiple ? [] : undefined))}
      onBlur={onBlur}
      onOpenChange={(open) => {
        if (open) onOpen();
      }}
      loading={waiting}
      notFoundContent={notFound}
      // A stored id whose option has not arrived yet would otherwise show as the raw id.
      labelRender={({ label }) => label ?? (waiting ? t('loading') : undefined)}
      placeholder={placeholder}
      disabled={disabled}
      allowClear
      maxTagCount={multiple ? 'responsive' : undefined}
      style={{ width: '100%' }}
    />
  );
}
