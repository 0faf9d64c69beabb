/**
 * The third-party quote form (spec 2.5: an area 900 px high on phones, 1200 px from md up).
 * Lazy-loaded: it sits near the bottom of the page and costs nothing until approached.
 */
export default function QuoteFrame({ src, title }: { src: string; title: string }) {
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      className="block h-[900px] w-full rounded-lg border-0 md:h-[1200px]"
    />
  );
}
