import { lazy, Suspense } from 'react';
import { isBlank, type FieldDef, type RecordRow } from '@crm/domain';
import {
  isAddressField,
  isBooleanField,
  isChoiceField,
  isContactField,
  isFilesField,
  isImagesField,
  isLinesField,
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
import { RichTextDisplay } from './display/RichTextDisplay.tsx';
import { BooleanDisplay } from './display/BooleanDisplay.tsx';
import { TagsDisplay } from './display/TagsDisplay.tsx';

// Address, image and file fields are rare on a list card: their displays (antd-mobile's Image,
// their icons) load when such a field first shows, so a list's start does not fetch them.
const AddressDisplay = lazy(() => import('./display/AddressDisplay.tsx').then((m) => ({ default: m.AddressDisplay })));
const ImagesDisplay = lazy(() => import('./display/ImagesDisplay.tsx').then((m) => ({ default: m.ImagesDisplay })));
const FilesDisplay = lazy(() => import('./display/FilesDisplay.tsx').then((m) => ({ default: m.FilesDisplay })));
// A record's lines (quote and order details) show on its detail screen only, never on a card.
const LinesDisplay = lazy(() => import('./display/LinesDisplay.tsx').then((m) => ({ default: m.LinesDisplay })));

/** What an empty value shows, on cards and the detail screen, instead of nothing beside its label. */
export const EMPTY_VALUE = '—';

function isEmptyValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (value !== null && typeof value === 'object' && 'text' in value) {
    const address = value as { text: unknown; lat?: unknown };
    return isBlank(address.text) && (address.lat === null || address.lat === undefined);
  }
  return isBlank(value);
}

/** The read-only rendering of one field of a record, chosen by the field's type; "—" when it has no value. */
export function FieldDisplay({ field, record }: { field: FieldDef; record: Partial<RecordRow> }) {
  const value = record[field.name];
  if (isEmptyValue(value)) {
    return (
      <span data-empty="true" style={{ color: 'var(--adm-color-light)' }}>
        {EMPTY_VALUE}
      </span>
    );
  }
  if (isNumericField(field)) return <NumberDisplay field={field} value={value} record={record} />;
  if (isTemporalField(field)) return <DateDisplay field={field} value={value} />;
  if (isChoiceField(field)) return <ChoiceDisplay field={field} value={value} record={record} />;
  if (isReferenceField(field)) return <ReferenceDisplay field={field} value={value} record={record} />;
  if (isContactField(field)) return <ContactDisplay field={field} value={value} />;
  if (isAddressField(field)) {
    return (
      <Suspense fallback={null}>
        <AddressDisplay value={value} title={typeof record.name === 'string' ? record.name : undefined} />
      </Suspense>
    );
  }
  if (isImagesField(field)) {
    return (
      <Suspense fallback={null}>
        <ImagesDisplay value={value} />
      </Suspense>
    );
  }
  if (isFilesField(field)) {
    return (
      <Suspense fallback={null}>
        <FilesDisplay value={value} />
      </Suspense>
    );
  }
  if (isLinesField(field)) {
    return (
      <Suspense fallback={null}>
        <LinesDisplay field={field} value={value} currency={record.currency} />
      </Suspense>
    );
  }
  if (isRichTextField(field)) return <RichTextDisplay value={value} />;
  if (isBooleanField(field)) return <BooleanDisplay value={value} />;
  if (isTagsField(field)) return <TagsDisplay value={value} />;
  return <TextDisplay field={field} value={value} />;
}
