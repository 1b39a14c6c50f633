export { TextField } from './text-field';
export { PasswordField } from './password-field';
export { TextareaField } from './textarea-field';
export { SelectField } from './select-field';
export { CheckboxField } from './checkbox-field';
export { useSchemaValid } from './use-schema-valid';
