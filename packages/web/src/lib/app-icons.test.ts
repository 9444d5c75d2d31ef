import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@crm/domain';
import { hasAppIcon } from './app-icons.tsx';

describe('the Applications page icons', () => {
  const apps = CATALOGUE.flatMap((area) => area.apps);

  it('draws the icon every app of the catalogue names (none falls back to the generic one)', () => {
    expect(apps.filter((app) => !hasAppIcon(app.icon)).map((app) => `${app.name}: ${app.icon}`)).toEqual([]);
  });

  it('gives the follow-up records app an icon of its own, not the Messages tab’s', () => {
    const followUps = apps.find((app) => app.object === 'crmRecord')!;
    expect(followUps.icon).not.toBe('MessageOutline');
    expect(apps.filter((app) => app.icon === followUps.icon).map((app) => app.name)).toEqual(['crmRecordList']);
  });
});
