import type { FieldDef, RecordRow } from '@crm/domain';
import {
  isAddressField,
  isBooleanField,
  isChoiceField,
  isContactField,
  isFilesField,
  isImagesField,
  isNumericField,
  isReferenceField,
  isRichTextField,
  isTagsField,
  isTemporalField,
} from './field-kinds.ts';
import { TextDisplay } from './display/TextDisplay.tsx';
import { NumberDisplay } from './display/NumberDisplay.tsx';
import { DateDisplay } from './display/DateDisplay.tsx';
import { ChoiceDisplay } from './display/ChoiceDisplay.tsx';
import { ReferenceDisplay } from './display/ReferenceDisplay.tsx';
import { ContactDisplay } from './display/ContactDisplay.tsx';
import { AddressDisplay } from './display/AddressDisplay.tsx';
import { ImagesDisplay } from './display/ImagesDisplay.tsx';
import { FilesDisplay } from './display/FilesDisplay.tsx';
import { RichTextDisplay } from './display/RichTextDisplay.tsx';
import { BooleanDisplay } from './display/BooleanDisplay.tsx';
import { TagsDisplay } from './display/TagsDisplay.tsx';

/** The read-only rendering of one field of a record, chosen by the field's type. */
export function FieldDisplay({ field, record }: { field: FieldDef; record: Partial<RecordRow> }) {
  const value = record[field.name];
  if (isNumericField(field)) return <NumberDisplay field={field} value={value} record={record} />;
  if (isTemporalField(field)) return <DateDisplay field={field} value={value} />;
  if (isChoiceField(field)) return <ChoiceDisplay field={field} value={value} record={record} />;
  if (isReferenceField(field)) return <ReferenceDisplay field={field} value={value} record={record} />;
  if (isContactField(field)) return <ContactDisplay field={field} value={value} />;
  if (isAddressField(field)) return <AddressDisplay value={value} title={typeof record.name === 'string' ? record.name : undefined} />;
  if (isImagesField(field)) return <ImagesDisplay value={value} />;
  if (isFilesField(field)) return <FilesDisplay value={value} />;
  if (isRichTextField(field)) return <RichTextDisplay value={value} />;
  if (isBooleanField(field)) return <BooleanDisplay value={value} />;
  if (isTagsField(field)) return <TagsDisplay value={value} />;
  return <TextDisplay field={field} value={value} />;
}
