import { lazy, Suspense, type ComponentType } from 'react';
import {
  isAddressField,
  isBooleanField,
  isChoiceField,
  isComputedField,
  isFilesField,
  isImagesField,
  isLinesField,
  isNumericField,
  isRichTextField,
  isTagsField,
  isTemporalField,
} from './field-kinds.ts';
import type { FieldInputProps } from './input/types.ts';
import { TextFieldInput } from './input/TextFieldInput.tsx';
import { NumberFieldInput } from './input/NumberFieldInput.tsx';
import { RichTextFieldInput } from './input/RichTextFieldInput.tsx';
import { BooleanFieldInput } from './input/BooleanFieldInput.tsx';
import { ComputedFieldInput } from './input/ComputedFieldInput.tsx';

export type { FieldInputProps };

/** Pickers and uploaders (popups, animation, image compression) load with the first form that shows one. */
const load = <K extends string>(name: K, module: () => Promise<Record<K, ComponentType<FieldInputProps>>>) =>
  lazy(() => module().then((m) => ({ default: m[name] })));
const DateFieldInput = load('DateFieldInput', () => import('./input/DateFieldInput.tsx'));
const ChoiceFieldInput = load('ChoiceFieldInput', () => import('./input/ChoiceFieldInput.tsx'));
const UserFieldInput = load('UserFieldInput', () => import('./input/UserFieldInput.tsx'));
const DepartmentFieldInput = load('DepartmentFieldInput', () => import('./input/DepartmentFieldInput.tsx'));
const RelationFieldInput = load('RelationFieldInput', () => import('./input/RelationFieldInput.tsx'));
const AddressFieldInput = load('AddressFieldInput', () => import('./input/AddressFieldInput.tsx'));
const ImagesFieldInput = load('ImagesFieldInput', () => import('./input/ImagesFieldInput.tsx'));
const FilesFieldInput = load('FilesFieldInput', () => import('./input/FilesFieldInput.tsx'));
const TagsFieldInput = load('TagsFieldInput', () => import('./input/TagsFieldInput.tsx'));
// A record's lines (quote and order details) load with the first form that has them.
const LinesFieldInput = load('LinesFieldInput', () => import('./input/LinesFieldInput.tsx'));

/** The input of one field, chosen by the field's type (text, phone, email and url share the text input). */
export function FieldInput(props: FieldInputProps) {
  return (
    <Suspense fallback={<span style={{ color: 'var(--adm-color-light)' }}>{props.placeholder}</span>}>
      <FieldInputOf {...props} />
    </Suspense>
  );
}

function FieldInputOf(props: FieldInputProps) {
  const { field } = props;
  if (isComputedField(field)) return <ComputedFieldInput {...props} />;
  if (isNumericField(field)) return <NumberFieldInput {...props} />;
  if (isTemporalField(field)) return <DateFieldInput {...props} />;
  if (isChoiceField(field)) return <ChoiceFieldInput {...props} />;
  if (field.type === 'user') return <UserFieldInput {...props} />;
  if (field.type === 'department') return <DepartmentFieldInput {...props} />;
  if (field.type === 'relation') return <RelationFieldInput {...props} />;
  if (isAddressField(field)) return <AddressFieldInput {...props} />;
  if (isImagesField(field)) return <ImagesFieldInput {...props} />;
  if (isFilesField(field)) return <FilesFieldInput {...props} />;
  if (isRichTextField(field)) return <RichTextFieldInput {...props} />;
  if (isBooleanField(field)) return <BooleanFieldInput {...props} />;
  if (isTagsField(field)) return <TagsFieldInput {...props} />;
  if (isLinesField(field)) return <LinesFieldInput {...props} />;
  return <TextFieldInput {...props} />;
}
