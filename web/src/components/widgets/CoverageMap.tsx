import type { MapLayout } from '../../lib/map/layout';

/**
 * The map of the served area (spec 2.8), drawn at build time from Natural Earth's land
 * (src/lib/map): no tiles, no script, no request. Two layouts of the same map, one for phones
 * and one from the `md` breakpoint up, each laid out at the width it is shown so that its labels
 * keep their size and never overlap; only one is displayed. Cities with pages are links.
 */
export default function CoverageMap({
  id,
  title,
  description,
  layouts,
}: {
  id: string;
  title: string;
  description: string;
  layouts: { mobile: MapLayout; desktop: MapLayout };
}) {
  return (
    <>
      <MapSvg id={`${id}-mobile`} title={title} description={description} layout={layouts.mobile} className="md:hidden" />
      <MapSvg id={`${id}-large`} title={title} description={description} layout={layouts.desktop} className="hidden md:block" />
    </>
  );
}

function MapSvg({ id, title, description, layout, className }: { id: string; title: string; description: string; layout: MapLayout; className: string }) {
  const { width, height, fontSize, areaFontSize, dotRadius } = layout;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="group"
      aria-labelledby={`${id}-titre ${id}-desc`}
      data-carte=""
      className={`${className} h-auto w-full max-w-full rounded-xl border border-slate-200`}
      fontFamily="inherit"
    >
      <title id={`${id}-titre`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <rect width={width} height={height} fill="#bfdbfe" />
      <path d={layout.land} fill="#f8fafc" stroke="#64748b" strokeWidth="0.8" strokeLinejoin="round" />
      <path d={layout.fixes.water} fill="#bfdbfe" />
      <path d={layout.fixes.land} fill="#f8fafc" />
      {layout.places
        .filter((p) => p.kind === 'place')
        .map((p) => (
          <circle key={`dot-${p.name}`} cx={p.x} cy={p.y} r={dotRadius} fill={p.href ? '#0f766e' : '#475569'} stroke="#fff" strokeWidth="1.5">
            <title>{p.name}</title>
          </circle>
        ))}
      {layout.places.map((p) => {
        if (!p.text) return null;
        const area = p.kind !== 'place';
        const text = (
          <text
            x={p.text.x}
            y={p.text.y}
            textAnchor={p.text.anchor}
            fontSize={p.kind === 'area' ? areaFontSize : fontSize}
            fontWeight={area ? 700 : 600}
            fontStyle={area ? 'italic' : undefined}
            fill={p.kind === 'water' ? '#1e3a8a' : area ? '#134e4a' : p.href ? '#115e59' : '#0f172a'}
            stroke={p.kind === 'water' ? '#bfdbfe' : '#fff'}
            strokeWidth="3"
            paintOrder="stroke"
            textDecoration={p.href ? 'underline' : undefined}
            data-etiquette=""
          >
            {p.label}
          </text>
        );
        return p.href ? (
          <a key={`label-${p.name}`} href={p.href} aria-label={p.name}>
            {text}
          </a>
        ) : (
          <g key={`label-${p.name}`}>{text}</g>
        );
      })}
    </svg>
  );
}
