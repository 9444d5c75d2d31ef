import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import { ChatAddOutline } from 'antd-mobile-icons';
import { copyText } from '../../../lib/clipboard.ts';
import type { ObjectListActions, RecordPanelProps, WebObject } from '../../../records/web-object.ts';

/** The script library (features/script-library), where salespeople look answers up. */
const SCRIPT_LIBRARY = '/reply';

/**
 * The answer copied from the script's detail screen. Where the clipboard is refused, the answer
 * appears in a box already selected, to copy by hand.
 */
function CopyAnswerPanel({ record }: RecordPanelProps) {
  const { t } = useTranslation();
  const answer = String(record.answer ?? '');
  const [byHand, setByHand] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (byHand) box.current?.select();
  }, [byHand]);
  if (!answer) return null;
  return (
    <section style={{ padding: '8px 12px', background: '#fff' }} data-testid="talk-copy-panel">
      <Button
        block
        color="primary"
        style={{ minHeight: 44 }}
        onClick={() =>
          void copyText(answer, box.current, { copied: t('web.common.copied'), byHand: t('web.library.copyByHand') }).then((copied) => setByHand(!copied))
        }
        data-testid="talk-copy"
      >
        {t('web.library.copy')}
      </Button>
      {byHand && (
        <textarea
          ref={box}
          readOnly
          value={answer}
          aria-label={t('entity.cmsTalk.answer')}
          rows={4}
          style={{ width: '100%', marginTop: 8, padding: 8, fontSize: 14, lineHeight: 1.6, border: '1px solid var(--adm-color-border)', borderRadius: 6 }}
          data-testid="talk-answer-box"
        />
      )}
    </section>
  );
}

/** The list's way to the script library, where the same scripts are read as cards to copy. */
const talkListActions: ObjectListActions = ({ navigate, t }) => [
  {
    key: 'scriptLibrary',
    text: t('web.library.route.reply'),
    icon: <ChatAddOutline />,
    permission: 'cms:cmsTalk:list',
    onClick: () => void navigate(SCRIPT_LIBRARY),
  },
];

/** Talk scripts on the phone (issue 20): the answer copied from the detail screen, and the script library from the list. */
export const cmsTalkWeb: WebObject = { panel: CopyAnswerPanel, listActions: talkListActions };
