import { c } from './palette';
import { Frame, Mop, Person, Sparkle, Spray } from './parts';

/** Three of the crew with their cart: one mops, one disinfects, one checks the list. */
export default function EquipeAuTravail({ label }: { label: string }) {
  return (
    <Frame label={label}>
      <rect x="300" y="200" width="96" height="96" rx="8" fill={c.brand700} />
      <rect x="300" y="182" width="96" height="14" rx="4" fill={c.brand800} />
      <rect x="312" y="214" width="30" height="36" rx="4" fill={c.brand100} />
      <rect x="352" y="214" width="32" height="36" rx="4" fill={c.accent} />
      <rect x="312" y="258" width="72" height="26" rx="4" fill={c.brand600} />
      <circle cx="314" cy="304" r="9" fill={c.ink} />
      <circle cx="382" cy="304" r="9" fill={c.ink} />
      <path d="M396 200l30-40" stroke={c.muted} strokeWidth="6" strokeLinecap="round" />
      <Person x={100} y={310} hold={<Mop />} />
      <Person x={210} y={310} skin={c.skinDark} shirt={c.brand600} hold={<Spray />} />
      <Person
        x={440}
        y={310}
        shirt={c.brand800}
        hold={
          <g>
            <rect x="-44" y="-110" width="30" height="38" rx="3" fill={c.white} stroke={c.brand700} strokeWidth="2" />
            <path d="M-38-98l4 4 8-8M-38-84l4 4 8-8" stroke={c.brand600} strokeWidth="2.5" fill="none" />
          </g>
        }
      />
      <Sparkle x={160} y={90} r={12} />
      <Sparkle x={270} y={130} r={8} fill={c.brand600} />
      <Sparkle x={60} y={70} r={7} fill={c.brand600} />
    </Frame>
  );
}
