import { getInputProps, getTextareaProps } from '@conform-to/react';
import type { ComponentProps } from 'react';

// Apart from form.tsx on purpose: form.tsx is in every page's first load, conform only in the
// pages with a validated form.

type InputField = Parameters<typeof getInputProps>[0];
type TextareaField = Parameters<typeof getTextareaProps>[0];

/** A conform field as TextField's props: its errors, their id and the input's own attributes. */
export function inputFieldProps(
  field: InputField,
  type: 'text' | 'email' | 'password',
  extra: ComponentProps<'input'> = {},
) {
  return {
    errors: field.errors,
    errorId: field.errorId,
    inputProps: { ...getInputProps(field, { type }), ...extra },
  };
}

/** A conform field as TextAreaField's props. */
export function textareaFieldProps(field: TextareaField) {
  return { errors: field.errors, errorId: field.errorId, field: getTextareaProps(field) };
}
