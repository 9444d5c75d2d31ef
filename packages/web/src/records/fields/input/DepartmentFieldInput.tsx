import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list/index.js';
import Popup from 'antd-mobile/es/components/popup/index.js';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import type { DepartNode } from '@crm/domain';
import { departTreeQuery } from '../field-queries.ts';
import { PickerRow } from './PickerRow.tsx';
import type { FieldInputProps } from './types.ts';

interface FlatDepart {
  node: DepartNode;
  depth: number;
  path: string;
}

function flatten(nodes: readonly DepartNode[], depth = 0, parentPath = ''): FlatDepart[] {
  return nodes.flatMap((node) => {
    const path = parentPath ? `${parentPath} / ${node.name}` : node.name;
    return [{ node, depth, path }, ...flatten(node.children ?? [], depth + 1, path)];
  });
}

/** department fields: the organisation tree, indented, searchable by name. */
export function DepartmentFieldInput({ field, value, values, onChange, placeholder, disabled }: FieldInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const { data: tree = [] } = useQuery({ ...departTreeQuery(), enabled: open || Boolean(value) });
  const flat = useMemo(() => flatten(tree), [tree]);
  const companion = values[`${field.name}_dictText`];
  const known = flat.find((d) => d.node.id === value);
  const text = value ? (known?.node.name ?? (typeof companion === 'string' && companion ? companion : String(value))) : '';
  const shown = keyword ? flat.filter((d) => d.path.toLowerCase().includes(keyword.toLowerCase())) : flat;
  return (
    <>
      <PickerRow text={text} placeholder={placeholder} onOpen={() => setOpen(true)} disabled={disabled} />
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ height: '70vh', overflowY: 'auto' }}>
        <SearchBar placeholder={t('web.field.selectDepartment')} value={keyword} onChange={setKeyword} style={{ margin: 8 }} />
        <List>
          {shown.map(({ node, depth, path }) => (
            <List.Item
              key={node.id}
              style={{ paddingLeft: keyword ? 12 : 12 + depth * 16 }}
              onClick={() => {
                onChange(node.id, { [`${field.name}_dictText`]: node.name });
                setOpen(false);
              }}
            >
              {keyword ? path : node.name}
            </List.Item>
          ))}
        </List>
      </Popup>
    </>
  );
}
