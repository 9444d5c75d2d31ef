import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import { CheckOutline } from 'antd-mobile-icons';
import { activePeopleQuery, type EmployeeRow } from './api/employees.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { PickerHeader } from './PickerHeader.tsx';

export interface PersonPickerProps {
  visible: boolean;
  title: string;
  onClose: () => void;
  onPick: (person: EmployeeRow) => void;
  selectedId?: string | null;
  /** Not offered: the employee themself, as their own superior. */
  excludeId?: string;
}

/**
 * Active employees in a sheet, searchable by name, account or phone. The record screens' user
 * picker lists frozen accounts too; a superior or a department head must be someone who works here.
 */
export function PersonPicker({ visible, title, onClose, onPick, selectedId, excludeId }: PersonPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  const { data, isFetching, isError } = useQuery({ ...activePeopleQuery(search), enabled: visible });
  const people = (data?.records ?? []).filter((person) => person.id !== excludeId);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ height: '75vh', display: 'flex', flexDirection: 'column' }}>
      <div data-testid="person-picker" style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <PickerHeader title={title} onClose={onClose} />
        <SearchBar
          placeholder={t('web.people.picker.searchPeople')}
          value={keyword}
          onChange={setKeyword}
          style={{ margin: '0 12px 8px' }}
          data-testid="person-picker-search"
        />
        <div style={{ overflowY: 'auto', flex: 1 }}>
          <List>
            {people.map((person) => (
              <List.Item
                key={person.id}
                data-testid={`person-option-${person.id}`}
                arrowIcon={false}
                description={[person.username, person.departName].filter(Boolean).join(' · ')}
                extra={person.id === selectedId ? <CheckOutline color="var(--adm-color-primary)" /> : null}
                onClick={() => {
                  onPick(person);
                  onClose();
                }}
              >
                {person.realname || person.username}
              </List.Item>
            ))}
          </List>
          {!isFetching && people.length === 0 && (
            <p role="status" style={{ textAlign: 'center', color: 'var(--adm-color-weak)' }}>
              {isError ? t('web.common.loadFailed') : t('web.people.picker.noPeople')}
            </p>
          )}
        </div>
      </div>
    </Popup>
  );
}
