import type { AdminResultsPageProps } from '@/types';
import { ChartFrame } from './chart-frame';
import { points } from './format';

const WIDTH = 560;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 34, left: 32 };

/** How the round's vote totals spread over 0 to 25 points: one bar per 2.5 points. */
export function DistributionChart({ bins }: { bins: AdminResultsPageProps['histogram'] }) {
  const total = bins.reduce((sum, bin) => sum + bin.count, 0);
  const highest = Math.max(1, ...bins.map((bin) => bin.count));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const barWidth = plotWidth / bins.length;
  const ticks = Array.from(new Set([0, Math.round(highest / 2), highest]));
  const busiest = bins.reduce((best, bin) => (bin.count > best.count ? bin : best), bins[0]);
  const summary =
    total === 0
      ? 'No votes yet.'
      : `${total} votes; most fall between ${points(busiest.from)} and ${points(busiest.to)} points (${busiest.count}).`;
  return (
    <ChartFrame
      id="distribution-chart"
      title="Score distribution"
      summary={summary}
      size={{ width: WIDTH, height: HEIGHT }}
      chart={
        <>
          {ticks.map((tick) => {
            const y = PAD.top + plotHeight - (tick / highest) * plotHeight;
            return (
              <g key={tick}>
                <line
                  x1={PAD.left}
                  x2={WIDTH - PAD.right}
                  y1={y}
                  y2={y}
                  className="stroke-sand"
                  strokeWidth={1}
                />
                <text x={PAD.left - 6} y={y + 4} textAnchor="end" className="fill-muted text-[11px]">
                  {tick}
                </text>
              </g>
            );
          })}
          {bins.map((bin, index) => {
            const height = (bin.count / highest) * plotHeight;
            const x = PAD.left + index * barWidth;
            return (
              <g key={bin.from}>
                <rect
                  x={x + 3}
                  y={PAD.top + plotHeight - height}
                  width={barWidth - 6}
                  height={height}
                  rx={4}
                  className="fill-yellow"
                />
                {bin.count > 0 && (
                  <text
                    x={x + barWidth / 2}
                    y={PAD.top + plotHeight - height - 4}
                    textAnchor="middle"
                    className="fill-ink text-[11px] font-semibold"
                  >
                    {bin.count}
                  </text>
                )}
                <text x={x} y={HEIGHT - 16} textAnchor="middle" className="fill-muted text-[11px]">
                  {points(bin.from)}
                </text>
              </g>
            );
          })}
          <text x={WIDTH - PAD.right} y={HEIGHT - 16} textAnchor="end" className="fill-muted text-[11px]">
            25
          </text>
          <text
            x={PAD.left + plotWidth / 2}
            y={HEIGHT - 2}
            textAnchor="middle"
            className="fill-muted text-[11px]"
          >
            points per vote
          </text>
        </>
      }
      table={{
        caption: 'Votes per score range',
        heads: ['Points', 'Votes'],
        rows: bins.map((bin, index) => ({
          key: bin.from,
          cells: [
            <>
              {points(bin.from)} to{' '}
              {index === bins.length - 1 ? `${points(bin.to)} inclusive` : `under ${points(bin.to)}`}
            </>,
            bin.count,
          ],
        })),
      }}
    />
  );
}
