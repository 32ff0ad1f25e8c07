import { makeStyles } from '@fluentui/react-components';
import {
  DataVizPalette,
  getColorFromToken,
  GroupedVerticalBarChart,
  type GroupedVerticalBarChartData,
} from '@fluentui/react-charts';
import { useTranslation } from 'react-i18next';
import type { MonthFigures } from '../../../domain/leads';
import { useFormatDate } from '../../../i18n/use-format';
import { useVisuallyHiddenStyles } from '../../../ui/visually-hidden';

const useStyles = makeStyles({
  figure: { margin: 0, minWidth: 0 },
});

// Fluent's data-visualisation colours: each bar at least 3:1 against the page, the two series
// told apart by more than hue (the legend names them, the callout and the table give the figures).
const seriesColors = {
  registered: getColorFromToken(DataVizPalette.color1),
  signed: getColorFromToken(DataVizPalette.color2),
} as const;

/**
 * Leads registered and signed each month, as Fluent's grouped bar chart (loaded with the
 * dashboard only: it carries d3), and the same figures as a table for a screen reader.
 */
export function MonthChart({ months, label }: { months: readonly MonthFigures[]; label: string }) {
  const { t, i18n } = useTranslation('referrer');
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const formatMonth = useFormatDate('month');
  const rows = months.map((month) => ({ ...month, name: formatMonth(`${month.month}-01`) }));
  const data: GroupedVerticalBarChartData[] = rows.map((row) => ({
    name: row.name,
    series: [
      {
        key: 'registered',
        data: row.registered,
        legend: t('dashboard.registered'),
        color: seriesColors.registered,
      },
      { key: 'signed', data: row.referred, legend: t('dashboard.signed'), color: seriesColors.signed },
    ],
  }));

  return (
    <figure className={styles.figure}>
      <GroupedVerticalBarChart
        data={data}
        chartTitle={label}
        culture={i18n.language}
        height={260}
        barWidth="auto"
        hideLabels
        rotateXAxisLables
        yAxisTickCount={4}
      />
      <table className={hidden.root}>
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.month')}</th>
            <th scope="col">{t('dashboard.registered')}</th>
            <th scope="col">{t('dashboard.signed')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month}>
              <th scope="row">{row.name}</th>
              <td>{row.registered}</td>
              <td>{row.referred}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
