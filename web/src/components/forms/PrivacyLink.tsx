/**
 * The privacy-policy link shown inside a form. It opens in a new tab so that reading the policy
 * never costs the visitor what they have typed; the hidden words (`newTabNote`, from the UI
 * strings) tell screen-reader users so.
 */
export default function PrivacyLink({ href, children, newTabNote }: { href: string; children: string; newTabNote: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="font-medium text-brand-800 underline">
      {children}
      <span className="sr-only">{` ${newTabNote}`}</span>
    </a>
  );
}
