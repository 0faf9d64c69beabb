import { c } from './palette';
import { Frame, Mop, Person, Sparkle } from './parts';

const windows = [0, 1, 2, 3].flatMap((row) => [0, 1, 2].map((col) => ({ x: 236 + col * 48, y: 76 + row * 50 })));

/** An office tower with its lit windows and a crew member on the evening shift: hero of the business pages. */
export default function SecteurEntreprise({ label }: { label: string }) {
  return (
    <Frame label={label}>
      <rect x="220" y="56" width="170" height="254" rx="8" fill={c.brand800} />
      {windows.map((w, i) => (
        <rect key={`${w.x}-${w.y}`} x={w.x} y={w.y} width="34" height="34" rx="3" fill={i % 4 === 1 ? c.accent : c.brand100} />
      ))}
      <rect x="284" y="270" width="42" height="40" rx="3" fill={c.brand50} />
      <rect x="36" y="226" width="110" height="84" rx="8" fill={c.white} stroke={c.line} strokeWidth="3" />
      <rect x="36" y="226" width="110" height="16" rx="6" fill={c.brand700} />
      <rect x="60" y="176" width="62" height="42" rx="4" fill={c.ink} />
      <rect x="66" y="182" width="50" height="30" rx="2" fill={c.brand100} />
      <rect x="86" y="218" width="10" height="8" fill={c.muted} />
      <rect x="404" y="250" width="44" height="60" rx="6" fill={c.brand600} />
      <rect x="410" y="236" width="32" height="16" rx="3" fill={c.muted} />
      <circle cx="414" cy="312" r="5" fill={c.ink} />
      <circle cx="438" cy="312" r="5" fill={c.ink} />
      <Person x={178} y={310} shirt={c.brand600} hold={<Mop />} />
      <Sparkle x={420} y={90} r={12} />
      <Sparkle x={60} y={110} r={9} fill={c.brand600} />
    </Frame>
  );
}
