import { setPlatformAPI } from 'echarts/core';

/**
 * jsdom draws no canvas, which ECharts measures its labels' text with even when it draws SVG: a
 * width by the letter lets a test draw charts (charts/EChart.tsx). Imported by the tests of the
 * screens that draw one, not by every test (the library is large).
 */
setPlatformAPI({ measureText: (text = '') => ({ width: text.length * 7 }) });
