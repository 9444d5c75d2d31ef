import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import '../test/charts.ts';
import { EChart, type ChartOption } from './EChart.tsx';

const bars = (values: number[]): ChartOption => ({
  xAxis: { type: 'category', data: values.map((_, i) => `m${i + 1}`) },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', data: values }],
});

describe('EChart', () => {
  it('draws the option as an SVG picture named by its label, and redraws it when the option changes', async () => {
    const { rerender, unmount } = render(<EChart option={bars([3, 5])} height={200} label="receipts by month" testId="chart" />);
    const picture = screen.getByRole('img', { name: 'receipts by month' });
    await waitFor(() => expect(picture.querySelectorAll('svg path').length).toBeGreaterThan(0));
    // Two bars and their axes' labels.
    expect(picture.textContent).toContain('m2');
    rerender(<EChart option={bars([3, 5, 8])} height={200} label="receipts by month" testId="chart" />);
    await waitFor(() => expect(picture.textContent).toContain('m3'));
    unmount();
    // Let go: nothing of the chart stays in the document.
    expect(document.querySelector('svg')).toBeNull();
  });
});
