import { c } from './palette';
import { Frame, Mop, Person, Sparkle, Spray } from './parts';

/** A clinic's front with its cross, two of the crew at work: hero of the medical pages. */
export default function SecteurMedical({ label }: { label: string }) {
  return (
    <Frame label={label}>
      <rect x="170" y="70" width="250" height="240" rx="10" fill={c.white} stroke={c.line} strokeWidth="3" />
      <rect x="170" y="70" width="250" height="34" rx="10" fill={c.brand700} />
      <rect x="275" y="118" width="40" height="40" rx="6" fill={c.brand50} />
      <path d="M288 124h14v11h11v14h-11v11h-14v-11h-11v-14h11z" fill={c.brand600} />
      <rect x="192" y="176" width="56" height="44" rx="4" fill={c.brand100} />
      <rect x="342" y="176" width="56" height="44" rx="4" fill={c.brand100} />
      <rect x="272" y="204" width="46" height="106" rx="4" fill={c.brand800} />
      <circle cx="308" cy="258" r="3" fill={c.accent} />
      <Person x={110} y={310} hold={<Mop />} />
      <Person x={380} y={310} skin={c.skinDark} shirt={c.brand600} hold={<Spray />} />
      <Sparkle x={150} y={90} r={12} />
      <Sparkle x={440} y={130} r={9} fill={c.brand600} />
      <Sparkle x={62} y={150} r={7} fill={c.brand600} />
    </Frame>
  );
}
