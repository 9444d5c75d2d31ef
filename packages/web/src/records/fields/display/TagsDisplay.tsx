import Space from 'antd-mobile/es/components/space/index.js';
import Tag from 'antd-mobile/es/components/tag/index.js';
import { tagColor, type Tag as CrmTag } from '@crm/domain';
import { useAppStore } from '../../../stores/app.ts';

/** Tags of a record (ids or names) with the colours of spec section 3. */
export function TagsDisplay({ value, known }: { value: unknown; known?: CrmTag[] }) {
  const tagList = useAppStore((s) => s.tagList);
  const all = known ?? tagList;
  const values = Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? value.split(',') : [];
  if (values.length === 0) return <span />;
  return (
    <Space wrap style={{ '--gap': '4px' }}>
      {values.map((v) => {
        const tag = all.find((x) => x.id === v || x.name === v);
        return (
          <Tag key={v} color={tagColor(tag?.bgcolor)} data-testid="record-tag">
            {tag?.name ?? v}
          </Tag>
        );
      })}
    </Space>
  );
}
