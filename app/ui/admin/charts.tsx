import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatInteger } from '#app/lib/format.ts';

/*
 * The back office's charts (Recharts, imported by admin routes only, so the public pages never load
 * it). Every chart is a picture of the table printed beside it: the SVG is hidden from assistive
 * technology and the table says the same in words and figures.
 */

export const CHART_COLOURS = ['#0a6656', '#b45309', '#b91c1c', '#1d4ed8', '#6d28d9', '#4b5563'];

export type ChartTable = {
  columns: string[];
  rows: (string | number)[][];
  /** A colour per row, shown as a swatch beside its label: the chart's legend. */
  swatches?: string[];
};

const cell = (value: string | number) => (typeof value === 'number' ? formatInteger(value) : value);

/** A titled card: the chart, then its data as a table (the accessible version of the picture). */
export function ChartFigure(props: { title: string; table: ChartTable; children?: ReactNode; id: string }) {
  return (
    <figure
      aria-labelledby={`${props.id}-title`}
      className="min-w-0 rounded-2xl border border-line bg-surface p-5"
    >
      <figcaption id={`${props.id}-title`} className="text-lg font-semibold">
        {props.title}
      </figcaption>
      {props.children && (
        <div aria-hidden="true" className="mt-3 h-64 w-full">
          {props.children}
        </div>
      )}
      {/* A long table scrolls inside the card: focusable, so the keyboard can scroll it too. */}
      <div
        role="region"
        aria-label={`${props.title}: dati`}
        tabIndex={0}
        className="mt-3 max-h-72 overflow-auto focus-visible:outline-2"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{props.title}: dati</caption>
          <thead>
            <tr className="border-b border-line">
              {props.table.columns.map((column, index) => (
                <th key={column} scope="col" className={index > 0 ? 'py-1 text-right' : 'py-1'}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.table.rows.length === 0 && (
              <tr>
                <td colSpan={props.table.columns.length} className="py-2 text-ink-muted">
                  Nessun dato nel periodo
                </td>
              </tr>
            )}
            {props.table.rows.map((row, rowIndex) => (
              <tr key={`${row[0]}-${rowIndex}`} className="border-b border-line last:border-0">
                {row.map((value, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="py-1 font-normal">
                      {props.table.swatches?.[rowIndex] && (
                        <span
                          aria-hidden
                          className="mr-2 inline-block size-3 rounded-sm align-middle"
                          style={{ backgroundColor: props.table.swatches[rowIndex] }}
                        />
                      )}
                      {cell(value)}
                    </th>
                  ) : (
                    <td key={index} className="py-1 text-right tabular-nums">
                      {cell(value)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

export function PieFigure(props: {
  id: string;
  title: string;
  data: { label: string; value: number; colour?: string }[];
  unit: string;
}) {
  const colourOf = (index: number) =>
    props.data[index]?.colour ?? CHART_COLOURS[index % CHART_COLOURS.length]!;
  return (
    <ChartFigure
      id={props.id}
      title={props.title}
      table={{
        columns: ['Voce', props.unit],
        rows: props.data.map((slice) => [slice.label, slice.value]),
        swatches: props.data.map((_, index) => colourOf(index)),
      }}
    >
      <PieChart responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false}>
        <Pie
          data={props.data}
          dataKey="value"
          nameKey="label"
          outerRadius="80%"
          isAnimationActive={false}
          rootTabIndex={-1}
        >
          {props.data.map((slice, index) => (
            <Cell key={slice.label} fill={colourOf(index)} />
          ))}
        </Pie>
        <Tooltip />
      </PieChart>
    </ChartFigure>
  );
}

/** One or more series over months (or any ordered labels). */
export function LineFigure(props: {
  id: string;
  title: string;
  data: { label: string; [series: string]: string | number }[];
  series: { key: string; name: string }[];
}) {
  return (
    <ChartFigure
      id={props.id}
      title={props.title}
      table={{
        columns: ['Periodo', ...props.series.map((series) => series.name)],
        rows: props.data.map((point) => [
          point.label,
          ...props.series.map((series) => Number(point[series.key])),
        ]),
      }}
    >
      <LineChart
        responsive
        style={{ width: '100%', height: '100%' }}
        data={props.data}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        {props.series.length > 1 && <Legend />}
        {props.series.map((series, index) => (
          <Line
            key={series.key}
            type="linear"
            dataKey={series.key}
            name={series.name}
            stroke={CHART_COLOURS[index % CHART_COLOURS.length]}
            strokeWidth={2}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartFigure>
  );
}

export function BarFigure(props: {
  id: string;
  title: string;
  data: { label: string; value: number }[];
  unit: string;
  labelColumn?: string;
}) {
  return (
    <ChartFigure
      id={props.id}
      title={props.title}
      table={{
        columns: [props.labelColumn ?? 'Voce', props.unit],
        rows: props.data.map((bar) => [bar.label, bar.value]),
      }}
    >
      <BarChart
        responsive
        style={{ width: '100%', height: '100%' }}
        data={props.data}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" interval={0} tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Bar dataKey="value" name={props.unit} fill={CHART_COLOURS[0]} isAnimationActive={false} />
      </BarChart>
    </ChartFigure>
  );
}

/** A KPI card: a label, the figure, and a line of detail. */
export function KpiCard(props: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4">
      <p className="text-sm text-ink-muted">{props.label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{props.value}</p>
      {props.detail && <p className="mt-1 text-sm text-ink-muted">{props.detail}</p>}
    </div>
  );
}
