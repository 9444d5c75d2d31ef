import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Empty from 'antd-mobile/es/components/empty/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import { DUPLICATE_KEYWORD_MIN, type DuplicateMatch } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { tKey } from '../../lib/i18n.ts';
import { duplicateSearchQuery } from '../../records/api/record-queries.ts';
import { manifestOf } from '../../records/definitions.ts';

/**
 * /common/checkList: does a name, phone or email already exist? Matches grouped by object; one
 * outside the caller's data scope comes masked, with its owner, and does not open.
 */
export function CheckListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');
  const { data: matches = [], isFetching } = useQuery({ ...duplicateSearchQuery(searched), enabled: searched !== '' });
  const groups = new Map<string, DuplicateMatch[]>();
  for (const match of matches) groups.set(match.entity, [...(groups.get(match.entity) ?? []), match]);

  return (
    <div>
      <SearchBar
        data-testid="checklist-search"
        placeholder={t('web.action.checkList.placeholder')}
        value={keyword}
        onChange={setKeyword}
        onSearch={(v) => {
          const typed = v.trim();
          if ([...typed].length < DUPLICATE_KEYWORD_MIN) feedback.toast(t('web.action.checkList.tooShort'));
          else setSearched(typed);
        }}
        style={{ padding: 8, background: 'var(--adm-color-background)' }}
      />
      {searched === '' ? (
        <p style={{ padding: 16, color: 'var(--adm-color-weak)' }}>{t('web.action.checkList.hint')}</p>
      ) : !isFetching && matches.length === 0 ? (
        <Empty description={t('web.action.checkList.none')} />
      ) : (
        [...groups.entries()].map(([apiName, list]) => {
          const entity = manifestOf(apiName);
          return (
            <List key={apiName} header={entity ? tKey(t, entity.label) : apiName} data-testid={`checklist-group-${apiName}`}>
              {list.map((m, index) => (
                <List.Item
                  key={m.visible ? `${m.entity}:${m.id}` : `${m.entity}:hidden:${index}`}
                  description={`${m.value} · ${m.ownerName ? t('web.action.checkList.owner', { name: m.ownerName }) : t('web.action.checkList.noOwner')}`}
                  extra={m.visible ? undefined : t('web.action.checkList.hidden')}
                  clickable={m.visible && Boolean(entity)}
                  onClick={m.visible && entity ? () => void navigate(`${entity.routes.view}?id=${encodeURIComponent(m.id)}`) : undefined}
                >
                  {m.title}
                </List.Item>
              ))}
            </List>
          );
        })
      )}
    </div>
  );
}
