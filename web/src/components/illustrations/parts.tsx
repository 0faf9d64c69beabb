import type { ReactNode } from 'react';
import { c } from './palette';

/**
 * Shapes shared by the illustrations: a frame with its accessible name, a person of the crew in
 * uniform, a sparkle. Simple flat drawing in the brand's colours, made for this site.
 */
export function Frame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 480 360" role="img" aria-label={label} className="h-auto w-full" xmlns="http://www.w3.org/2000/svg">
      <rect width="480" height="360" rx="24" fill={c.brand50} />
      <ellipse cx="240" cy="318" rx="210" ry="18" fill={c.brand100} />
      {children}
    </svg>
  );
}

/** A crew member standing at (x, y = feet), facing right; `hold` draws what they carry. */
export function Person({ x, y, skin = c.skin, shirt = c.brand700, hold }: { x: number; y: number; skin?: string; shirt?: string; hold?: ReactNode }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="-14" y="-62" width="11" height="62" rx="5" fill={c.ink} />
      <rect x="3" y="-62" width="11" height="62" rx="5" fill={c.ink} />
      <rect x="-20" y="-128" width="40" height="72" rx="14" fill={shirt} />
      <rect x="-8" y="-118" width="16" height="10" rx="3" fill={c.accent} />
      <circle cy="-146" r="17" fill={skin} />
      <path d="M-17-150a17 17 0 0 1 34 0z" fill={c.brand900} />
      <rect x="14" y="-120" width="10" height="46" rx="5" fill={shirt} />
      {hold}
    </g>
  );
}

export function Sparkle({ x, y, r = 10, fill = c.accent }: { x: number; y: number; r?: number; fill?: string }) {
  const k = r * 0.28;
  return <path d={`M${x} ${y - r}L${x + k} ${y - k}L${x + r} ${y}L${x + k} ${y + k}L${x} ${y + r}L${x - k} ${y + k}L${x - r} ${y}L${x - k} ${y - k}Z`} fill={fill} />;
}

/** A mop held upright beside a person (coordinates relative to the person). */
export const Mop = () => (
  <g>
    <rect x="22" y="-150" width="5" height="150" rx="2" fill={c.muted} />
    <rect x="8" y="-6" width="34" height="10" rx="4" fill={c.brand100} stroke={c.brand600} strokeWidth="2" />
  </g>
);

/** A spray bottle in the hand (relative to the person). */
export const Spray = () => (
  <g>
    <rect x="20" y="-92" width="16" height="26" rx="4" fill={c.white} stroke={c.brand600} strokeWidth="2" />
    <path d="M24-92v-8h12l6 5h-6v3z" fill={c.brand600} />
  </g>
);
