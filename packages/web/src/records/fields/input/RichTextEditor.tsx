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

function run(command: 'bold' | 'italic' | 'insertUnorderedList') {
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
          <Button
            size="mini"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              run('bold');
              emit();
            }}
          >
            <b>{t('web.field.bold')}</b>
          </Button>
          <Button
            size="mini"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              run('italic');
              emit();
            }}
          >
            <i>{t('web.field.italic')}</i>
          </Button>
          <Button
            size="mini"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              run('insertUnorderedList');
              emit();
            }}
          >
            {t('web.field.list')}
          </Button>
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
