import { useEffect, useState } from 'react';

/** Stored HTML, shown only after DOMPurify (loaded with the first rich text) has cleaned it. */
export function RichTextDisplay({ value }: { value: unknown }) {
  const html = typeof value === 'string' ? value : '';
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    if (!html) {
      setClean('');
      return;
    }
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (active) setClean(DOMPurify.sanitize(html));
    });
    return () => {
      active = false;
    };
  }, [html]);
  if (!html) return <span />;
  if (clean === null) return <span>{html.replace(/<[^>]*>/g, ' ')}</span>;
  return <div className="record-rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
