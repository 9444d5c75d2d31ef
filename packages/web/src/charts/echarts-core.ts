import { init, use as register } from 'echarts/core';
import { BarChart, FunnelChart, LineChart, PieChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

/**
 * The part of ECharts our screens draw with, and nothing more: bar, line, pie and funnel charts
 * with their grid, legend and tooltip, drawn as SVG (lighter than canvas on a phone's memory, and
 * sharp at any zoom). Loaded by EChart.tsx on a chart's first need, so only the screens that draw
 * one fetch it.
 */
register([BarChart, FunnelChart, LineChart, PieChart, DatasetComponent, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { init };
