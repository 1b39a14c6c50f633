import { Badge, Group, Input, Slider, type SliderProps } from '@mantine/core';
import { RATING_MAX, RATING_MIN, ratingColor, ratingLabel } from '@empowerment/shared';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useFieldBinding, type BoundProps, type FieldBinding } from './field-props';

type RatingFieldProps = Omit<SliderProps, BoundProps | 'min' | 'max' | 'step' | 'label'> & {
  label: ReactNode;
  description?: ReactNode;
};

/** A 0-10 rating with its label and colour (spec 02 §4), as the read views show it. */
export function RatingField<T extends FieldValues>({ control, name, label, description, ...props }: FieldBinding<T> & RatingFieldProps) {
  const { field, input } = useFieldBinding({ control, name, label });
  const rating = typeof field.value === 'number' ? field.value : RATING_MIN;
  return (
    <Input.Wrapper label={label} description={description} error={input.error}>
      <Group gap="md" wrap="nowrap" mt={4}>
        <Slider
          {...props}
          ref={input.ref}
          name={input.name}
          onBlur={input.onBlur}
          min={RATING_MIN}
          max={RATING_MAX}
          step={1}
          value={rating}
          onChange={field.onChange}
          color={ratingColor(rating)}
          label={null}
          thumbLabel={typeof label === 'string' ? label : undefined}
          style={{ flex: 1 }}
        />
        <Badge color={ratingColor(rating)} variant="light" miw={120}>
          {rating} - {ratingLabel(rating)}
        </Badge>
      </Group>
    </Input.Wrapper>
  );
}
