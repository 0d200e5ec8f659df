import type { AdminResultsPageProps } from '@/types';
import { ChartFrame } from './chart-frame';
import { points } from './format';

const WIDTH = 560;
const ROW = 30;
const LABEL = 150;
const RIGHT = 48;

/** Each judge's average total as a bar on the 0–25 scale, with the panel's average as a dashed line. */
export function JudgeAveragesChart({
  judges,
  panel,
  maxPoints,
}: {
  judges: AdminResultsPageProps['judges'];
  panel: number | null;
  maxPoints: number;
}) {
  const voters = judges.filter((judge) => judge.average !== null);
  const height = Math.max(1, voters.length) * ROW + 28;
  const plot = WIDTH - LABEL - RIGHT;
  const x = (value: number) => LABEL + (value / maxPoints) * plot;
  const harshest = voters.reduce<(typeof voters)[number] | null>(
    (best, judge) => (best === null || judge.offset! < best.offset! ? judge : best),
    null,
  );
  const summary =
    panel === null || voters.length === 0
      ? 'No votes yet.'
      : `The panel averages ${points(panel)} points a vote. ${voters.length} judges have voted; ${harshest!.name} is the harshest at ${points(harshest!.average)}.`;
  return (
    <ChartFrame
      id="judge-averages-chart"
      title="Each judge against the panel"
      summary={summary}
      size={{ width: WIDTH, height: height }}
      chart={
        <>
          {voters.map((judge, index) => {
            const y = index * ROW + 6;
            const harsh = (judge.offset ?? 0) < 0;
            return (
              <g key={judge.id}>
                <text x={LABEL - 8} y={y + 15} textAnchor="end" className="fill-ink text-[12px]">
                  {judge.name.length > 20 ? `${judge.name.slice(0, 19)}…` : judge.name}
                </text>
                <rect x={LABEL} y={y + 4} width={plot} height={16} rx={8} className="fill-cream" />
                <rect
                  x={LABEL}
                  y={y + 4}
                  width={Math.max(2, x(judge.average!) - LABEL)}
                  height={16}
                  rx={8}
                  className={harsh ? 'fill-ink' : 'fill-yellow'}
                />
                <text x={WIDTH - RIGHT + 6} y={y + 16} className="fill-ink text-[12px] font-semibold">
                  {points(judge.average)}
                </text>
              </g>
            );
          })}
          {panel !== null && voters.length > 0 && (
            <g>
              <line
                x1={x(panel)}
                x2={x(panel)}
                y1={2}
                y2={voters.length * ROW + 8}
                className="stroke-danger"
                strokeWidth={2}
                strokeDasharray="4 3"
              />
              <text
                x={x(panel)}
                y={voters.length * ROW + 22}
                textAnchor="middle"
                className="fill-danger text-[11px] font-semibold"
              >
                panel {points(panel)}
              </text>
            </g>
          )}
        </>
      }
      table={{
        caption: 'Average points per judge',
        heads: ['Judge', 'Votes', 'Average', 'Against the panel'],
        rows: judges.map((judge) => ({
          key: judge.id,
          cells: [
            judge.name,
            judge.voted,
            points(judge.average),
            judge.offset === null ? '—' : `${judge.offset > 0 ? '+' : ''}${points(judge.offset)}`,
          ],
        })),
      }}
    />
  );
}
