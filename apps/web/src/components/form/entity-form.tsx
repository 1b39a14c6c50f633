import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';

type EntityFormProps = {
  /** What useEntityForm returned. */
  // The form's value types do not matter to the wrapper; its fields are typed where they are used.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  state: { form: UseFormReturn<any, any, any>; submit: () => Promise<void> };
  children: ReactNode;
  'aria-label'?: string;
};

/** The <form> of useEntityForm: its fields find the form by context, so they need only a name. */
export function EntityForm({ state, children, ...props }: EntityFormProps) {
  return (
    <FormProvider {...state.form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void state.submit();
        }}
        {...props}
      >
        {children}
      </form>
    </FormProvider>
  );
}
