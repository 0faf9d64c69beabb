import { c } from './palette';
import { Frame, Sparkle } from './parts';

const tiles = [0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => ({ x: col * 58, y: row * 58 })));
const stains = [
  [30, 40, 12],
  [110, 70, 16],
  [60, 130, 10],
  [150, 150, 13],
  [90, 20, 7],
] as const;

/** Before and after: a stained tiled floor beside the same floor cleaned. */
export default function AvantApres({ label }: { label: string }) {
  return (
    <Frame label={label}>
      <g transform="translate(40 80)">
        {tiles.map((t) => (
          <rect key={`a${t.x}-${t.y}`} x={t.x} y={t.y} width="54" height="54" rx="4" fill="#cbd5e1" />
        ))}
        {stains.map(([x, y, r]) => (
          <circle key={`s${x}-${y}`} cx={x} cy={y} r={r} fill="#94a3b8" />
        ))}
        <rect y="186" width="170" height="30" rx="15" fill={c.muted} />
      </g>
      <g transform="translate(270 80)">
        {tiles.map((t) => (
          <rect key={`b${t.x}-${t.y}`} x={t.x} y={t.y} width="54" height="54" rx="4" fill={c.white} stroke={c.brand100} strokeWidth="3" />
        ))}
        <rect y="186" width="170" height="30" rx="15" fill={c.brand700} />
        <Sparkle x={40} y={40} r={14} />
        <Sparkle x={130} y={110} r={10} fill={c.brand600} />
      </g>
      <circle cx="240" cy="168" r="22" fill={c.accent} />
      <path d="M229 168h20m-8-9 9 9-9 9" stroke={c.ink} strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </Frame>
  );
}
