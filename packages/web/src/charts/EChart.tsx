import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';

/** The chart library, fetched once on the first chart's need and shared by every chart after it. */
let library: Promise<typeof import('./echarts-core.ts')> | undefined;
const loadLibrary = () => (library ??= import('./echarts-core.ts'));

export type ChartOption = EChartsCoreOption;

/**
 * One ECharts chart (issue 15: every chart a real chart, loaded only by the screens that draw
 * one): `option` as ECharts takes it, drawn in a box of `height` px as wide as its container,
 * redrawn when the option changes or the window is resized, and let go when it leaves the screen.
 * The chart is a picture to the screen reader, named by `label`; the numbers are in the table
 * each screen shows beside it. A test that draws one imports test/charts.ts first (jsdom).
 */
export function EChart({ option, height, label, testId }: { option: ChartOption; height: number; label: string; testId?: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const [failed, setFailed] = useState(false);

  // The chart is made once the library is in; the option is drawn by the effect below.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let gone = false;
    // A box not laid out yet (0 wide) is drawn at a phone's narrowest and redrawn on the next resize.
    const width = () => box.current?.clientWidth || 320;
    // On a phone a chart's box changes width only with the window's (turning it).
    const resize = () => chart.current?.resize({ width: width(), height });
    loadLibrary().then(
      ({ init }) => {
        if (gone || !box.current) return;
        chart.current = init(box.current, null, { renderer: 'svg', height, width: width() });
        window.addEventListener('resize', resize);
        setReady(true);
      },
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
      window.removeEventListener('resize', resize);
      chart.current?.dispose();
      chart.current = null;
      // A chart made anew (another height) is drawn once it is made, not before.
      setReady(false);
    };
  }, [height]);

  useEffect(() => {
    // A new option replaces the old one whole: a series that is gone does not linger.
    if (ready) chart.current?.setOption(option, { notMerge: true });
  }, [ready, option]);

  if (failed) {
    return (
      <p role="status" style={{ height, margin: 0, display: 'grid', placeItems: 'center', color: '#999' }}>
        {t('web.chart.unavailable')}
      </p>
    );
  }
  return <div ref={box} role="img" aria-label={label} data-testid={testId} style={{ height, width: '100%' }} />;
}
