import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';
import type { ToasterStrings } from './form-props';

let mounted = false;

/**
 * One toast region per page, however many form islands it holds. Islands are separate React
 * roots but share the sonner module, so every `toast()` lands here. Mounted when the first form
 * hydrates, well before anyone can submit it. `labels` are the region's and close button's
 * accessible names, in French (UI strings, « notifications »).
 */
export function ensureToaster(labels: ToasterStrings) {
  if (mounted || typeof document === 'undefined') return;
  mounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  // Not richColors: its success colours fail contrast. Spec: a toast lasts about 4 to 5 seconds.
  // sonner's accessible names are English by default (« Notifications alt+T », « Close toast »).
  createRoot(host).render(
    <Toaster
      position="top-center"
      closeButton
      duration={5000}
      customAriaLabel={labels.region}
      toastOptions={{ closeButtonAriaLabel: labels.fermer }}
    />,
  );
}
