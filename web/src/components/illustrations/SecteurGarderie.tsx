import { c } from './palette';
import { Frame, Person, Sparkle, Spray } from './parts';

/** A daycare room: building blocks, a ball, a small table being disinfected: hero of the childcare pages. */
export default function SecteurGarderie({ label }: { label: string }) {
  return (
    <Frame label={label}>
      <path d="M60 150l110-70 110 70v160H60z" fill={c.white} stroke={c.line} strokeWidth="3" />
      <path d="M48 154l122-80 122 80" fill="none" stroke={c.brand700} strokeWidth="14" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="170" cy="150" r="22" fill={c.brand100} />
      <path d="M170 134v32M154 150h32" stroke={c.brand600} strokeWidth="5" />
      <rect x="96" y="216" width="40" height="94" rx="4" fill={c.brand800} />
      <rect x="196" y="200" width="60" height="44" rx="4" fill={c.brand100} />
      <rect x="300" y="270" width="40" height="40" rx="6" fill={c.accent} />
      <rect x="344" y="270" width="40" height="40" rx="6" fill={c.brand600} />
      <rect x="322" y="230" width="40" height="40" rx="6" fill={c.brand100} stroke={c.brand600} strokeWidth="3" />
      <circle cx="430" cy="290" r="20" fill={c.white} stroke={c.brand700} strokeWidth="4" />
      <path d="M412 282c12 6 24 6 36 0M412 298c12-6 24-6 36 0" fill="none" stroke={c.brand700} strokeWidth="3" />
      <rect x="160" y="252" width="84" height="10" rx="5" fill={c.brand700} />
      <rect x="168" y="262" width="8" height="48" rx="3" fill={c.brand800} />
      <rect x="228" y="262" width="8" height="48" rx="3" fill={c.brand800} />
      <rect x="176" y="232" width="22" height="20" rx="4" fill={c.accent} />
      <Person x={270} y={310} skin={c.skinDark} hold={<Spray />} />
      <Sparkle x={330} y={180} r={12} />
      <Sparkle x={400} y={220} r={8} fill={c.brand600} />
      <Sparkle x={44} y={100} r={8} />
    </Frame>
  );
}
