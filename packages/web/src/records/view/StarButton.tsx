import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { feedback } from '../../lib/feedback.ts';
import { starStateQuery, useSetStar } from '../api/star-queries.ts';

/**
 * The detail screen's star (issue 20, my follows): filled when the user follows the record, a tap
 * follows or stops following it. A refusal is the server's words, shown by the http layer; the
 * star stays as it was. Not drawn until the server has said which it is.
 */
export function StarButton({ apiName, id }: { apiName: string; id: string }) {
  const { t } = useTranslation();
  const state = useQuery(starStateQuery(apiName, id));
  const setStar = useSetStar();
  if (!state.data) return null;
  const starred = state.data.starred;

  async function toggle() {
    if (setStar.isPending) return;
    const answer = await setStar.mutateAsync({ apiName, id, starred: !starred }).catch(() => null);
    if (answer) feedback.toast(t(answer.starred ? 'web.stars.followed' : 'web.stars.unfollowed'));
  }

  return (
    <button
      type="button"
      data-testid="record-star"
      aria-pressed={starred}
      aria-label={t(starred ? 'web.stars.unfollow' : 'web.stars.follow')}
      title={t(starred ? 'web.stars.unfollow' : 'web.stars.follow')}
      onClick={() => void toggle()}
      style={{
        float: 'right',
        width: 44,
        height: 44,
        margin: '-10px -10px 0 4px',
        border: 0,
        background: 'none',
        fontSize: 22,
        color: starred ? '#faad14' : 'var(--adm-color-weak)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {starred ? <StarFill /> : <StarOutline />}
    </button>
  );
}
