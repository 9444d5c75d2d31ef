import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import { CheckOutline } from 'antd-mobile-icons';
import { departmentTreeQuery, type Department } from './api/departments.ts';
import { flattenDepartments } from './department-tree.ts';
import { PickerHeader } from './PickerHeader.tsx';

export interface DepartmentPickerProps {
  visible: boolean;
  title: string;
  onClose: () => void;
  onPick: (department: Department | null) => void;
  selectedId?: string | null;
  /** Departments shown but not offered (a department and those below it, when it moves). */
  excluded?: ReadonlySet<string>;
  /** A first row that picks none (a filter's "all departments"). */
  noneLabel?: string;
}

/** The organisation tree in a sheet, indented, searchable by name; a tap picks a department. */
export function DepartmentPicker({ visible, title, onClose, onPick, selectedId, excluded, noneLabel }: DepartmentPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { data: tree = [], isError, isSuccess } = useQuery({ ...departmentTreeQuery(), enabled: visible });
  const flat = useMemo(() => flattenDepartments(tree), [tree]);
  const needle = keyword.trim().toLowerCase();
  const shown = needle ? flat.filter((d) => d.path.toLowerCase().includes(needle)) : flat;
  const pick = (department: Department | null) => {
    onPick(department);
    onClose();
  };
  const tick = (on: boolean) => (on ? <CheckOutline color="var(--adm-color-primary)" /> : null);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ height: '75vh', display: 'flex', flexDirection: 'column' }}>
      <div data-testid="depart-picker" style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <PickerHeader title={title} onClose={onClose} />
        <SearchBar placeholder={t('web.people.picker.searchDepart')} value={keyword} onChange={setKeyword} style={{ margin: '0 12px 8px' }} />
        <div style={{ overflowY: 'auto', flex: 1 }}>
          <List>
            {noneLabel && !needle && (
              <List.Item data-testid="depart-option-none" extra={tick(!selectedId)} onClick={() => pick(null)}>
                {noneLabel}
              </List.Item>
            )}
            {shown.map(({ node, depth, path }) => {
              const off = excluded?.has(node.id) ?? false;
              return (
                <List.Item
                  key={node.id}
                  data-testid={`depart-option-${node.id}`}
                  disabled={off}
                  arrowIcon={false}
                  style={{ paddingLeft: needle ? 12 : 12 + depth * 16 }}
                  extra={tick(node.id === selectedId)}
                  onClick={off ? undefined : () => pick(node)}
                >
                  {needle ? path : node.name}
                </List.Item>
              );
            })}
          </List>
          {(isError || (isSuccess && shown.length === 0)) && (
            <p role="status" style={{ textAlign: 'center', color: 'var(--adm-color-weak)' }}>
              {isError ? t('web.common.loadFailed') : t('web.people.picker.noMatch')}
            </p>
          )}
        </div>
      </div>
    </Popup>
  );
}
