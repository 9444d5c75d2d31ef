import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import type { UserSummary } from '@crm/domain';
import { userSearchQuery } from '../../api/list-queries.ts';
import { PickerRow } from './PickerRow.tsx';

/** A searchable list of the company's users (GET /sys/user/list?keyword=). */
export function UserPicker({
  visible,
  onClose,
  onPick,
  title,
}: {
  visible: boolean;
  onClose: () => void;
  onPick: (user: UserSummary) => void;
  title?: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useQuery({ ...userSearchQuery(keyword.trim()), enabled: visible });
  const users = data?.records ?? [];
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ height: '70vh', overflowY: 'auto' }}>
      <SearchBar
        placeholder={title ?? t('web.field.selectUser')}
        value={keyword}
        onChange={setKeyword}
        style={{ margin: 8 }}
        data-testid="user-picker-search"
      />
      <List>
        {users.map((user) => (
          <List.Item
            key={user.id}
            data-testid={`user-option-${user.id}`}
            description={user.departName ?? undefined}
            onClick={() => {
              onPick(user);
              onClose();
            }}
          >
            {user.realname || user.username}
          </List.Item>
        ))}
      </List>
      {!isFetching && users.length === 0 && <p style={{ textAlign: 'center', color: 'var(--adm-color-weak)' }}>{t('web.field.noMatch')}</p>}
    </Popup>
  );
}

/** user fields: the chosen user's name, from the record's companion text or the pick. */
export function UserFieldInput({ field, value, values, onChange, placeholder, disabled }: import('./types.ts').FieldInputProps) {
  const [open, setOpen] = useState(false);
  const companion = values[`${field.name}_dictText`];
  const text = value ? (typeof companion === 'string' && companion ? companion : String(value)) : '';
  return (
    <>
      <PickerRow text={text} placeholder={placeholder} onOpen={() => setOpen(true)} disabled={disabled} />
      <UserPicker
        visible={open}
        title={placeholder}
        onClose={() => setOpen(false)}
        onPick={(user) => onChange(user.id, { [`${field.name}_dictText`]: user.realname || user.username })}
      />
    </>
  );
}
