// A bar chart in a ChartCard, with the card's states (spec part 1 §8: 'Loading', the error texts, 'Data
// not available'). A bar with an href opens its pre-filtered list (spec part 2 §2.2, §2.4). recharts
// draws SVG a keyboard cannot reach, so a chart that gives its values another way (a legend of links,
// a hidden table) hides the plot from readers; one that does not keeps recharts' keyboard layer.
import { useNavigate } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { wrapLabel } from '../lib/format';
import { BarCardFrame, barPlotHeight, type BarChartCardProps, type BarItem } from './bar-card-frame';

export type { BarItem, BarChartCardProps } from './bar-card-frame';

const ACCENT = 'var(--accent-9)';
const TICK = { fontSize: 11 };
const LINE_PX = 12;
const TICK_LINES = 3;
/** the average width of a character, as a share of the font size, where text cannot be measured */
const CHAR_EM = 0.6;

let canvas: CanvasRenderingContext2D | null | undefined;
/** a text's width in the page's font, or undefined where there is no canvas (tests) */
function measure(text: string, fontSize: number): number | undefined {
  if (canvas === undefined) {
    try {
      canvas = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      canvas = null;
    }
  }
  if (!canvas) return undefined;
  canvas.font = `${fontSize}px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
  return canvas.measureText(text).width;
}

/** what recharts hands a custom tick (numbers may come as strings) */
interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
  /** the axis' width, shared by the columns */
  width?: number | string;
}

/**
 * A column's label in at most three lines within its band, never running into its neighbours: words
 * wrap, narrow columns take a smaller font, and only then is a word cut (its full text in the tooltip).
 */
function ColumnTick({ x = 0, y = 0, payload, width = 0, labels }: TickProps & { labels: readonly string[] }) {
  const text = String(payload?.value ?? '');
  // a gap of at least 10px between neighbouring labels
  const room = Number(width) / Math.max(1, labels.length) - 10;
  const wrapAt = (size: number) => (label: string) =>
    wrapLabel(label, (line) => (measure(line, size) ?? line.length * size * CHAR_EM) <= room, TICK_LINES);
  // one font for every column of the chart: the largest at which no label is cut
  const sizes = [TICK.fontSize, 10, 9];
  const fontSize = sizes.find((size) => labels.every((label) => !wrapAt(size)(label).some((line) => line.endsWith('…')))) ?? sizes[sizes.length - 1];
  const lines = wrapAt(fontSize)(text);
  return (
    <g transform={`translate(${x},${y})`}>
      <title>{text}</title>
      <text textAnchor="middle" fontSize={fontSize} fill="var(--gray-11)">
        {lines.map((line, i) => (
          <tspan key={i} x={0} dy={i === 0 ? LINE_PX - 1 : LINE_PX}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

export type BarPlotProps<T extends BarItem> = Pick<BarChartCardProps<T>, 'items' | 'layout' | 'height' | 'unit' | 'tooltip'> & {
  /** the values are given another way (a legend of links, a hidden table): the plot is hidden from readers */
  described: boolean;
};

/** The plot alone (recharts), for a card that draws its frame before this code has arrived. */
export function BarPlot<T extends BarItem>({ items, layout = 'columns', height, unit, tooltip, described }: BarPlotProps<T>) {
  const navigate = useNavigate();
  const rows = layout === 'rows';
  const plotHeight = barPlotHeight(items.length, layout, height);
  const data = items.map((item) => ({ name: item.label, value: item.value, text: tooltip?.value(item) }));
  // dates and other long series thin their labels out; a few named columns each keep theirs, wrapped
  const thin = items.length > 12;
  const labels = items.map((item) => item.label);
  return (
    <div aria-hidden={described || undefined} style={{ height: plotHeight }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height: plotHeight }}>
        <BarChart
          data={data}
          layout={rows ? 'vertical' : 'horizontal'}
          margin={rows ? { top: 4, right: 28, bottom: 4, left: 8 } : { top: 8, right: 8, bottom: 0, left: -8 }}
          accessibilityLayer={!described}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={!rows} vertical={false} />
          {rows ? (
            <>
              <XAxis type="number" tick={TICK} unit={unit} allowDecimals={false} />
              <YAxis type="category" dataKey="name" width={150} tick={TICK} interval={0} />
            </>
          ) : (
            <>
              {thin ? (
                <XAxis dataKey="name" tick={TICK} interval="preserveStartEnd" />
              ) : (
                <XAxis dataKey="name" interval={0} height={TICK_LINES * LINE_PX + 14} tick={(tick: TickProps) => <ColumnTick {...tick} labels={labels} />} />
              )}
              <YAxis tick={TICK} unit={unit} allowDecimals={false} />
            </>
          )}
          <Tooltip
            cursor={{ fill: 'var(--gray-a3)' }}
            formatter={(value, name, entry) => [(entry.payload as { text?: string }).text ?? String(value), tooltip?.name ?? name]}
          />
          <Bar
            dataKey="value"
            isAnimationActive={false}
            radius={rows ? [0, 4, 4, 0] : [4, 4, 0, 0]}
            onClick={(_, index) => {
              const href = items[index]?.href;
              if (href) void navigate(href);
            }}
          >
            {items.map((item) => (
              <Cell key={item.key} fill={item.color ?? ACCENT} cursor={item.href ? 'pointer' : undefined} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function BarChartCard<T extends BarItem>(props: BarChartCardProps<T>) {
  return <BarCardFrame {...props} plot={<BarPlot {...props} described={Boolean(props.legend || props.valuesTable)} />} />;
}
