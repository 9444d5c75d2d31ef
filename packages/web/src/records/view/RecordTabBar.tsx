import type { ReactNode } from 'react';

/**
 * The detail screen's tab headers: a scrollable row (no animation library needed: antd-mobile's
 * Tabs bring @react-spring, 24 KB gzipped). `spread`: a few tabs sharing the width evenly, as the
 * message screen's two.
 */
export function RecordTabBar({
  tabs,
  active,
  onChange,
  spread = false,
  testIdPrefix = 'view-tab',
}: {
  tabs: ReadonlyArray<{ key: string; title: ReactNode }>;
  active: string;
  onChange: (key: string) => void;
  spread?: boolean;
  testIdPrefix?: string;
}) {
  return (
    <div role="tablist" style={{ display: 'flex', overflowX: 'auto', borderBottom: '1px solid var(--adm-color-border)', whiteSpace: 'nowrap' }}>
      {tabs.map((tab) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={selected}
            data-testid={`${testIdPrefix}-${tab.key}`}
            onClick={() => onChange(tab.key)}
            style={{
              flex: spread ? '1 1 0' : '0 0 auto',
              minHeight: 44,
              padding: '10px 14px',
              border: 'none',
              background: 'none',
              fontSize: 15,
              color: selected ? 'var(--adm-color-primary)' : 'var(--adm-color-text)',
              borderBottom: selected ? '2px solid var(--adm-color-primary)' : '2px solid transparent',
            }}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}
