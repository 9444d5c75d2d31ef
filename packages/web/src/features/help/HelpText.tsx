import { markTerms, type ExcerptPart } from './help-search.ts';
import type { HelpBlock } from './books/types.ts';
import styles from './HelpBooks.module.css';

/** Text with the searched words marked; `terms` marks them in parts that are not marked yet. */
export function Excerpt({ parts, terms = [] }: { parts: readonly ExcerptPart[]; terms?: readonly string[] }) {
  const marked = terms.length > 0 ? parts.flatMap((part) => (part.hit ? [part] : markTerms(part.text, terms))) : parts;
  return (
    <>
      {marked.map((part, index) =>
        part.hit ? (
          <mark key={index} className={styles.hit}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** A chapter's blocks as plain elements: the data holds words, never markup. */
export function HelpBlocks({ blocks }: { blocks: readonly HelpBlock[] }) {
  return (
    <div className={styles.body} data-testid="help-chapter-body">
      {blocks.map((block, index) => {
        if (typeof block === 'string') return <p key={index}>{block}</p>;
        if ('steps' in block) {
          return (
            <ol key={index}>
              {block.steps.map((step, at) => (
                <li key={at}>{step}</li>
              ))}
            </ol>
          );
        }
        if ('list' in block) {
          return (
            <ul key={index}>
              {block.list.map((item, at) => (
                <li key={at}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index} className={styles.tip}>
            {block.tip}
          </p>
        );
      })}
    </div>
  );
}
