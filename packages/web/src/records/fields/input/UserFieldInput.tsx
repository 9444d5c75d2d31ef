import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import { MAX_RELATED_RECORDS, type UserSummary } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { userSearchQuery } from '../../api/list-queries.ts';
import { relatedRecords, relatedValue, type RelatedRecord } from '../related-records.ts';
import { PickerRow } from './PickerRow.tsx';
import { RelatedChips } from './RelationFieldInput.tsx';
import type { FieldInputProps } from './types.ts';

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

/** A user field naming several people (FieldDef.multiple): their names as chips; each pick adds one, up to MAX_RELATED_RECORDS. */
function SeveralUsersInput({ field, value, values, onChange, placeholder, disabled }: FieldInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The same value and companion text as a relation to several records (ids, names joined by ',').
  const people = relatedRecords(field, value, values);
  const change = (next: readonly RelatedRecord[]) => {
    const { value: ids, companions } = relatedValue(field, next);
    onChange(ids.length > 0 ? ids : null, companions);
  };
  return (
    <div>
      {people.length > 0 && <RelatedChips records={people} disabled={disabled} onRemove={(id) => change(people.filter((person) => person.id !== id))} />}
      <PickerRow text="" placeholder={placeholder} onOpen={() => setOpen(true)} disabled={disabled} />
      <UserPicker
        visible={open}
        title={placeholder}
        onClose={() => setOpen(false)}
        onPick={(user) => {
          if (people.some((person) => person.id === user.id)) return;
          if (people.length >= MAX_RELATED_RECORDS) return feedback.toast(t('web.field.maxItems', { max: MAX_RELATED_RECORDS }));
          change([...people, { id: user.id, title: user.realname || user.username }]);
        }}
      />
    </div>
  );
}

/** user fields: the chosen user's name, from the record's companion text or the pick; several people's for a `multiple` one. */
export function UserFieldInput(props: FieldInputProps) {
  if (props.field.multiple) return <SeveralUsersInput {...props} />;
  return <OneUserInput {...props} />;
}

function OneUserInput({ field, value, values, onChange, placeholder, disabled }: FieldInputProps) {
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
