// The pieces every add/edit form of the admin is built from, in one import: a new kind's form starts with
// `import { InputField, ItemFormModal, … } from './form-fields'` instead of a dozen lines.
export { DateTimeField } from './date-time-field';
export { FormFeedback } from './form-feedback';
export { ImageFields } from './images/image-fields';
export { InputField } from './input-field';
export { ItemFormModal, itemQuery, jsonInputs, multipartInputs, useItemEditor } from './item-form-modal';
export { SelectField } from './select-field';
export { StatusField } from './status-field';
export { TextAreaField } from './text-area-field';
export { useAdminForm } from './use-admin-form';
export { optionsFrom } from './utils';
