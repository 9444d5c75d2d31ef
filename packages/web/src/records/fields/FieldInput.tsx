import {
  isAddressField,
  isBooleanField,
  isChoiceField,
  isComputedField,
  isFilesField,
  isImagesField,
  isNumericField,
  isRichTextField,
  isTagsField,
  isTemporalField,
} from './field-kinds.ts';
import type { FieldInputProps } from './input/types.ts';
import { TextFieldInput } from './input/TextFieldInput.tsx';
import { NumberFieldInput } from './input/NumberFieldInput.tsx';
import { DateFieldInput } from './input/DateFieldInput.tsx';
import { ChoiceFieldInput } from './input/ChoiceFieldInput.tsx';
import { UserFieldInput } from './input/UserFieldInput.tsx';
import { DepartmentFieldInput } from './input/DepartmentFieldInput.tsx';
import { RelationFieldInput } from './input/RelationFieldInput.tsx';
import { AddressFieldInput } from './input/AddressFieldInput.tsx';
import { ImagesFieldInput } from './input/ImagesFieldInput.tsx';
import { FilesFieldInput } from './input/FilesFieldInput.tsx';
import { RichTextFieldInput } from './input/RichTextFieldInput.tsx';
import { BooleanFieldInput } from './input/BooleanFieldInput.tsx';
import { TagsFieldInput } from './input/TagsFieldInput.tsx';
import { ComputedFieldInput } from './input/ComputedFieldInput.tsx';

export type { FieldInputProps };

/** The input of one field, chosen by the field's type (text, phone, email and url share the text input). */
export function FieldInput(props: FieldInputProps) {
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
  return <TextFieldInput {...props} />;
}
