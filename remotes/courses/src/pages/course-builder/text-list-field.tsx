import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useId } from 'react';
import { type Control, Controller, type FieldErrors, useFieldArray } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';
import type { CourseFormValues } from './course-form-values.ts';

type ListName = 'keypoints' | 'tags' | 'whatWillYouLearn';

export interface TextListFieldProps {
  control: Control<CourseFormValues>;
  errors: FieldErrors<CourseFormValues>;
  name: ListName;
  /** the list's label, e.g. 'Key Points' */
  label: string;
  /** one item's label, e.g. 'Key point' (numbered on screen and for screen readers) */
  itemLabel: string;
  placeholder?: string;
}

/** A list of one-line texts (key points, tags, learning points): add, edit, remove; at least one stays. */
export function TextListField({ control, errors, name, label, itemLabel, placeholder }: TextListFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const id = useId();
  const { t } = useT();
  const listError = errors[name]?.root?.message ?? errors[name]?.message;

  return (
    <Form.Item
      layout="vertical"
      label={<span id={`${id}-label`}>{label}</span>}
      required
      validateStatus={listError ? 'error' : undefined}
      help={listError ? <span role="alert">{listError}</span> : undefined}
    >
      <Flex vertical gap="small" role="group" aria-labelledby={`${id}-label`}>
        {fields.map((field, index) => (
          <Controller
            key={field.id}
            control={control}
            name={`${name}.${index}.value`}
            render={({ field: input, fieldState }) => {
              const message = fieldState.error?.message;
              const errorId = `${id}-${field.id}-error`;
              return (
                <Flex vertical gap={2}>
                  <Flex gap="small" align="center">
                    <Input
                      ref={input.ref}
                      name={input.name}
                      value={input.value}
                      onChange={(event) => input.onChange(event.target.value)}
                      onBlur={input.onBlur}
                      placeholder={placeholder}
                      aria-label={t('courseBuilder.list.item', { item: itemLabel, number: index + 1 })}
                      aria-invalid={Boolean(message)}
                      aria-describedby={message ? errorId : undefined}
                      status={message ? 'error' : undefined}
                    />
                    <Button
                      type="text"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('courseBuilder.list.remove', {
                        item: itemLabel.toLowerCase(),
                        number: index + 1,
                      })}
                      // The contract needs at least one item; the last one is emptied, not removed.
                      disabled={fields.length === 1}
                      onClick={() => remove(index)}
                    />
                  </Flex>
                  {message && (
                    <Typography.Text type="danger" id={errorId}>
                      {message}
                    </Typography.Text>
                  )}
                </Flex>
              );
            }}
          />
        ))}
        <div>
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => append({ value: '' })}>
            {t('courseBuilder.list.add', { item: itemLabel.toLowerCase() })}
          </Button>
        </div>
      </Flex>
    </Form.Item>
  );
}
