import '@mantine/charts/styles.css';
import type { ComplianceReport } from '@dme/shared/compliance/api';
import { COMPLIANCE_RULE } from '@dme/shared/compliance/rule';
import { BarChart } from '@mantine/charts';
import { chartNights, nightLabel } from '../chart-nights';

const MIN_HOURS = COMPLIANCE_RULE.minMinutesPerNight / 60;

/**
 * Hours used per night with the 4-hour line; qualifying nights in teal, short ones in orange, the
 * best 30-night window shaded. Loaded lazily: recharts is fetched only where a card is shown.
 */
export default function UsageChart({ report }: { report: ComplianceReport }) {
  const window = report.bestWindow;
  return (
    <BarChart
      h={220}
      data={chartNights(report)}
      dataKey="label"
      series={[{ name: 'hours', label: 'Hours used', color: 'teal.6' }]}
      getBarColor={(hours) => (hours >= MIN_HOURS ? 'teal.6' : 'orange.5')}
      unit=" h"
      yAxisProps={{ domain: [0, 12], ticks: [0, 4, 8, 12], width: 40 }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
      referenceLines={[{ y: MIN_HOURS, label: '4 h', color: 'red.7', labelPosition: 'insideTopLeft' }]}
      referenceAreas={
        window
          ? [{ x1: nightLabel(window.start), x2: nightLabel(window.end), color: 'blue.1', fillOpacity: 0.5 }]
          : []
      }
      barProps={{ isAnimationActive: false }}
      tooltipAnimationDuration={0}
      gridAxis="y"
      aria-label={`Hours of use per night from ${nightLabel(report.periodStart)}`}
    />
  );
}
