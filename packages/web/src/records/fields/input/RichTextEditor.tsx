import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import DOMPurify from 'dompurify';
import Button from 'antd-mobile/es/components/button/index.js';
import Space from 'antd-mobile/es/components/space/index.js';

export interface RichTextEditorProps {
  value: string;
  onChange(html: string): void;
  placeholder: string;
  disabled?: boolean;
}

type Command = 'bold' | 'italic' | 'insertUnorderedList';

/** The toolbar: each button shows its label as its command would (bold in bold). */
const TOOLS: readonly { command: Command; label: 'web.field.bold' | 'web.field.italic' | 'web.field.list'; Mark: 'b' | 'i' | 'span' }[] = [
  { command: 'bold', label: 'web.field.bold', Mark: 'b' },
  { command: 'italic', label: 'web.field.italic', Mark: 'i' },
  { command: 'insertUnorderedList', label: 'web.field.list', Mark: 'span' },
];

function run(command: Command) {
  // execCommand is what contenteditable offers for this; a browser without it keeps plain text.
  if (typeof document.execCommand === 'function') document.execCommand(command);
}

/** A light editor: bold, italic and lists over contenteditable; the HTML is sanitised before it is kept. */
export default function RichTextEditor({ value, onChange, placeholder, disabled }: RichTextEditorProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const last = useRef<string>('');

  useEffect(() => {
    if (box.current && value !== last.current) {
      box.current.innerHTML = DOMPurify.sanitize(value);
      last.current = value;
    }
  }, [value]);

  const emit = () => {
    const html = DOMPurify.sanitize(box.current?.innerHTML ?? '');
    last.current = html;
    onChange(html);
  };

  return (
    <div style={{ width: '100%' }}>
      {!disabled && (
        <Space style={{ '--gap': '4px', marginBottom: 4 }}>
          {TOOLS.map(({ command, label, Mark }) => (
            <Button
              key={command}
              size="mini"
              // a finger's 44 px, though the label is small
              style={{ minWidth: 44, minHeight: 44 }}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                run(command);
                emit();
              }}
            >
              <Mark>{t(label)}</Mark>
            </Button>
          ))}
        </Space>
      )}
      <div
        ref={box}
        role="textbox"
        aria-multiline="true"
        aria-label={placeholder}
        data-placeholder={placeholder}
        contentEditable={!disabled}
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        style={{ minHeight: 96, padding: 8, border: '1px solid var(--adm-color-border)', borderRadius: 4, outline: 'none' }}
      />
    </div>
  );
}
