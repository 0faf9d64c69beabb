import { c } from './palette';
import { Frame, Sparkle } from './parts';

const rows = [0, 1, 2, 3];

/** The inspection checklist: a clipboard with its boxes ticked, under a magnifying glass. */
export default function ListeInspection({ label }: { label: string }) {
  return (
    <Frame label={label}>
      <rect x="140" y="50" width="200" height="260" rx="14" fill={c.brand700} />
      <rect x="156" y="70" width="168" height="226" rx="8" fill={c.white} />
      <rect x="200" y="38" width="80" height="28" rx="8" fill={c.brand900} />
      {rows.map((i) => (
        <g key={i} transform={`translate(176 ${100 + i * 48})`}>
          <rect width="24" height="24" rx="5" fill={i < 3 ? c.brand600 : c.white} stroke={c.brand600} strokeWidth="3" />
          {i < 3 && <path d="M5 12l5 5 9-10" stroke={c.white} strokeWidth="3.5" fill="none" strokeLinecap="round" />}
          <rect x="36" y="4" width={i % 2 ? 80 : 104} height="7" rx="3" fill={c.muted} />
          <rect x="36" y="15" width="56" height="5" rx="2" fill={c.line} />
        </g>
      ))}
      <circle cx="350" cy="230" r="46" fill={c.brand100} fillOpacity="0.6" stroke={c.brand800} strokeWidth="10" />
      <path d="M384 264l46 46" stroke={c.brand800} strokeWidth="16" strokeLinecap="round" />
      <Sparkle x={100} y={100} r={14} />
      <Sparkle x={410} y={90} r={9} fill={c.brand600} />
      <Sparkle x={90} y={250} r={8} fill={c.brand600} />
    </Frame>
  );
}
