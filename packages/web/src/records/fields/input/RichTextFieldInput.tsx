import { lazy, Suspense } from 'react';
import TextArea from 'antd-mobile/es/components/text-area/index.js';
import type { FieldInputProps } from './types.ts';

const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/** richText: the editor (with DOMPurify) loads when a form has such a field. */
export function RichTextFieldInput({ value, onChange, placeholder, disabled }: FieldInputProps) {
  const html = typeof value === 'string' ? value : '';
  return (
    <Suspense fallback={<TextArea value={html} disabled placeholder={placeholder} />}>
      <RichTextEditor value={html} onChange={onChange} placeholder={placeholder} disabled={disabled} />
    </Suspense>
  );
}
