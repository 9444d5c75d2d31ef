/** The detail screen's tab headers: a scrollable row (no animation library needed). */
export function RecordTabBar({
  tabs,
  active,
  onChange,
}: {
  tabs: ReadonlyArray<{ key: string; title: string }>;
  active: string;
  onChange: (key: string) => void;
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
            data-testid={`view-tab-${tab.key}`}
            onClick={() => onChange(tab.key)}
            style={{
              flexShrink: 0,
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
